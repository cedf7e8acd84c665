/**
 * The data every new user starts with (see the README's "API stand-in"):
 * Jane Doe with four projects (two of them the demo projects), Robert Doe
 * with one, a generic profile with an archived report, and Jane's records.
 */
import { DEMO_PROJECT_NAMES } from './config'
import { insertAnalysis } from './data/analyses'
import { insertPatient } from './data/patients'
import { insertProject } from './data/projects'
import { insertRecord } from './data/records'
import { storeNow, type SeedIds, type StoredAnalysis } from './data/store'
import {
  BREAST_CANCER_REPORTS,
  BREAST_CANCER_SOURCES,
} from './seed/breast-cancer'
import { bibliographyFor, type SeedAnalysis } from './seed/cite'
import {
  ARCHIVED_REPORT,
  CHOLESTEROL_QUESTION,
  EVERYDAY_SOURCES,
  JANE_RECORDS,
  LOW_BLOOD_SUGAR_QUESTION,
} from './seed/everyday'
import { longHistoryOf, seedLongHistory } from './seed/long-history'
import { POTS_REPORTS, POTS_SOURCES } from './seed/pots'
import {
  GLUCOSE_FOLLOW_UP,
  NESTED_FOLLOW_UP,
  THYROID_REPORT,
  THYROID_SOURCES,
  TIMING_FOLLOW_UP,
} from './seed/thyroid'
import type { ApiBibliographyEntry } from './types'

const DAY = 86_400_000
const HOUR = 3_600_000

type Clock = (daysAgo: number, hoursLater?: number) => string

const clockAt =
  (now: number): Clock =>
  (daysAgo, hoursLater = 0) =>
    new Date(now - daysAgo * DAY + hoursLater * HOUR).toISOString()

/** A seeded analysis is finished: its status is fixed, not clock-driven. */
function seedAnalysis(
  owner: string,
  projectId: string,
  seed: SeedAnalysis,
  pool: readonly ApiBibliographyEntry[],
  fields: Partial<StoredAnalysis>,
): StoredAnalysis {
  return insertAnalysis(owner, projectId, {
    title: seed.title,
    status: 'COMPLETED',
    durationMs: 0,
    result: {
      content: seed.content,
      bibliography: bibliographyFor(seed.content, pool),
      furtherQuestions: [...seed.furtherQuestions],
    },
    ...fields,
  })
}

function seedReportSeries(
  owner: string,
  projectId: string,
  reports: readonly SeedAnalysis[],
  pool: readonly ApiBibliographyEntry[],
  at: Clock,
  daysAgo: number,
): string[] {
  return reports.map(
    (report, index) =>
      seedAnalysis(owner, projectId, report, pool, {
        analysisType: 'REPORT',
        createdAt: at(daysAgo, index + 1),
      }).id,
  )
}

interface DemoSeedIds {
  pots: string
  breastCancer: string
  potsReports: string[]
  breastCancerReports: string[]
}

/** The two read-only demo projects, under the given patient. */
export function seedDemoProjects(
  owner: string,
  patientId: string,
  now = storeNow(),
): DemoSeedIds {
  const at = clockAt(now)
  const pots = insertProject(owner, patientId, {
    name: DEMO_PROJECT_NAMES.pots,
    isDemo: true,
    createdAt: at(59),
    updatedAt: at(59, 5),
  })
  const breastCancer = insertProject(owner, patientId, {
    name: DEMO_PROJECT_NAMES.breastCancer,
    isDemo: true,
    createdAt: at(58),
    updatedAt: at(58, 5),
  })
  return {
    pots: pots.id,
    breastCancer: breastCancer.id,
    potsReports: seedReportSeries(
      owner,
      pots.id,
      POTS_REPORTS,
      POTS_SOURCES,
      at,
      59,
    ),
    breastCancerReports: seedReportSeries(
      owner,
      breastCancer.id,
      BREAST_CANCER_REPORTS,
      BREAST_CANCER_SOURCES,
      at,
      58,
    ),
  }
}

function seedJane(owner: string, now: number) {
  const at = clockAt(now)
  const jane = insertPatient(owner, {
    name: 'Jane Doe',
    notes: 'Type 1 diabetes since 2009',
    createdAt: at(60),
  })
  const demo = seedDemoProjects(owner, jane.id, now)

  const firstProject = insertProject(owner, jane.id, {
    name: 'My First Project',
    createdAt: at(30),
    updatedAt: at(30, 1),
  })
  const firstQuestion = seedAnalysis(
    owner,
    firstProject.id,
    LOW_BLOOD_SUGAR_QUESTION,
    EVERYDAY_SOURCES,
    { analysisType: 'QUESTION', createdAt: at(30, 1) },
  )

  const thyroid = insertProject(owner, jane.id, {
    name: 'Thyroid Health',
    createdAt: at(20),
    updatedAt: at(11),
  })
  type JaneRecord = (typeof JANE_RECORDS)[keyof typeof JANE_RECORDS]
  const addRecord = (record: JaneRecord, linkedProjects: string[] = []) =>
    insertRecord(owner, jane.id, {
      title: record.title,
      content: record.content,
      recordType: record.recordType,
      createdAt: at(record.daysAgo),
      linkedProjects,
    }).id
  const records: SeedIds['records'] = {
    thyroidResults: addRecord(JANE_RECORDS.thyroidResults, [thyroid.id]),
    clinicLetter: addRecord(JANE_RECORDS.clinicLetter, [thyroid.id]),
    symptomDiary: addRecord(JANE_RECORDS.symptomDiary),
    pumpPhoto: addRecord(JANE_RECORDS.pumpPhoto),
  }

  const report = seedAnalysis(
    owner,
    thyroid.id,
    THYROID_REPORT,
    THYROID_SOURCES,
    {
      analysisType: 'REPORT',
      createdAt: at(14, 2),
    },
  )
  const followUp = (
    seed: SeedAnalysis,
    parent: StoredAnalysis,
    createdAt: string,
  ) => {
    const question = seedAnalysis(owner, thyroid.id, seed, THYROID_SOURCES, {
      analysisType: 'QUESTION',
      parentAnalysisId: parent.id,
      createdAt,
    })
    parent.userQuestions.push({ id: question.id, title: question.title })
    return question
  }
  const glucose = followUp(GLUCOSE_FOLLOW_UP, report, at(13))
  const timing = followUp(TIMING_FOLLOW_UP, report, at(12))
  const nested = followUp(NESTED_FOLLOW_UP, glucose, at(11))

  return {
    jane,
    demo,
    records,
    firstProject: firstProject.id,
    firstQuestion: firstQuestion.id,
    thyroid: thyroid.id,
    thyroidReport: report.id,
    thyroidFollowUps: [glucose.id, timing.id] as [string, string],
    nestedFollowUp: nested.id,
  }
}

/** Creates the seed for `owner` (a token `sub`); dates are relative to `now`. */
export function seedUserData(owner: string, now = storeNow()): SeedIds {
  const at = clockAt(now)
  const jane = seedJane(owner, now)
  const history = longHistoryOf(owner)
  if (history) seedLongHistory(owner, jane.jane.id, history, now)

  const robert = insertPatient(owner, { name: 'Robert Doe', createdAt: at(45) })
  const heartHealth = insertProject(owner, robert.id, {
    name: 'Heart Health',
    createdAt: at(44),
    updatedAt: at(44, 1),
  })
  const heartQuestion = seedAnalysis(
    owner,
    heartHealth.id,
    CHOLESTEROL_QUESTION,
    EVERYDAY_SOURCES,
    { analysisType: 'QUESTION', createdAt: at(44, 1) },
  )

  const generic = insertPatient(owner, {
    name: 'Generic profile',
    isGeneric: true,
    createdAt: at(40),
  })
  const archived = insertProject(owner, generic.id, {
    name: 'Archived reports',
    isActive: false,
    createdAt: at(40),
    updatedAt: at(40, 1),
  })
  const archivedReport = seedAnalysis(
    owner,
    archived.id,
    ARCHIVED_REPORT,
    EVERYDAY_SOURCES,
    { analysisType: 'REPORT', createdAt: at(40, 1) },
  )

  return {
    patients: { jane: jane.jane.id, robert: robert.id, generic: generic.id },
    projects: {
      firstProject: jane.firstProject,
      thyroid: jane.thyroid,
      pots: jane.demo.pots,
      breastCancer: jane.demo.breastCancer,
      heartHealth: heartHealth.id,
      archived: archived.id,
    },
    analyses: {
      firstQuestion: jane.firstQuestion,
      thyroidReport: jane.thyroidReport,
      thyroidFollowUps: jane.thyroidFollowUps,
      nestedFollowUp: jane.nestedFollowUp,
      potsReports: jane.demo.potsReports,
      breastCancerReports: jane.demo.breastCancerReports,
      heartQuestion: heartQuestion.id,
      archivedReport: archivedReport.id,
    },
    records: jane.records,
  }
}
