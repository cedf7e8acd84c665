import { http } from 'msw'

import { getActivePatientId } from '@/api/projects/queries'
import { getActiveSelection } from '@/stores/active-selection-store'
import { getPanels } from '@/stores/panels-store'
import { settle } from '@/testing/fake-clock'
import { createTestQueryClient } from '@/testing/render'
import { recordRequests } from '@/testing/requests'
import { TEST_API_URL } from '@/testing/test-auth'
import { db } from '@mocks/api/db'
import { server } from '@mocks/testing/node'
import { seedOf } from '@mocks/testing/test-helpers'

import { newestAnalysisId, openAnalysis } from './open-analysis'

test("an analysis of another patient's project makes that project active, then its patient", async () => {
  const seed = seedOf()
  const queryClient = createTestQueryClient()
  await openAnalysis(queryClient, seed.analyses.heartQuestion)
  expect(getActiveSelection().projectId).toBe(seed.projects.heartHealth)
  expect(getPanels()).toEqual([
    expect.objectContaining({
      kind: 'main',
      analysisId: seed.analyses.heartQuestion,
      analysisType: 'QUESTION',
      projectId: seed.projects.heartHealth,
    }),
  ])
  await settle(queryClient)
  expect(getActivePatientId(queryClient)).toBe(seed.patients.robert)
})

test('a question with a parent opens beside it, the parent as the main panel', async () => {
  const seed = seedOf()
  const queryClient = createTestQueryClient()
  await openAnalysis(queryClient, seed.analyses.thyroidFollowUps[1]!)
  expect(getPanels().map((p) => [p.kind, p.analysisId])).toEqual([
    ['main', seed.analyses.thyroidReport],
    ['secondary', seed.analyses.thyroidFollowUps[1]],
  ])
  expect(getActiveSelection()).toEqual({
    patientId: seed.patients.jane,
    projectId: seed.projects.thyroid,
  })
})

test('a link to a report asks for the analysis at once, without waiting for the patients: report first, then question', async () => {
  const seed = seedOf()
  // The patients never arrive; the report opens all the same.
  server.use(
    http.get(
      `${TEST_API_URL}/users/:userId/patients`,
      () => new Promise<never>(() => {}),
    ),
  )
  const requests = recordRequests()
  const queryClient = createTestQueryClient()
  const id = seed.analyses.firstQuestion
  await openAnalysis(queryClient, id)
  expect(requests.filter((request) => request.includes('/analysis/'))).toEqual([
    `GET /analysis/report/${id}`,
    `GET /analysis/question/${id}`,
  ])
  expect(getPanels()[0]).toMatchObject({
    analysisId: id,
    analysisType: 'QUESTION',
    projectId: seed.projects.firstProject,
  })
  expect(getActiveSelection().projectId).toBe(seed.projects.firstProject)
})

test('an analysis in the project trees already loaded opens without asking the API', async () => {
  const seed = seedOf()
  const queryClient = createTestQueryClient()
  await openAnalysis(queryClient, seed.analyses.thyroidReport)
  // Its project's details (and tree) have loaded meanwhile.
  await settle(queryClient)
  const requests = recordRequests()
  await openAnalysis(queryClient, seed.analyses.thyroidFollowUps[0]!)
  expect(requests.filter((request) => request.includes('/analysis/'))).toEqual(
    [],
  )
  expect(getPanels().map((p) => p.analysisId)).toEqual([
    seed.analyses.thyroidReport,
    seed.analyses.thyroidFollowUps[0],
  ])
})

test('an unknown analysis answers 404', async () => {
  const queryClient = createTestQueryClient()
  const outcome = await openAnalysis(queryClient, 'ana_unknown').catch(
    (error: unknown) => error,
  )
  expect(outcome).toBeInstanceOf(Response)
  expect((outcome as Response).status).toBe(404)
})

test("a project's newest analysis, or none", async () => {
  const seed = seedOf()
  const queryClient = createTestQueryClient()
  expect(await newestAnalysisId(queryClient, seed.projects.thyroid)).toBe(
    seed.analyses.thyroidReport,
  )
  const empty = db.insert.project('demo-user', seed.patients.jane, {
    name: 'Sleep',
  })
  expect(await newestAnalysisId(queryClient, empty.id)).toBeNull()
})
