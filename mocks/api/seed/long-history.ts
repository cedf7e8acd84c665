/**
 * A long account, for trying the app at scale: years of records, hundreds
 * of projects full of analyses, dozens of patients. Added to the first
 * patient's seed for users whose token `sub` asks for it:
 * - `long-history` (the identity provider's long@example.com): 5,000
 *   records, 500 projects of 50 analyses, 50 patients and a report with
 *   1,000 citations of 500 papers;
 * - `e2e-records-{n}-…`: n records; `e2e-projects-{n}-…`: n projects of 50
 *   analyses and 50 patients; `e2e-report-{n}-…`: a report with n citations
 *   of n / 2 papers (end-to-end tests and `npm run perf`).
 */
import { insertAnalysis } from '../data/analyses'
import { recordTypeOf } from '../data/file-types'
import { insertPatient } from '../data/patients'
import { insertProject } from '../data/projects'
import { insertRecord } from '../data/records'
import type { ApiBibliography } from '../types'

import { entry } from './cite'

export interface LongHistory {
  records: number
  projects: number
  analysesPerProject: number
  patients: number
  /** Citations of the long report (each paper cited twice); none: no such report. */
  reportCitations?: number
}

const ANALYSES_PER_PROJECT = 50
const PATIENTS = 50

export function longHistoryOf(sub: string): LongHistory | null {
  if (sub === 'long-history')
    return {
      records: 5000,
      projects: 500,
      analysesPerProject: ANALYSES_PER_PROJECT,
      patients: PATIENTS,
      reportCitations: 1000,
    }
  const records = /^e2e-records-(\d+)-/.exec(sub)
  if (records)
    return {
      records: Number(records[1]),
      projects: 0,
      analysesPerProject: 0,
      patients: 0,
    }
  const projects = /^e2e-projects-(\d+)-/.exec(sub)
  if (projects)
    return {
      records: 0,
      projects: Number(projects[1]),
      analysesPerProject: ANALYSES_PER_PROJECT,
      patients: PATIENTS,
    }
  const report = /^e2e-report-(\d+)-/.exec(sub)
  if (report)
    return {
      records: 0,
      projects: 0,
      analysesPerProject: 0,
      patients: 0,
      reportCitations: Number(report[1]),
    }
  return null
}

const DAY = 86_400_000

const NOTES = [
  'Blood pressure diary',
  'Notes from the GP visit',
  'Symptoms this week',
  'Medication changes',
  'Questions for the cardiologist',
]
const FILES = [
  ['Full blood count', 'pdf'],
  ['Thyroid panel', 'pdf'],
  ['Letter from cardiology', 'docx'],
  ['Knee MRI report', 'pdf'],
  ['Vitamin D result', 'png'],
  ['Discharge summary', 'pdf'],
  ['Lipid profile', 'jpg'],
] as const
const PROJECT_TOPICS = [
  'Blood pressure',
  'Sleep',
  'Migraine',
  'Knee pain',
  'Cholesterol',
  'Iron levels',
  'Asthma',
  'Vitamin D',
]
const GIVEN = ['Ana', 'Ben', 'Chloé', 'Dev', 'Eitan', 'Fatima', 'Grace', 'Hiro']
const FAMILY = ['Okafor', 'Lindqvist', 'Nakamura', 'Haddad', 'Moreau', 'Silva']

/** The item of `list` at `i`, round and round. */
const nth = <T>(list: readonly T[], i: number): T => list[i % list.length]!

const dateLabel = (at: number) => new Date(at).toISOString().slice(0, 10)

/** The long report's title, by its number of citations. */
const longReportTitle = (citations: number) =>
  `A report with ${citations} citations`

const FILLER =
  'Decisions are usually individual, taking into account antibodies, symptoms, age and plans for pregnancy. '

/**
 * A report of `citations` citation markers, eight a section (a paragraph, a
 * list and a table, then plain text, about 130 characters of text a
 * citation), each of `citations / 2` papers cited twice, and its
 * bibliography.
 */
function longReport(citations: number): {
  content: string
  bibliography: ApiBibliography
} {
  const papers = Math.ceil(citations / 2)
  const pmid = (paper: number) => String(40_000_000 + paper)
  const bibliography: ApiBibliography = {}
  for (let paper = 0; paper < papers; paper++)
    bibliography[pmid(paper)] = entry(
      pmid(paper),
      {
        title: `A study of thyroid function and insulin needs, number ${paper + 1}`,
        authors: ['Kowalczyk A', 'Rahman S', 'Oduya T'],
        biblioInfo: 'Diabetes Care Perspectives. 2020;12(4):301-309.',
        doi: paper % 3 ? `10.5555/long.${pmid(paper)}` : null,
      },
      {
        'abstract-1': 'The first passage cited.',
        'abstract-2': 'The second passage cited.',
      },
    )
  let cited = 0
  const cite = () => {
    if (cited >= citations) return ''
    const paper = cited % papers
    const chunk = Math.floor(cited / papers) + 1
    cited += 1
    return `[${pmid(paper)}-abstract-${chunk}]`
  }
  const blocks = [`# ${longReportTitle(citations)}\n`]
  for (let section = 1; cited < citations; section++)
    blocks.push(
      `## Section ${section}\n`,
      `Your records show a **raised TSH** with a *low-normal free T4*, which is typical of an autoimmune thyroid condition ${cite()}. It is more common in people with type 1 diabetes ${cite()}${cite()}.\n`,
      `- Regular checks are recommended ${cite()}\n- Insulin needs may change ${cite()}\n- Symptoms overlap ${cite()}\n`,
      `| Test | Result | Source |\n| --- | --- | --- |\n| TSH | 6.8 mIU/L | ${cite()} |\n| Free T4 | 11.2 pmol/L | ${cite()} |\n`,
      `${FILLER.repeat(5)}\n`,
    )
  return { content: blocks.join('\n'), bibliography }
}

/** Adds `history` to `patientId` of `owner`, the newest first in time order, dated back from `now`. */
export function seedLongHistory(
  owner: string,
  patientId: string,
  history: LongHistory,
  now: number,
): void {
  for (let i = 0; i < history.records; i++) {
    // About one record every two days, going back in time.
    const at = now - (i + 1) * 2 * DAY - (i % 24) * 3_600_000
    const createdAt = new Date(at).toISOString()
    if (i % 3 === 0) {
      const title = `${nth(NOTES, i)} ${dateLabel(at)}`
      insertRecord(owner, patientId, {
        title,
        content: `${title}: readings and observations written down at home.`,
        recordType: 'note',
        createdAt,
      })
    } else {
      const [name, extension] = nth(FILES, i)
      insertRecord(owner, patientId, {
        title: `${name} ${dateLabel(at)}.${extension}`,
        content: `${name}, extracted text.`,
        recordType: recordTypeOf(extension),
        createdAt,
      })
    }
  }
  for (let p = 0; p < history.projects; p++) {
    const at = now - (p + 1) * 3 * DAY
    const topic = nth(PROJECT_TOPICS, p)
    const project = insertProject(owner, patientId, {
      name: `${topic} ${history.projects - p}`,
      createdAt: new Date(at).toISOString(),
      updatedAt: new Date(at).toISOString(),
    })
    for (let a = 0; a < history.analysesPerProject; a++) {
      const isReport = a % 5 === 0
      insertAnalysis(owner, project.id, {
        analysisType: isReport ? 'REPORT' : 'QUESTION',
        title: isReport
          ? `${topic} report ${a / 5 + 1}`
          : `What does result ${a + 1} mean for my ${topic.toLowerCase()}?`,
        status: 'COMPLETED',
        durationMs: 0,
        createdAt: new Date(at + a * 3_600_000).toISOString(),
        result: {
          content: `A short answer about ${topic.toLowerCase()}.`,
          bibliography: {},
          furtherQuestions: [],
        },
      })
    }
  }
  if (history.reportCitations) {
    const at = now - DAY
    const project = insertProject(owner, patientId, {
      name: 'Long reading',
      createdAt: new Date(at).toISOString(),
      updatedAt: new Date(at).toISOString(),
    })
    insertAnalysis(owner, project.id, {
      analysisType: 'REPORT',
      title: longReportTitle(history.reportCitations),
      status: 'COMPLETED',
      durationMs: 0,
      createdAt: new Date(at).toISOString(),
      result: { ...longReport(history.reportCitations), furtherQuestions: [] },
    })
  }
  for (let n = 0; n < history.patients; n++)
    insertPatient(owner, {
      name: `${nth(GIVEN, n)} ${nth(FAMILY, n)} ${n + 1}`,
      // Added after the first patient, so the long history stays the first.
      createdAt: new Date(now - (n + 1) * 3_600_000).toISOString(),
    })
}
