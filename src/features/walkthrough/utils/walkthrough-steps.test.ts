// @vitest-environment node
import { i18n } from '@/i18n/i18n'
import { buildAnalysisSummary, buildProject } from '@mocks/testing/factories'

import { stepText } from '../components/walkthrough-box'

import {
  buildSteps,
  chooseAutoStart,
  revealedReportCount,
  walkthroughTypeOf,
} from './walkthrough-steps'

const report = (id: string, title: string, createdAt: string) =>
  buildAnalysisSummary({
    id,
    title,
    analysisType: 'REPORT',
    status: 'COMPLETED',
    createdAt,
  })

const pots = buildProject({
  id: 'prj_pots',
  name: 'Example: POTS',
  // Listed newest first, as the API may: the tour follows creation order.
  analyses: [
    report('r5', 'Extra report', '2025-03-05T10:00:00Z'),
    report('r4', 'Medications for POTS', '2025-03-04T10:00:00Z'),
    report('r3', 'Exercise and Reconditioning', '2025-03-03T10:00:00Z'),
    report('r2', 'Salt and Fluid Intake', '2025-03-02T10:00:00Z'),
    report('r1', 'Understanding Your POTS Diagnosis', '2025-03-01T10:00:00Z'),
    buildAnalysisSummary({
      id: 'q1',
      analysisType: 'QUESTION',
      createdAt: '2025-03-06T10:00:00Z',
    }),
  ],
})
const breastCancer = buildProject({
  id: 'prj_bc',
  name: 'Example: Breast Cancer',
  analyses: [],
})
const mine = buildProject({ id: 'prj_mine', name: 'My First Project' })

test('steps: an intro, four reports in creation order, and the final step', () => {
  const steps = buildSteps(pots)
  expect(steps.map((s) => i18n._(stepText(s).title))).toEqual([
    'View a Sample Project',
    'The First Report',
    'Report 2: Salt and Fluid Intake',
    'Report 3: Exercise and Reconditioning',
    'Report 4: Medications for POTS',
    'Try It Yourself',
  ])
  expect(steps[0]?.isIntro).toBe(true)
  expect(steps.at(-1)?.isFinal).toBe(true)
  expect(steps.slice(1, 5).map((s) => [s.analysisId, s.reportIndex])).toEqual([
    ['r1', 0],
    ['r2', 1],
    ['r3', 2],
    ['r4', 3],
  ])
})

test('reports are revealed one by one, all of them at the end', () => {
  const steps = buildSteps(pots)
  expect(steps.map((_, index) => revealedReportCount(steps, index))).toEqual([
    0, 1, 2, 3, 4, 4,
  ])
})

test('the tour type comes from the example project name', () => {
  expect(walkthroughTypeOf('Example: POTS')).toBe('pots')
  expect(walkthroughTypeOf('Example: Breast Cancer')).toBe('mammogram')
  expect(walkthroughTypeOf('My First Project')).toBeNull()
})

test('starts by itself with POTS first, only when no tour has been seen', () => {
  const never = () => false
  expect(chooseAutoStart([breastCancer, mine, pots], never)).toMatchObject({
    type: 'pots',
  })
  expect(chooseAutoStart([breastCancer, mine], never)).toMatchObject({
    type: 'mammogram',
  })
  expect(chooseAutoStart([mine], never)).toBeNull()
  expect(
    chooseAutoStart([pots, breastCancer], (type) => type === 'mammogram'),
  ).toBeNull()
  expect(
    chooseAutoStart([pots, breastCancer], (type) => type === 'pots'),
  ).toBeNull()
})
