/** The 'Example: Breast Cancer' demo project: four reports in walkthrough order. */
import { entry, type SeedAnalysis } from './cite'

export const BREAST_CANCER_SOURCES = [
  entry(
    '31256844',
    {
      title:
        'Recall after screening mammography: what women are told and how they feel',
      authors: ['Eriksen H', 'Adeyemi O', 'Walsh C'],
      biblioInfo: 'Journal of Breast Imaging Practice. 2019;7(3):188-196.',
      doi: '10.5555/jbip.2019.0703',
    },
    {
      'abstract-1':
        'Around one in ten people screened were recalled for further tests, and most of them were found not to have cancer.\n\nClear written information about what a recall means reduced distress.',
      'abstract-3':
        'Anxiety was highest in the days between the recall letter and the assessment appointment.\n\nKnowing the date of the appointment and what would happen there was the information participants valued most.',
    },
  ),
  entry(
    '29987512',
    {
      title: 'BI-RADS assessment categories and cancer likelihood',
      authors: ['Tanaka M', 'Oliveira R', 'Schultz A', 'Ndlovu P'],
      biblioInfo: 'Radiology Practice Review. 2018;14(2):97-108.',
      doi: '10.5555/rpr.2018.1402',
    },
    {
      'abstract-2':
        'BI-RADS categories describe both the level of suspicion and the recommended next step.\n\nThe likelihood of cancer ranges from essentially zero in categories 1 and 2, to 2 % or less in category 3, and higher in categories 4 and 5, where a biopsy is recommended.',
      'fulltext-5':
        'Additional imaging after a screening recall resolved most findings without a biopsy.\n\nWhen a biopsy was performed, the majority of results were benign.',
    },
  ),
  entry(
    '33745120',
    {
      title: 'Breast density notification and supplemental imaging',
      authors: ['Fischer K', 'Chowdhury N', 'Leblanc E'],
      biblioInfo: 'Women’s Health Imaging. 2021;5(1):22-31.',
      doi: null,
    },
    {
      'abstract-1':
        'About half of people aged 40 and over who have mammograms have heterogeneously or extremely dense breasts.\n\nDense tissue can mask findings on a mammogram and is associated with a modestly increased risk of breast cancer.',
      'fulltext-3':
        'Supplemental ultrasound or MRI detected additional cancers in people with dense breasts, but also increased recalls and biopsies with benign results.\n\nDecisions about extra imaging should take the person’s overall risk into account.',
    },
  ),
  entry(
    '32018876',
    {
      title:
        'Ultrasound-guided core needle biopsy: accuracy and patient experience',
      authors: ['Romano S', 'Kiplagat J'],
      biblioInfo: 'Interventional Breast Care. 2020;3(4):150-158.',
      doi: '10.5555/ibc.2020.0304',
    },
    {
      'abstract-2':
        'Ultrasound-guided core needle biopsy gave a definite diagnosis in almost all cases and rarely needed to be repeated.\n\nMost participants described the pain as mild and returned to normal activities the next day.',
      'fulltext-8':
        'A small marker clip was placed at the biopsy site in most procedures so that the area could be found again on later imaging or during surgery.\n\nBruising was common and resolved within one to two weeks.',
    },
  ),
  entry(
    '34559031',
    {
      title: 'Reading the breast pathology report: a guide for patients',
      authors: ['Gallo V', 'Harrington T', 'Mbeki S'],
      biblioInfo: 'Patient Education in Oncology. 2021;9(2):64-73.',
      doi: '10.5555/peo.2021.0902',
    },
    {
      'abstract-1':
        'Patients who went through their pathology report with a clinician or specialist nurse understood their diagnosis and treatment options better.\n\nPlain-language glossaries for terms such as in situ, invasive and margins were found helpful.',
      'fulltext-2':
        'After a benign biopsy result, the team checks that the findings explain what was seen on imaging (concordance).\n\nIf they do not match, a repeat biopsy or surgical excision may be advised.',
    },
  ),
  entry(
    '30411297',
    {
      title: 'Hormone receptor and HER2 status in treatment planning',
      authors: ['Nilsen I', 'Bakr A', 'Costa L'],
      biblioInfo: 'Oncology Treatment Planning. 2018;11(3):129-137.',
      doi: null,
    },
    {
      'abstract-2':
        'Estrogen receptor, progesterone receptor and HER2 status are the main markers used to choose systemic treatment.\n\nHormone receptor-positive tumours can be treated with endocrine therapy, and HER2-positive tumours with HER2-targeted medicines.',
    },
  ),
  entry(
    '35880142',
    {
      title:
        'Anxiety while waiting for biopsy results: interventions that help',
      authors: ['Lindahl P', 'Osei A', 'Murphy K'],
      biblioInfo: 'Journal of Supportive Care Research. 2022;10(1):41-49.',
      doi: '10.5555/jscr.2022.1001',
    },
    {
      'abstract-1':
        'Having a named contact, written information and a fixed date for results reduced anxiety during the wait.\n\nShort waits mattered, but knowing when results would come mattered almost as much.',
    },
  ),
]

const DISCLAIMER =
  '*This report is for information only and does not replace advice from your care team.*'

export const BREAST_CANCER_REPORTS: SeedAnalysis[] = [
  {
    title: 'Understanding Your Mammogram Results',
    content: `# Understanding Your Mammogram Results

## Being called back is common

Being asked to come back after a screening mammogram is a common experience, and **most people who are recalled do not have breast cancer** [31256844-abstract-1]. A recall usually means that the radiologist wants a closer look at an area, for example with extra mammogram views or an ultrasound.

## How results are reported: BI-RADS

Radiologists use the **BI-RADS** system to describe how likely a finding is to be cancer and what should happen next [29987512-abstract-2]:

| Category | Meaning | Usual next step |
| --- | --- | --- |
| 0 | Incomplete: more imaging needed | Additional views or ultrasound |
| 1 | Negative | Routine screening |
| 2 | Benign (non-cancerous) finding | Routine screening |
| 3 | Probably benign | Short-interval follow-up, often at 6 months |
| 4 | Suspicious | Biopsy recommended |
| 5 | Highly suggestive of cancer | Biopsy recommended |
| 6 | Cancer already confirmed by biopsy | Treatment planning |

## Words you may see in the report

- **Mass**: an area that looks like a lump on the images
- **Calcifications**: tiny calcium deposits; most are harmless, and some patterns need a closer look
- **Asymmetry**: breast tissue that looks different from the other side
- **Architectural distortion**: tissue that looks pulled or bunched together

## Coping with the wait

Waiting for further tests can be stressful. Knowing what to expect and having a clear timeline helps many people feel more in control [31256844-abstract-3][35880142-abstract-1].

## If you notice a change

Screening is for people without symptoms. If you notice a new lump, a change in the shape of a breast, dimpling of the skin or discharge from the nipple, contact your doctor even if your last mammogram was normal.

## Questions to ask

1. Which BI-RADS category did my mammogram receive?
2. What exactly did the radiologist see, and where?
3. What is the next step, and when will it happen?
4. Who will give me the results?

The following reports explain breast density, what happens during a biopsy and how to read a pathology report.

${DISCLAIMER}
`,
    furtherQuestions: ['What does a BI-RADS 3 result mean for me?'],
  },
  {
    title: 'Breast Density and Additional Imaging',
    content: `# Breast Density and Additional Imaging

## What breast density means

Breasts are made of fatty tissue and dense tissue (glands and connective tissue). On a mammogram, dense tissue looks white, and so can some abnormalities, which makes them harder to see. Having dense breasts is **common and normal**: about half of people who have mammograms do [33745120-abstract-1].

## The four density categories

| Category | Description |
| --- | --- |
| A | Almost entirely fatty |
| B | Scattered areas of dense tissue |
| C | Heterogeneously dense |
| D | Extremely dense |

Categories C and D are described as "dense breasts". Your mammogram report or letter may state which category applies to you.

## Why density matters

- Dense tissue can **hide** small findings on a mammogram.
- Density is also linked to a modestly higher risk of breast cancer [33745120-abstract-1].
- Density often decreases with age and can change with hormone therapy.

## Additional imaging options

Depending on your results and your overall risk, your team may suggest:

1. **Diagnostic mammogram** with extra or magnified views
2. **Breast ultrasound**, often used to check a specific area
3. **Breast MRI**, sometimes offered to people at higher risk
4. **Contrast-enhanced mammography**, available in some centres

Supplemental imaging finds additional cancers in some people with dense breasts, but it also leads to more recalls and to biopsies of areas that turn out to be benign [33745120-fulltext-3][29987512-fulltext-5].

## What you can do

- Keep attending screening at the intervals you are offered.
- Know what is normal for your breasts and report any change promptly.
- Bring your density category and family history to your next appointment, so that your risk can be estimated more accurately.

## Making a decision

Talk with your clinician about your overall risk, including family history, previous biopsies and hormone use. These factors help decide whether extra imaging is worthwhile for you, and how often it should be repeated.

${DISCLAIMER}
`,
    furtherQuestions: ['Should I ask for an MRI if I have dense breasts?'],
  },
  {
    title: 'Preparing for a Breast Biopsy',
    content: `# Preparing for a Breast Biopsy

## Why a biopsy is recommended

A biopsy is the only way to know for certain what an area seen on imaging is. It is usually recommended for BI-RADS 4 or 5 findings [29987512-abstract-2]. **Most breast biopsies show benign (non-cancerous) results** [29987512-fulltext-5].

## Types of biopsy

| Type | How it is guided | What to expect |
| --- | --- | --- |
| Core needle biopsy | Ultrasound, mammography (stereotactic) or MRI | Several small samples through one small cut, with local anaesthetic |
| Vacuum-assisted biopsy | Mammography or MRI | Larger samples with a single insertion |
| Fine needle aspiration | Ultrasound | A very thin needle, often used for cysts or lymph nodes |
| Surgical biopsy | In an operating theatre | Rarely needed as a first step |

Ultrasound-guided core needle biopsy is accurate and well tolerated by most people [32018876-abstract-2].

## Before the appointment

1. Tell the team about blood thinners, including aspirin, and supplements such as fish oil.
2. Wear a comfortable two-piece outfit.
3. Skip deodorant or powder on the day if you are asked to.
4. Consider bringing someone with you.

## During and after

- The procedure usually takes 20 to 60 minutes.
- A tiny marker clip is often placed so the area can be found again later [32018876-fulltext-8].
- Expect some bruising and tenderness for a few days; a cold pack and simple pain relief usually help.
- Contact the clinic if you notice increasing swelling, redness or a fever.

## Understanding the result

The pathology report will say whether the tissue is benign, shows changes that need a closer look (sometimes called "uncertain" or "B3" lesions), or shows cancer. Your team will also check that the result explains what was seen on the images. The next report in this project explains how to read a pathology report.

## Waiting for results

Results usually take several days. Ask how and when you will be told. A named contact, written information and a set date for results all reduce anxiety during the wait [35880142-abstract-1].

${DISCLAIMER}
`,
    furtherQuestions: ['Does a core needle biopsy leave a scar?'],
  },
  {
    title: 'Understanding Your Pathology Report',
    content: `# Understanding Your Pathology Report

## What the report contains

After a biopsy, a pathologist examines the tissue under a microscope. The pathology report describes what was found and guides any next steps [34559031-abstract-1].

## If the result is benign

Common benign findings include **fibroadenoma**, **cysts** and **fibrocystic changes**. Your team will check that the biopsy result explains what was seen on imaging (this is called *concordance*) and will advise on any follow-up [34559031-fulltext-2].

## If the result shows cancer

The report usually includes:

| Item | What it describes |
| --- | --- |
| Type | For example invasive ductal (no special type) or invasive lobular carcinoma, or ductal carcinoma in situ (DCIS) |
| Grade (1–3) | How different the cells look from normal cells |
| Estrogen and progesterone receptors (ER/PR) | Whether hormones fuel the growth of the cells |
| HER2 status | Whether a protein that drives growth is over-produced |
| Ki-67 | How quickly the cells are dividing (not always reported) |

Hormone receptor and HER2 results are central to planning treatment, because they show which medicines are likely to work [30411297-abstract-2].

## Terms that may be unfamiliar

- **In situ**: the cells have not spread beyond where they started
- **Invasive**: the cells have grown into surrounding tissue
- **Margins**: whether the edges of tissue removed during surgery are clear

## Getting support

A new diagnosis can feel overwhelming. Breast care nurses, patient organisations and counselling services can help you prepare for appointments and make sense of the information. It is fine to ask for more time or for things to be explained again.

## Next steps

1. Ask for a copy of your report and go through it with your specialist or breast care nurse.
2. Ask whether further tests, such as additional imaging, are needed before treatment is planned.
3. Ask who your main contact will be.

Treatment decisions are usually made by a team of specialists together with you [34559031-abstract-1][30411297-abstract-2].

${DISCLAIMER}
`,
    furtherQuestions: [
      'What questions should I ask at my first oncology visit?',
    ],
  },
]
