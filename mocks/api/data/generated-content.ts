/** Templates for the content of analyses created through the API. */
import type { ApiBibliography } from '../types'

import type { AnalysisResult, StoredRecord } from './store'

const GENERAL_BIBLIOGRAPHY: ApiBibliography = {
  '36214587': {
    id: '36214587',
    documentId: 'doc_36214587',
    title:
      'Shared decision-making in chronic disease care: a systematic review of patient outcomes',
    authors: ['Okafor N', 'Lindqvist E', 'Brennan M'],
    biblioInfo: 'Journal of Patient-Centred Care. 2022;14(3):211-219.',
    doi: '10.5555/jpcc.2022.0143',
    citedChunks: {
      '36214587-abstract-1': {
        content:
          'Across 41 studies, patients who discussed options with their clinicians reported better understanding of their condition and more confidence in their treatment decisions.\n\nThe benefit was largest when written information was provided before the consultation.',
      },
    },
  },
  '34789012': {
    id: '34789012',
    documentId: 'doc_34789012',
    title:
      'Understanding laboratory results: health literacy and patient portals',
    authors: ['Haddad R', 'Feng Y'],
    biblioInfo: 'Digital Health Research. 2021;7(2):88-97.',
    doi: null,
    citedChunks: {
      '34789012-abstract-2': {
        content:
          'Many patients found reference ranges confusing when results were shown without explanation.\n\nShort plain-language summaries next to each result improved understanding without increasing worry.',
      },
    },
  },
  '35560817': {
    id: '35560817',
    documentId: 'doc_35560817',
    title:
      'Question prompt lists before outpatient visits: a randomised controlled trial',
    authors: ['Moreau C', 'Addo K', 'Sato H', 'Ibrahim L'],
    biblioInfo: 'Clinical Communication Quarterly. 2022;9(1):15-24.',
    doi: '10.5555/ccq.2022.0091',
    citedChunks: {
      '35560817-fulltext-3': {
        content:
          'Participants who received a question prompt list asked more questions during the visit, and the visits were not longer on average.\n\nAt follow-up, they recalled more of the information discussed.',
      },
    },
  },
}

const clone = (bibliography: ApiBibliography): ApiBibliography =>
  structuredClone(bibliography)

/** A question's answer: it quotes the question and cites a small bibliography. */
export function questionResult(question: string): AnalysisResult {
  const content = `## Your question

> ${question.replace(/\n+/g, ' ')}

## What the research says

Research on questions like "${question.slice(0, 120)}" shows that the best answer depends on your personal situation: your medical history, the treatments you already use and what matters most to you [36214587-abstract-1].

### Points to consider

- **Your history matters.** The same finding can mean different things for different people, so read general information alongside your own records.
- **Ask about the evidence.** Plain-language explanations of test results help people understand them without adding worry [34789012-abstract-2].
- **Keep track of changes.** Note when symptoms start, how long they last and what helps.

### Questions to bring to your next appointment

1. What does this mean for me specifically?
2. Which options are there, and what are their benefits and risks?
3. When should I seek care sooner?

Writing your questions down before a visit helps you remember the answers afterwards [35560817-fulltext-3][36214587-abstract-1].

*This summary is for information only and does not replace advice from your care team.*
`
  return {
    content,
    bibliography: clone(GENERAL_BIBLIOGRAPHY),
    furtherQuestions: [
      'What are the next steps I should discuss with my care team?',
      'Which symptoms should prompt me to seek care sooner?',
      'Are there lifestyle changes that could help?',
    ],
  }
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > 160 ? `${flat.slice(0, 157)}...` : flat
}

/** A report's title names the records it was made from. */
export function reportTitle(records: readonly StoredRecord[]): string {
  const [first, ...rest] = records
  if (!first) return 'Health report'
  return rest.length
    ? `Health report: ${first.title} and ${rest.length} more`
    : `Health report: ${first.title}`
}

/** A report's content lists and quotes the records it was made from. */
export function reportResult(records: readonly StoredRecord[]): AnalysisResult {
  const rows = records
    .map(
      (record) =>
        `| ${cell(record.title)} | ${record.recordType} | ${record.createdAt.slice(0, 10)} |`,
    )
    .join('\n')
  const points = records
    .map((record) => `- **${record.title}**: ${excerpt(record.content)}`)
    .join('\n')
  const content = `# Health report

This report is based on ${records.length} record${records.length === 1 ? '' : 's'} you selected.

| Record | Type | Added |
| --- | --- | --- |
${rows}

## Key points from your records

${points}

## What the research says

People who review their results together with their clinicians understand their condition better and feel more confident about decisions [36214587-abstract-1]. A short explanation next to each result makes reference ranges easier to read [34789012-abstract-2].

## Suggested next steps

1. Check that the dates and values above match what you were told.
2. Mark anything you do not understand and bring it to your next appointment [35560817-fulltext-3].
3. Add new records to this project as they arrive, so the next report can compare them.

*This report is for information only and does not replace advice from your care team.*
`
  return {
    content,
    bibliography: clone(GENERAL_BIBLIOGRAPHY),
    furtherQuestions: [
      'Which of these results should I ask my doctor about first?',
      'How often should these tests be repeated?',
      'Are there lifestyle changes that could help?',
    ],
  }
}

export const FAILURE_MESSAGE =
  'The analysis could not be completed. Please try again later.'
