/** Jane's 'Thyroid Health' project: a cited report and its follow-ups. */
import { entry, type SeedAnalysis } from './cite'

export const THYROID_SOURCES = [
  entry(
    '31849204',
    {
      title:
        'Autoimmune thyroid disease in adults with type 1 diabetes: prevalence and screening',
      authors: ['Kowalczyk A', 'Rahman S', 'Oduya T', 'Bergström L'],
      biblioInfo: 'Diabetes Care Perspectives. 2020;12(4):301-309.',
      doi: '10.5555/dcp.2020.1204',
    },
    {
      'abstract-1':
        'Autoimmune thyroid disease was found in 17 % to 30 % of adults with type 1 diabetes, several times more often than in the general population.\n\nHashimoto thyroiditis with positive thyroid peroxidase antibodies was the most common form.',
      'abstract-3':
        'Because thyroid disease often develops slowly and with few symptoms, the authors support measuring TSH at diagnosis of type 1 diabetes and then regularly, for example every one to two years.\n\nScreening more often was suggested when antibodies are present or symptoms appear.',
      'fulltext-7':
        'Once a stable levothyroxine dose had been reached, most participants needed thyroid function checks only once or twice a year.\n\nChecks were brought forward after changes in weight, pregnancy or new medicines that affect absorption.',
    },
  ),
  entry(
    '33021457',
    {
      title:
        'Levothyroxine absorption: timing relative to meals and other medicines',
      authors: ['Marchetti G', 'Oyelaran B'],
      biblioInfo: 'Clinical Pharmacology in Practice. 2020;8(2):77-86.',
      doi: '10.5555/cpp.2020.0802',
    },
    {
      'abstract-2':
        'Taking levothyroxine on an empty stomach, 30 to 60 minutes before breakfast, gave the most consistent TSH levels.\n\nTaking it at bedtime, at least three hours after the last meal, was a reasonable alternative for people who found mornings difficult.',
      'fulltext-4':
        'Calcium and iron supplements, antacids and some cholesterol-lowering resins reduced absorption when taken close to the dose.\n\nA gap of about four hours avoided most of the effect.\n\nCoffee taken with the tablet also lowered absorption in several small studies.',
    },
  ),
  entry(
    '29874415',
    {
      title: 'Subclinical hypothyroidism: when to treat',
      authors: ['Delacroix P', 'Nakamura Y', 'Ellis R'],
      biblioInfo: 'Endocrine Reviews in Practice. 2018;5(1):12-25.',
      doi: '10.5555/erp.2018.0501',
    },
    {
      'abstract-1':
        'Subclinical hypothyroidism is defined as a TSH above the reference range with a free T4 within it.\n\nThe yearly risk of progression to overt hypothyroidism was about 2 % to 5 %, and higher when TPO antibodies were present.',
      'fulltext-12':
        'In randomised trials of older adults with mildly raised TSH, levothyroxine did not clearly improve tiredness or quality of life compared with placebo.\n\nThe authors caution that these results may not apply to younger adults, people planning a pregnancy or those with TSH above 10 mIU/L.',
    },
  ),
  entry(
    '34410982',
    {
      title:
        'Thyroid peroxidase antibodies and progression to overt hypothyroidism',
      authors: ['Haugen K', 'Adebayo F', 'Lind M'],
      biblioInfo: 'Thyroid Research Letters. 2021;9(3):140-147.',
      doi: '10.5555/trl.2021.0903',
    },
    {
      'abstract-2':
        'Over five years, people with raised TSH and positive TPO antibodies developed overt hypothyroidism about twice as often as those without antibodies.\n\nThe antibody level itself added little once TSH was known.',
    },
  ),
  // A bibliography entry may lack a title; the app shows a placeholder.
  entry(
    '30562218',
    {
      title: '',
      authors: ['Petrov I', 'Cardoso M'],
      biblioInfo:
        'Journal of Diabetes and Metabolism Studies. 2019;4(2):55-61.',
      doi: null,
    },
    {
      'fulltext-3':
        'Thyroid hormone affects how quickly insulin is broken down and how glucose is absorbed from the gut.\n\nIn the small cohort studied, insulin requirements changed by a few units per day after thyroid treatment started or the dose was adjusted, and hypoglycaemia was more frequent in the first weeks.',
    },
  ),
  entry(
    '32677190',
    {
      title: 'Monitoring thyroid function after levothyroxine dose changes',
      authors: ['Sørensen T', 'Quaye E', 'Villalobos R'],
      biblioInfo: 'Primary Care Endocrinology. 2020;3(4):200-206.',
      doi: null,
    },
    {
      'abstract-1':
        'TSH takes about six weeks to settle after levothyroxine is started or the dose is changed.\n\nTesting earlier often led to unnecessary further changes; testing at six to eight weeks was recommended.',
    },
  ),
  entry(
    '35098833',
    {
      title: 'Symptoms and quality of life in treated hypothyroidism',
      authors: ['Whitfield A', 'Mensah D', 'Ito K', 'Novak J'],
      biblioInfo: 'Patient Reported Outcomes Journal. 2022;6(1):33-42.',
      doi: '10.5555/proj.2022.0601',
    },
    {
      'abstract-4':
        'Fatigue, feeling cold and weight change were reported by many participants, including some with normal thyroid tests.\n\nIn people with diabetes, similar symptoms were also linked to glucose variability, so tracking both was useful.',
    },
  ),
] as const

/** Cited in the report but absent from every bibliography (Reference Not Found). */
export const MISSING_PMID = '28800123'

export const THYROID_REPORT: SeedAnalysis = {
  title: 'Thyroid Health Report',
  content: `# Thyroid Health Report

## Summary

Your records show a **raised TSH (6.8 mIU/L)** with a **free T4 in the low-normal range (11.2 pmol/L)** and **positive thyroid peroxidase (TPO) antibodies**. Together these findings are typical of *Hashimoto's thyroiditis*, an autoimmune condition in which the immune system gradually affects the thyroid gland. It is more common in people who, like you, live with type 1 diabetes [31849204-abstract-1].

## What your results mean

| Test | Your result | Typical adult range* | What it tells you |
| --- | --- | --- | --- |
| TSH | 6.8 mIU/L | about 0.4–4.0 mIU/L | How hard the pituitary gland is "pushing" the thyroid |
| Free T4 | 11.2 pmol/L | about 10–22 pmol/L | How much thyroid hormone is circulating |
| TPO antibodies | 210 IU/mL | below about 35 IU/mL | Whether an autoimmune process is present |

*Reference ranges differ between laboratories; use the range printed on your own report.

A TSH above the range with a normal free T4 is called **subclinical hypothyroidism** [29874415-abstract-1]. When TPO antibodies are also present, the chance of developing overt hypothyroidism over the following years is higher [29874415-abstract-1][34410982-abstract-2].

## Why this matters with type 1 diabetes

- Autoimmune conditions tend to cluster, so regular thyroid checks are commonly recommended for people with type 1 diabetes [31849204-abstract-3].
- Changes in thyroid hormone levels can change how quickly insulin is cleared, which may shift your insulin needs [30562218-fulltext-3].
- Tiredness, feeling cold and weight change can come from the thyroid, from glucose levels or from both, so it helps to track them together [35098833-abstract-4].

## Treatment: levothyroxine

Your clinic letter mentions starting **levothyroxine 25 micrograms daily**. Levothyroxine replaces the hormone your thyroid now makes less of.

### Taking it well

1. Take it at the same time every day, ideally on an empty stomach with water, 30–60 minutes before breakfast [33021457-abstract-2][33021457-fulltext-4].
2. Keep calcium, iron and antacids about four hours apart from your dose [33021457-fulltext-4].
3. Do not change the dose on your own; adjustments are based on blood tests.

### Monitoring

- TSH is usually rechecked **6–8 weeks** after starting or changing the dose [32677190-abstract-1].
- Once stable, checks are often spaced out to once or twice a year [31849204-fulltext-7].
- Tell your care team if you notice palpitations, tremor or trouble sleeping: these can mean the dose is too high.

## What the evidence does not tell us yet

Whether treating a mildly raised TSH improves symptoms is still debated; some trials found little difference in quality of life [29874415-fulltext-12]. Decisions are usually individual, taking into account antibodies, symptoms, age and plans for pregnancy [31849204-abstract-1][${MISSING_PMID}-abstract-1].

## Questions to discuss with your endocrinologist

- What TSH range are we aiming for in my case?
- Should my insulin doses be reviewed while the levothyroxine dose is being adjusted?
- How often should my thyroid function be checked from now on?

*This report is for information only and does not replace advice from your care team.*
`,
  furtherQuestions: [
    'Is it safe to take levothyroxine during pregnancy?',
    'What symptoms could mean my levothyroxine dose is too high?',
    'Should I be tested for other autoimmune conditions?',
  ],
}

export const GLUCOSE_FOLLOW_UP: SeedAnalysis = {
  title: 'Can my thyroid condition affect my blood sugar control?',
  content: `## Thyroid hormone and blood sugar

Yes, it can. Thyroid hormone influences how quickly insulin is broken down and how fast glucose is absorbed from your gut [30562218-fulltext-3].

- When thyroid hormone is **low**, insulin may act for longer, and some people notice more frequent lows.
- When treatment starts or the dose goes **up**, insulin needs can rise again over the following weeks.

### What you can do

1. Look at your glucose data for patterns in the weeks after each dose change.
2. Share those patterns with your diabetes team; small changes to basal rates are sometimes needed.
3. Keep having thyroid checks as planned, because both conditions are easier to manage when they are followed together [31849204-abstract-3].

*This answer is for information only and does not replace advice from your care team.*
`,
  furtherQuestions: [
    'How long after a dose change do insulin needs usually settle?',
  ],
}

export const NESTED_FOLLOW_UP: SeedAnalysis = {
  title:
    'Should I check my glucose more often when my levothyroxine dose changes?',
  content: `## Checking glucose after a dose change

Many people find it helpful to look at their glucose readings more closely for **four to eight weeks** after a levothyroxine change, because that is roughly how long it takes for thyroid levels to settle [32677190-abstract-1].

- If you use a continuous glucose monitor, review your time in range and any lows each week.
- If you use finger-prick tests, consider extra checks before driving, before bed and after exercise.
- Write down any pattern you notice and share it with your diabetes team rather than changing several settings at once.

*This answer is for information only and does not replace advice from your care team.*
`,
  furtherQuestions: [],
}

export const TIMING_FOLLOW_UP: SeedAnalysis = {
  title:
    'Should I take levothyroxine at a different time from my other medicines?',
  content: `## Timing levothyroxine

Levothyroxine is absorbed best on an empty stomach, so it is usually taken alone with water, 30 to 60 minutes before breakfast [33021457-abstract-2].

| Taken with | Suggested gap |
| --- | --- |
| Calcium or iron supplements | about 4 hours |
| Antacids | about 4 hours |
| Coffee | wait 30–60 minutes |
| Insulin | no gap needed |

If mornings are difficult, taking it at bedtime, at least three hours after your last meal, can work too [33021457-abstract-2][33021457-fulltext-4]. Whichever you choose, keep the time the same every day and tell your care team if you switch.

*This answer is for information only and does not replace advice from your care team.*
`,
  furtherQuestions: ['Does the brand of levothyroxine make a difference?'],
}
