/** The smaller seeded analyses and Jane's records. */
import { entry, type SeedAnalysis } from './cite'

export const EVERYDAY_SOURCES = [
  entry(
    '37120045',
    {
      title: 'Symptoms of hypoglycaemia in adults with type 1 diabetes',
      authors: ['Hollis R', 'Amadi C', 'Virtanen J'],
      biblioInfo: 'Diabetes Care Perspectives. 2023;15(1):12-20.',
      doi: '10.5555/dcp.2023.1501',
    },
    {
      'abstract-1':
        'Shaking, sweating, palpitations and hunger were the most frequently reported early symptoms of hypoglycaemia.\n\nConfusion, difficulty concentrating and blurred vision usually appeared at lower glucose levels.',
      'fulltext-6':
        'Participants with a longer duration of diabetes or frequent recent hypoglycaemia reported fewer warning symptoms.\n\nAvoiding lows for several weeks partly restored awareness in some participants.',
    },
  ),
  entry(
    '36651290',
    {
      title:
        'Continuous glucose monitoring and impaired awareness of hypoglycaemia',
      authors: ['Baptiste L', 'Kaur P'],
      biblioInfo: 'Diabetes Technology Letters. 2022;8(4):210-218.',
      doi: null,
    },
    {
      'abstract-2':
        'Continuous glucose monitoring with low-glucose alerts reduced time spent below range in adults with impaired awareness of hypoglycaemia.\n\nParticipants also reported less fear of hypoglycaemia.',
    },
  ),
  entry(
    '33894410',
    {
      title: 'Dietary patterns and LDL cholesterol: a meta-analysis',
      authors: ['Rossi A', 'Nkemelu U', 'Bauer F', 'Hwang J'],
      biblioInfo: 'Nutrition and Cardiometabolic Health. 2021;12(2):95-107.',
      doi: '10.5555/nch.2021.1202',
    },
    {
      'abstract-1':
        'Replacing saturated fat with unsaturated fat and increasing soluble fibre lowered LDL cholesterol by about 5 % to 15 %.\n\nThe effects added to those of cholesterol-lowering medicines.',
      'fulltext-3':
        'Mediterranean-style eating patterns improved LDL cholesterol and were associated with fewer cardiovascular events in long-term studies.',
    },
  ),
  entry(
    '32766105',
    {
      title: 'Physical activity and blood lipids in adults',
      authors: ['Jovanović M', 'Ellison T'],
      biblioInfo: 'Journal of Exercise and Health. 2020;18(3):144-152.',
      doi: '10.5555/jeh.2020.1803',
    },
    {
      'abstract-2':
        'Regular aerobic exercise had a small effect on LDL cholesterol but raised HDL cholesterol and lowered triglycerides.\n\nBenefits for blood pressure and fitness were larger than those for LDL.',
    },
  ),
  entry(
    '31002745',
    {
      title: 'Vitamin D status and bone health in adults',
      authors: ['Kristensen B', 'Eze O', 'Martin C'],
      biblioInfo: 'Bone and Mineral Reviews. 2019;10(1):5-17.',
      doi: '10.5555/bmr.2019.1001',
    },
    {
      'abstract-1':
        'Low vitamin D levels were common in winter and in people who spent little time outdoors.\n\nDeficiency reduced calcium absorption and was linked to lower bone density.',
    },
  ),
  entry(
    '29558123',
    {
      title: 'High-dose vitamin D supplementation: benefits and risks',
      authors: ['Aguilar M', 'Sandberg K'],
      biblioInfo: 'Clinical Nutrition Insights. 2018;4(2):71-79.',
      doi: null,
    },
    {
      'abstract-2':
        'Daily doses that corrected deficiency improved bone markers, while very high doses gave no further benefit.\n\nVery high intermittent doses were associated with more falls in older adults.',
    },
  ),
]

const DISCLAIMER =
  '*This answer is for information only and does not replace advice from your care team.*'

export const LOW_BLOOD_SUGAR_QUESTION: SeedAnalysis = {
  title: 'What are the early signs of low blood sugar?',
  content: `## Early signs of low blood sugar

Low blood sugar (**hypoglycaemia**) usually means a glucose level below 4.0 mmol/L (70 mg/dL). The first warning signs come from the body's stress response [37120045-abstract-1]:

- Shakiness or trembling
- Sweating and clamminess
- A fast or pounding heartbeat
- Hunger
- Anxiety or irritability
- Tingling around the lips

If glucose keeps falling, signs from the brain may follow: difficulty concentrating, blurred vision, confusion or unusual behaviour.

## Reduced awareness

After many years of type 1 diabetes, or after frequent lows, some people notice fewer early signs [37120045-fulltext-6]. Continuous glucose monitors with low-glucose alerts can help [36651290-abstract-2].

## What to do

1. Check your glucose if you can.
2. Take 15–20 g of fast-acting carbohydrate, for example glucose tablets or juice.
3. Recheck after 15 minutes and repeat if you are still low.
4. Eat a snack or meal afterwards if your next meal is more than an hour away.

Discuss frequent or severe lows with your diabetes team.

${DISCLAIMER}
`,
  furtherQuestions: [
    'How can I prevent low blood sugar during exercise?',
    'What should my family know about treating a severe low?',
  ],
}

export const CHOLESTEROL_QUESTION: SeedAnalysis = {
  title: 'Which lifestyle changes help lower LDL cholesterol?',
  content: `## Lifestyle changes that lower LDL cholesterol

LDL cholesterol is often called "bad" cholesterol because high levels contribute to narrowing of the arteries. Lifestyle changes can lower it, often by around 5–15 %, and they add to the effect of any medicine [33894410-abstract-1].

| Change | Practical examples |
| --- | --- |
| Less saturated fat | Swap butter for olive or rapeseed oil; choose lean meat |
| More soluble fibre | Oats, beans, lentils, apples |
| Regular activity | About 150 minutes of moderate activity a week |
| Healthy weight | Even a small weight loss can help |
| Not smoking | Improves HDL cholesterol and overall heart risk |

- A **Mediterranean-style** eating pattern lowers LDL and is linked to fewer heart problems [33894410-fulltext-3].
- **Exercise** has a smaller effect on LDL but improves blood pressure, weight and fitness [32766105-abstract-2].

### Next steps

1. Ask for your latest cholesterol results and your overall heart risk.
2. Agree on a target with your doctor.
3. Recheck your cholesterol after about three months of changes.

${DISCLAIMER}
`,
  furtherQuestions: ['Do I need a statin if my LDL is only slightly high?'],
}

export const ARCHIVED_REPORT: SeedAnalysis = {
  title: 'Vitamin D and Bone Health',
  content: `# Vitamin D and Bone Health

*This report was archived and is kept for reference.*

## Summary

Vitamin D helps the body absorb calcium and keep bones strong. Low levels are common in winter and in people who spend little time outdoors [31002745-abstract-1].

## Key points

- Blood levels are measured as **25-hydroxyvitamin D**.
- Levels below about 25 nmol/L (10 ng/mL) are generally considered deficient.
- Supplements correct low levels; very high doses are not better and may be harmful [29558123-abstract-2].

| Level (nmol/L) | Usual interpretation |
| --- | --- |
| below 25 | Deficient |
| 25–50 | May be insufficient for some people |
| above 50 | Adequate for most people |

## Next steps

1. Ask whether a blood test is needed in your case.
2. Discuss a suitable daily dose before starting supplements.

*This report is for information only and does not replace advice from your care team.*
`,
  furtherQuestions: [],
}

/** Jane's records, oldest first; the first two are linked to Thyroid Health. */
export const JANE_RECORDS = {
  thyroidResults: {
    title: 'Thyroid blood test results',
    recordType: 'note',
    daysAgo: 21,
    content:
      'Blood test at the GP practice. TSH 6.8 mIU/L (range 0.4-4.0). Free T4 11.2 pmol/L (range 10-22). TPO antibodies 210 IU/mL (positive, range below 35). HbA1c 58 mmol/mol. I have been feeling more tired than usual and often cold.',
  },
  clinicLetter: {
    title: 'endocrinology-clinic-letter.pdf',
    recordType: 'pdf',
    daysAgo: 14,
    content:
      "Endocrinology clinic letter. Diagnosis: Hashimoto's thyroiditis with subclinical hypothyroidism. Type 1 diabetes since 2009, using an insulin pump. Plan: start levothyroxine 25 micrograms once daily before breakfast; repeat TSH and free T4 in 6-8 weeks; review pump settings if hypoglycaemia becomes more frequent.",
  },
  symptomDiary: {
    title: 'Symptom diary: energy and sleep',
    recordType: 'note',
    daysAgo: 7,
    content:
      'Week 1 on levothyroxine. Energy slightly better in the mornings. Sleeping 7 hours most nights. Two mild lows after evening walks (3.6 and 3.8 mmol/L), treated with glucose tablets.',
  },
  pumpPhoto: {
    title: 'insulin-pump-settings.jpg',
    recordType: 'image',
    daysAgo: 2,
    content:
      'Photo of the insulin pump basal rate screen. Basal rates: 00:00 0.80 U/h, 06:00 1.00 U/h, 12:00 0.90 U/h, 18:00 0.85 U/h. Total basal 21.3 U per day.',
  },
} as const
