import * as v from 'valibot'

import {
  createQuestion,
  createReport,
} from '../../../src/api/analyses/requests'
import { apiPaths } from '../../../src/api/api-paths'
import { getProject } from '../../../src/api/projects/requests'
import {
  createNote,
  getProjectRecords,
} from '../../../src/api/records/requests'
import { apiFetch, apiRequest } from '../../../src/lib/http-client'
import {
  analysisSchema,
  createdIdSchema,
  type AnalysisType,
} from '../../../src/types/analysis'
import {
  seedOf,
  expectApiError,
  validationDetail,
} from '../../testing/test-helpers'
import { db } from '../db'
import { CITATION_MARKER } from '../seed/cite'

/** GET /analysis/report/{id} or /analysis/question/{id}, that endpoint alone. */
const getAnalysis = (type: AnalysisType, analysisId: string) =>
  apiRequest(apiPaths.analysis(type, analysisId), { schema: analysisSchema })

/** Only Date is faked, so MSW's own timers keep running. */
function freezeClock() {
  vi.useFakeTimers({ toFake: ['Date'] })
  const start = Date.now()
  return (ms: number) => vi.setSystemTime(start + ms)
}

afterEach(() => {
  vi.useRealTimers()
})

test('GET /analysis/report/{id} answers the cited thyroid report', async () => {
  const { projects, analyses } = seedOf()

  const response = await apiFetch(`/analysis/report/${analyses.thyroidReport}`)
  const report = v.parse(analysisSchema, await response.json())

  expect(report).toMatchObject({
    title: 'Thyroid Health Report',
    analysisType: 'REPORT',
    status: 'COMPLETED',
    projectId: projects.thyroid,
    patientProjectId: projects.thyroid,
    parentAnalysisId: null,
    error: null,
  })
  expect(report.furtherQuestions).toHaveLength(3)
  expect(report.userQuestions.map((q) => q.id)).toEqual(
    analyses.thyroidFollowUps,
  )
  const markers = [...(report.content ?? '').matchAll(CITATION_MARKER)]
  expect(new Set(markers.map((m) => m[2]))).toEqual(
    new Set(['abstract', 'fulltext']),
  )
  expect(Object.keys(report.bibliography).length).toBeGreaterThanOrEqual(6)
  expect(report.content).toMatch(/\]\[/)
})

test('GET /analysis/question/{id} answers a question; the wrong kind answers 404', async () => {
  const { analyses } = seedOf()

  const question = await getAnalysis('QUESTION', analyses.firstQuestion)

  expect(question).toMatchObject({
    title: 'What are the early signs of low blood sugar?',
    analysisType: 'QUESTION',
    status: 'COMPLETED',
  })
  expect(question.content).toContain('hypoglycaemia')
  await expectApiError(getAnalysis('REPORT', analyses.firstQuestion), 404)
  await expectApiError(getAnalysis('QUESTION', 'ana_missing'), 404)
  await expectApiError(
    getAnalysis('REPORT', seedOf('someone-else').analyses.thyroidReport),
    404,
  )
})

test('a new question goes PENDING, IN_PROGRESS, then COMPLETED with content', async () => {
  const { projects } = seedOf()
  const at = freezeClock()
  const question = 'How much sleep do adults with diabetes need?'

  const response = await apiFetch(
    `/projects/${projects.firstProject}/question`,
    {
      method: 'POST',
      json: { question },
    },
  )
  expect(response.status).toBe(201)
  const { id } = v.parse(createdIdSchema, await response.json())

  const pending = await getAnalysis('QUESTION', id)
  expect(pending).toMatchObject({
    status: 'PENDING',
    title: question,
    content: null,
    bibliography: {},
    furtherQuestions: [],
  })
  const project = await getProject(projects.firstProject)
  expect(project.analyses.at(-1)).toMatchObject({ id, status: 'PENDING' })

  at(2500)
  await expect(getAnalysis('QUESTION', id)).resolves.toMatchObject({
    status: 'IN_PROGRESS',
    content: null,
  })

  at(6000)
  const done = await getAnalysis('QUESTION', id)
  expect(done.status).toBe('COMPLETED')
  expect(done.content).toContain(question)
  expect(Object.keys(done.bibliography).length).toBeGreaterThan(0)
  expect(done.furtherQuestions.length).toBeGreaterThan(0)
  expect(Date.parse(done.updatedAt ?? '')).toBeGreaterThan(
    Date.parse(done.createdAt ?? ''),
  )
})

test('a question with the failure trigger ends FAILED with an error', async () => {
  const { projects } = seedOf()
  const at = freezeClock()

  const { id } = await createQuestion(projects.firstProject, {
    question: 'Please Simulate Failure for this question',
  })
  await expect(getAnalysis('QUESTION', id)).resolves.toMatchObject({
    status: 'PENDING',
    error: null,
  })

  at(6000)
  const failed = await getAnalysis('QUESTION', id)
  expect(failed).toMatchObject({ status: 'FAILED', content: null })
  expect(failed.error).toEqual(expect.any(String))
})

test('analysisDurationMs 0 completes at once; Infinity never does', async () => {
  const { projects } = seedOf()
  db.settings.analysisDurationMs = 0
  const instant = await createQuestion(projects.firstProject, {
    question: 'What is a normal resting heart rate?',
  })
  await expect(getAnalysis('QUESTION', instant.id)).resolves.toMatchObject({
    status: 'COMPLETED',
  })

  db.settings.analysisDurationMs = Infinity
  const at = freezeClock()
  const stalled = await createQuestion(projects.firstProject, {
    question: 'What is a normal blood pressure?',
  })
  at(5 * 86_400_000)
  await expect(getAnalysis('QUESTION', stalled.id)).resolves.toMatchObject({
    status: 'PENDING',
  })
})

test('a follow-up nests under its parent and moves between its question lists', async () => {
  const { projects, analyses } = seedOf()
  db.settings.analysisDurationMs = 0
  const parent = await getAnalysis('REPORT', analyses.thyroidReport)
  const asked = parent.furtherQuestions[0] ?? ''

  const { id } = await createQuestion(projects.thyroid, {
    question: asked,
    parentAnalysisId: analyses.thyroidReport,
  })

  const after = await getAnalysis('REPORT', analyses.thyroidReport)
  expect(after.furtherQuestions).toEqual(parent.furtherQuestions.slice(1))
  expect(after.userQuestions).toEqual([
    ...parent.userQuestions,
    { id, title: asked },
  ])
  const project = await getProject(projects.thyroid)
  const report = project.analyses.find((a) => a.id === analyses.thyroidReport)
  expect(report?.children.map((c) => c.id)).toEqual([
    ...analyses.thyroidFollowUps,
    id,
  ])
  await expect(getAnalysis('QUESTION', id)).resolves.toMatchObject({
    parentAnalysisId: analyses.thyroidReport,
    projectId: projects.thyroid,
  })
  expect(Date.parse(project.updatedAt ?? '')).toBeGreaterThan(
    Date.parse(after.createdAt ?? ''),
  )
})

test('a follow-up of a follow-up nests one level deeper', async () => {
  const { projects, analyses } = seedOf()
  const [glucose] = analyses.thyroidFollowUps

  const { id } = await createQuestion(projects.thyroid, {
    question: 'How long after a dose change do insulin needs usually settle?',
    parentAnalysisId: glucose,
  })

  const parent = await getAnalysis('QUESTION', glucose)
  expect(parent.furtherQuestions).toEqual([])
  expect(parent.userQuestions.map((q) => q.id)).toEqual([
    analyses.nestedFollowUp,
    id,
  ])
  const project = await getProject(projects.thyroid)
  expect(project.analyses[0]?.children[0]?.children.map((c) => c.id)).toEqual([
    analyses.nestedFollowUp,
    id,
  ])
})

test('creating a question answers 422 when blank or over 2000 characters, 404 for a foreign parent', async () => {
  const { projects, analyses } = seedOf()
  const ask = (question: string, parentAnalysisId?: string) =>
    apiFetch(`/projects/${projects.firstProject}/question`, {
      method: 'POST',
      json: { question, parentAnalysisId },
    })

  const blank = await expectApiError(ask('   '), 422)
  expect(blank.body).toEqual(validationDetail('question'))
  await expectApiError(ask('x'.repeat(2001)), 422)
  await expect(ask('x'.repeat(2000))).resolves.toHaveProperty('status', 201)
  await expectApiError(
    ask('In the wrong project?', analyses.thyroidReport),
    404,
  )
  await expectApiError(
    createQuestion('prj_missing', { question: 'Anyone?' }),
    404,
  )
})

test('POST /projects/{id}/report links the records and reports on them (201)', async () => {
  const { projects, records } = seedOf()
  db.settings.analysisDurationMs = 0
  const recordIds = [records.symptomDiary, records.pumpPhoto]

  const response = await apiFetch(`/projects/${projects.firstProject}/report`, {
    method: 'POST',
    json: { patientProjectId: projects.firstProject, recordIds },
  })
  expect(response.status).toBe(201)
  const { id } = v.parse(createdIdSchema, await response.json())

  const report = await getAnalysis('REPORT', id)
  expect(report.status).toBe('COMPLETED')
  expect(report.content).toContain('Symptom diary: energy and sleep')
  expect(report.content).toContain('insulin-pump-settings.jpg')
  const project = await getProject(projects.firstProject)
  expect(project.records).toEqual(recordIds)
  expect(project.analyses.map((a) => a.id)).toContain(id)
  const linked = await getProjectRecords(projects.firstProject)
  expect(
    linked.every((r) => r.linkedProjects.includes(projects.firstProject)),
  ).toBe(true)
})

test('a report on a record with the failure trigger ends FAILED', async () => {
  const { patients, projects } = seedOf()
  db.settings.analysisDurationMs = 0
  const note = await createNote(patients.jane, {
    title: 'Test note',
    content: 'Please simulate failure when this note is analysed.',
  })

  const { id } = await createReport(projects.firstProject, {
    patientProjectId: projects.firstProject,
    recordIds: [note.id],
  })

  await expect(getAnalysis('REPORT', id)).resolves.toMatchObject({
    status: 'FAILED',
    error: expect.any(String),
  })
})

test('creating a report answers 422 without records, 403 for a generic profile, 404 for foreign records', async () => {
  const { projects, records } = seedOf()

  const none = await expectApiError(
    apiFetch(`/projects/${projects.firstProject}/report`, {
      method: 'POST',
      json: { patientProjectId: projects.firstProject, recordIds: [] },
    }),
    422,
  )
  expect(none.body).toEqual(validationDetail('recordIds'))
  await expectApiError(
    createReport(projects.archived, {
      patientProjectId: projects.archived,
      recordIds: [records.symptomDiary],
    }),
    403,
  )
  await expectApiError(
    createReport(projects.heartHealth, {
      patientProjectId: projects.heartHealth,
      recordIds: [records.symptomDiary],
    }),
    404,
  )
})
