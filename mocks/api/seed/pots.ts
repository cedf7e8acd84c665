/** The 'Example: POTS' demo project: four reports in walkthrough order. */
import { entry, type SeedAnalysis } from './cite'

export const POTS_SOURCES = [
  entry(
    '30145879',
    {
      title:
        'Postural orthostatic tachycardia syndrome: diagnostic criteria and clinical features',
      authors: ['Aldana R', 'Whitcombe J', 'Fernandes P', 'Iqbal S'],
      biblioInfo: 'Journal of Autonomic Medicine. 2018;22(3):145-158.',
      doi: '10.5555/jam.2018.2203',
    },
    {
      'abstract-1':
        'POTS is defined by a sustained heart rate increase of at least 30 beats per minute within 10 minutes of standing, in the absence of orthostatic hypotension, with symptoms lasting at least three months.\n\nIn adolescents, a threshold of 40 beats per minute is used.',
      'abstract-2':
        'Before the diagnosis is made, other causes of tachycardia should be excluded, including dehydration, anaemia, hyperthyroidism, prolonged bed rest and medicines that raise the heart rate.',
      'fulltext-5':
        'Several mechanisms overlap: reduced blood volume, venous pooling in the legs and splanchnic circulation, and heightened sympathetic activity.\n\nMany patients improved over two to five years, particularly younger patients whose symptoms began after an acute illness.',
    },
  ),
  entry(
    '31987654',
    {
      title:
        'Heart rate response to standing: the active stand test in clinical practice',
      authors: ['Lindgren A', 'Mwangi C'],
      biblioInfo: 'Clinical Autonomic Practice. 2019;11(4):233-240.',
      doi: '10.5555/cap.2019.1104',
    },
    {
      'abstract-1':
        'An active stand test, in which heart rate and blood pressure are measured lying down and then repeatedly over 10 minutes of standing, identified most patients later confirmed by tilt-table testing.\n\nThe test is simple enough to repeat at follow-up visits to track progress.',
    },
  ),
  entry(
    '32450017',
    {
      title: 'Oral salt and fluid loading in postural tachycardia syndrome',
      authors: ['Okonkwo E', 'Brandt H', 'Salazar V'],
      biblioInfo: 'Journal of Autonomic Medicine. 2020;24(1):31-39.',
      doi: '10.5555/jam.2020.2401',
    },
    {
      'abstract-2':
        'A high-sodium diet for six days increased plasma volume and reduced the standing heart rate compared with a low-sodium diet.\n\nParticipants also reported fewer symptoms on the high-sodium diet.',
      'fulltext-6':
        'Salt loading is not appropriate for everyone. People with hypertension, heart failure or kidney disease were excluded from the study, and individual advice is needed for them.\n\nSigns of excess intake include swelling of the ankles and a rise in blood pressure.',
    },
  ),
  entry(
    '29713385',
    {
      title: 'Compression garments reduce orthostatic symptoms',
      authors: ['Dubois M', 'Achterberg L'],
      biblioInfo: 'Vascular Physiology Reports. 2018;6(2):90-97.',
      doi: null,
    },
    {
      'abstract-3':
        'Waist-high and abdominal compression reduced the heart rate increase on standing and improved symptom scores, while compression of the calves alone had a smaller effect.\n\nMost participants tolerated the garments well.',
    },
  ),
  entry(
    '33608124',
    {
      title:
        'Exercise training in postural tachycardia syndrome: a graded, recumbent-first programme',
      authors: ['Shapiro D', 'Yamamoto T', 'Kelleher B', 'Asante R'],
      biblioInfo: 'Rehabilitation and Exercise Science. 2021;15(2):118-129.',
      doi: '10.5555/res.2021.1502',
    },
    {
      'abstract-1':
        'After three months of graded exercise training that started with rowing, recumbent cycling and swimming, many participants no longer met the heart rate criterion for POTS.\n\nQuality of life scores improved in those who completed the programme.',
      'fulltext-9':
        'Sessions began at about 30 minutes, three times a week, and upright exercise was introduced gradually from the second or third month.\n\nSymptoms often felt worse during the first weeks; the authors recommend warning participants in advance so that they do not stop too early.',
    },
  ),
  entry(
    '34172290',
    {
      title:
        'Pharmacological options for postural tachycardia syndrome: a narrative review',
      authors: ['Castellano F', 'Obi N', 'Hartmann U'],
      biblioInfo: 'Cardiovascular Therapeutics Review. 2021;13(3):201-214.',
      doi: '10.5555/ctr.2021.1303',
    },
    {
      'abstract-2':
        'No medicine is licensed specifically for POTS in most countries. Treatments target the main mechanisms: heart rate, blood volume and vascular tone.\n\nMedicines are best combined with non-drug measures rather than used instead of them.',
      'fulltext-4':
        'Evidence for fludrocortisone, midodrine, ivabradine and pyridostigmine comes mainly from small or short-term studies.\n\nResponses varied considerably between patients, which supports trying one medicine at a time with a clear plan for review.',
    },
  ),
  entry(
    '35012466',
    {
      title: 'Low-dose propranolol in postural tachycardia syndrome',
      authors: ['Reinholt S', 'Abiodun T'],
      biblioInfo: 'Journal of Autonomic Medicine. 2022;26(2):77-84.',
      doi: null,
    },
    {
      'abstract-1':
        'A low dose of propranolol reduced the standing heart rate and improved symptoms compared with placebo.\n\nA higher dose lowered the heart rate further but did not improve symptoms more and was less well tolerated.',
    },
  ),
  entry(
    '30988741',
    {
      title: 'Quality of life and symptom burden in POTS',
      authors: ['Moreno-Díaz L', 'Park S', 'Gallagher E'],
      biblioInfo: 'Patient Reported Outcomes Journal. 2019;3(2):60-71.',
      doi: '10.5555/proj.2019.0302',
    },
    {
      'abstract-2':
        'Participants reported fatigue, difficulty concentrating and reduced ability to work or study.\n\nSymptoms fluctuated from day to day, and heat, long periods of standing and large meals were common triggers.',
    },
  ),
]

const DISCLAIMER =
  '*This report is for information only and does not replace advice from your care team.*'

export const POTS_REPORTS: SeedAnalysis[] = [
  {
    title: 'Understanding Your POTS Diagnosis',
    content: `# Understanding Your POTS Diagnosis

## What is POTS?

**Postural orthostatic tachycardia syndrome (POTS)** is a condition in which the heart rate rises much more than expected when you stand up, together with symptoms such as light-headedness, palpitations, fatigue and "brain fog" [30145879-abstract-1]. It is a disorder of the autonomic nervous system, the part of the nervous system that controls heart rate and blood pressure without you having to think about it.

## How it is diagnosed

The diagnosis is usually based on an **active stand test** or a **tilt-table test** [31987654-abstract-1]:

| Criterion | Adults | Teenagers (12–19) |
| --- | --- | --- |
| Heart rate rise within 10 minutes of standing | 30 beats per minute or more | 40 beats per minute or more |
| Blood pressure | No sustained drop (no orthostatic hypotension) | No sustained drop |
| Symptom duration | At least 3 months | At least 3 months |

Other causes of a fast heart rate, such as dehydration, anaemia, an overactive thyroid or certain medicines, are usually ruled out first [30145879-abstract-2].

## Common symptoms

- Light-headedness or near-fainting when standing
- Palpitations or a pounding heartbeat
- Tiredness and reduced exercise tolerance
- Difficulty concentrating
- Feeling worse in the heat, after large meals or after standing still for a long time

Symptoms often vary from day to day, and many people describe a real impact on school, work and daily life [30988741-abstract-2].

## What may be behind it

POTS is not one single disease. Researchers describe several overlapping patterns, including low blood volume, blood pooling in the legs and an over-active stress response [30145879-fulltext-5]. It sometimes starts after a viral illness, surgery or pregnancy.

## The outlook

Many people improve over months to years with a combination of measures [30145879-fulltext-5][33608124-abstract-1]:

1. Drinking more fluids and, if your doctor agrees, eating more salt
2. A gradual exercise programme that starts lying down or seated
3. Compression garments
4. Medicines for selected people

The next reports in this project look at each of these in more detail.

${DISCLAIMER}
`,
    furtherQuestions: [
      'Can POTS be caused by a viral infection?',
      'Which specialist should follow up on my POTS?',
    ],
  },
  {
    title: 'Salt and Fluid Intake',
    content: `# Salt and Fluid Intake

## Why fluids and salt help

In many people with POTS the volume of blood in circulation is lower than usual. Drinking more and, when advised, eating more salt can increase that volume and reduce how much the heart rate rises on standing [32450017-abstract-2].

## Typical recommendations

Specialist advice often includes the following, **but the right amounts depend on your heart, kidney and blood pressure health**, so agree on targets with your doctor [32450017-fulltext-6]:

| Measure | Commonly suggested amount |
| --- | --- |
| Fluids | 2 to 3 litres per day |
| Salt (sodium chloride) | Extra salt spread across meals, often 6 to 10 grams per day in total |
| Morning drink | About 500 ml of water drunk quickly before getting up |

## Practical tips

- Keep a water bottle within reach and sip through the day.
- Drink a large glass of water **before** getting out of bed in the morning.
- Add salty foods such as broth, olives or salted nuts; salt tablets are sometimes suggested as well.
- Electrolyte drinks can help, but check how much sugar they contain.
- Drink more on hot days, during illness and around exercise.

## Compression can add to the effect

Waist-high or abdominal compression garments reduce blood pooling in the legs and belly, and they work well together with extra fluids [29713385-abstract-3].

## Who should be careful

Extra salt is **not** suitable for everyone. People with high blood pressure, heart failure or kidney disease need individual advice [32450017-fulltext-6]. Swollen ankles, headaches or a rise in blood pressure can be signs that the amount is too high.

## Tracking your progress

1. Write down how much you drink for a week.
2. Note your symptoms in the morning and in the evening.
3. If your clinic asks you to, repeat the heart rate measurement lying down and standing [31987654-abstract-1].

Bring these notes to your next appointment: they make it easier to adjust the plan.

## When to seek help

Contact your care team if you faint, if your symptoms suddenly get worse, or if vomiting or diarrhoea makes it hard to keep fluids down.

${DISCLAIMER}
`,
    furtherQuestions: ['Are electrolyte drinks better than water for POTS?'],
  },
  {
    title: 'Exercise and Reconditioning',
    content: `# Exercise and Reconditioning

## Why exercise matters

Many people with POTS become less active because standing and exertion make them feel unwell. Over time this loss of fitness, called *deconditioning*, can make symptoms worse. Structured exercise training is one of the most studied non-drug treatments for POTS [33608124-abstract-1].

## Start lying down or seated

Upright exercise is often hard to tolerate at first, so programmes usually begin with **recumbent** activities [33608124-fulltext-9]:

- Rowing machine
- Recumbent bicycle
- Swimming
- Floor exercises to strengthen the legs and core

## A typical progression

| Phase | Example activity | Approximate duration |
| --- | --- | --- |
| Months 1–2 | Recumbent bike or rowing, 3 sessions a week | 20–30 minutes per session |
| Months 2–3 | Longer sessions plus leg strengthening | 30–40 minutes |
| Month 3 onwards | Gradually add upright exercise such as walking or an upright bike | 30–45 minutes |

Progress slowly. Symptoms often feel worse during the first weeks before they improve, so it helps to know this in advance [33608124-fulltext-9].

## Tips for safer sessions

1. Drink water before and during exercise.
2. Avoid exercising in the heat or straight after a large meal.
3. Cool down gradually; stopping suddenly can bring on light-headedness.
4. Keep a diary of sessions and symptoms to share with your care team.

## What results can look like

In studies, many people who completed a few months of training had a smaller rise in heart rate on standing and reported a better quality of life [33608124-abstract-1][30988741-abstract-2]. Not everyone improves to the same degree, and some people need additional treatments.

## Keeping track

A simple log helps you and your care team see progress that is easy to miss from day to day:

- the activity, how long it lasted and how hard it felt on a scale of 0 to 10
- your heart rate during and after the session, if you use a monitor
- how you felt later that day and the next morning

## When to stop and seek advice

Stop exercising and contact a clinician if you faint, have chest pain, or feel breathless in a way that is new or much worse than usual.

${DISCLAIMER}
`,
    furtherQuestions: ['How do I know if I am overdoing exercise with POTS?'],
  },
  {
    title: 'Medications for POTS',
    content: `# Medications for POTS

## When medicines are considered

Lifestyle measures such as fluids, salt, compression and exercise are usually tried first. Medicines may be added when symptoms remain troublesome. In most countries no medicine is licensed specifically for POTS, so they are used "off-label", based on studies and specialist experience [34172290-abstract-2].

## Commonly discussed options

| Medicine | How it may help | Points to discuss |
| --- | --- | --- |
| Low-dose propranolol | Slows the heart rate on standing | Can cause tiredness; not suitable for everyone with asthma |
| Fludrocortisone | Helps the body keep salt and water | Needs blood tests for potassium |
| Midodrine | Tightens blood vessels to reduce pooling | Taken during the day, not shortly before lying down |
| Ivabradine | Lowers heart rate without lowering blood pressure | Not used in pregnancy |
| Pyridostigmine | Supports signalling in the autonomic nervous system | May cause stomach cramps |

## What the studies show

- **Low-dose propranolol** reduced heart rate and improved symptoms in a small trial; a higher dose was not better and was less well tolerated [35012466-abstract-1].
- For the other medicines, the evidence comes mostly from small or short studies, and responses vary widely between people [34172290-fulltext-4].

## Working with your doctor

1. Start one medicine at a time so that effects and side effects are clear.
2. Keep a symptom and heart rate diary before and after starting.
3. Ask how long to try a medicine before deciding whether it helps.
4. Check for interactions with your other medicines, including products bought without a prescription.

## Questions to ask before starting

- What change should I expect, and by when?
- Which side effects should make me contact you?
- Is this medicine safe with my other conditions, or if I become pregnant?

## Medicines are one part of the plan

Even when a medicine helps, continuing with fluids, salt and exercise usually gives the best long-term results [34172290-abstract-2][33608124-abstract-1].

${DISCLAIMER}
`,
    furtherQuestions: ['Can I stop POTS medication once I feel better?'],
  },
]
