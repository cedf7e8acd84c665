import { markToursUnseen } from '@/testing/tours'
import { buildAnalysisSummary, buildProject } from '@mocks/testing/factories'

import { buildSteps } from '../utils/walkthrough-steps'

import {
  getWalkthrough,
  isWalkthroughSeen,
  resetWalkthroughStore,
  walkthroughDismissed,
  walkthroughStarted,
  walkthroughStepShown,
} from './walkthrough-store'

const pots = buildProject({
  id: 'prj_pots',
  patientId: 'pat_robert',
  name: 'Example: POTS',
  analyses: [1, 2, 3, 4].map((n) =>
    buildAnalysisSummary({
      id: `r${n}`,
      analysisType: 'REPORT',
      createdAt: `2025-03-0${n}T10:00:00Z`,
    }),
  ),
})

beforeEach(markToursUnseen)
afterEach(resetWalkthroughStore)

test('starting shows the intro of the project tour', () => {
  expect(walkthroughStarted('pots', pots)).toBe(true)
  expect(getWalkthrough()).toMatchObject({
    type: 'pots',
    projectId: 'prj_pots',
    patientId: 'pat_robert',
    stepIndex: 0,
  })
})

test('a seen tour does not start again unless forced', () => {
  localStorage.setItem('walkthrough_seen_pots', 'true')
  expect(walkthroughStarted('pots', pots)).toBe(false)
  expect(getWalkthrough().type).toBeNull()
  expect(walkthroughStarted('pots', pots, { force: true })).toBe(true)
})

test('a running tour is not replaced by another automatic start', () => {
  walkthroughStarted('pots', pots)
  const other = buildProject({ id: 'prj_bc', name: 'Example: Breast Cancer' })
  expect(walkthroughStarted('mammogram', other)).toBe(false)
  expect(getWalkthrough().projectId).toBe('prj_pots')
})

test('steps are clamped to the tour', () => {
  walkthroughStarted('pots', pots)
  const steps = buildSteps(pots)
  expect(walkthroughStepShown(steps, -1)?.id).toBe('intro')
  expect(walkthroughStepShown(steps, 99)?.id).toBe('final')
  expect(getWalkthrough().stepIndex).toBe(5)
})

test('dismissing marks the tour seen and ends it', () => {
  walkthroughStarted('pots', pots)
  walkthroughDismissed()
  expect(isWalkthroughSeen('pots')).toBe(true)
  expect(localStorage.getItem('walkthrough_seen_pots')).toBe('true')
  expect(isWalkthroughSeen('mammogram')).toBe(false)
  expect(getWalkthrough().type).toBeNull()
})
