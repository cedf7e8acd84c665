import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'

import { projectQueries } from '@/api/projects/queries'
import { createTestQueryClient } from '@/testing/render'
import { markToursUnseen } from '@/testing/tours'
import type { Project } from '@/types/project'
import { buildAnalysisSummary, buildProject } from '@mocks/testing/factories'

import {
  resetWalkthroughStore,
  walkthroughDismissed,
  walkthroughStarted,
  walkthroughStepShown,
} from '../stores/walkthrough-store'
import { buildSteps } from '../utils/walkthrough-steps'

import {
  useRevealedReports,
  useWalkthroughSteps,
} from './use-walkthrough-steps'

const reportsUpTo = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    buildAnalysisSummary({
      id: `r${index + 1}`,
      analysisType: 'REPORT',
      createdAt: `2025-03-0${index + 1}T10:00:00Z`,
    }),
  )

const potsWith = (reportCount: number): Project =>
  buildProject({
    id: 'prj_pots',
    name: 'Example: POTS',
    patientId: 'pat_robert',
    analyses: reportsUpTo(reportCount),
  })

/** A cache that holds Robert's project list and never refetches it. */
function renderWithProjects<Result>(projects: Project[], hook: () => Result) {
  const queryClient = createTestQueryClient({ staleTime: Infinity })
  const listKey = projectQueries.list('pat_robert').queryKey
  queryClient.setQueryData(listKey, projects)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const view = renderHook(hook, { wrapper })
  const setProjects = (next: Project[]) =>
    void queryClient.setQueryData(listKey, next)
  return { ...view, setProjects }
}

beforeEach(markToursUnseen)
// The hooks are still in the page.
afterEach(() => act(resetWalkthroughStore))

test('no tour, no steps', () => {
  const { result } = renderWithProjects([potsWith(4)], useWalkthroughSteps)
  expect(result.current).toEqual([])
})

test('the steps are those of the tour project as its patient list has it now', async () => {
  const { result, setProjects } = renderWithProjects(
    [potsWith(3)],
    useWalkthroughSteps,
  )
  act(() => void walkthroughStarted('pots', potsWith(3)))
  expect(result.current).toEqual(buildSteps(potsWith(3)))
  expect(result.current).toHaveLength(5)

  // A report added to the example since the tour started is part of it.
  setProjects([potsWith(4)])
  // The cache tells the page on a later turn.
  await waitFor(() => expect(result.current).toEqual(buildSteps(potsWith(4))))
  expect(result.current.map((step) => step.id)).toEqual([
    'intro',
    'report-r1',
    'report-r2',
    'report-r3',
    'report-r4',
    'final',
  ])
})

test('the tree reveals the tour project reports cumulatively', () => {
  const pots = potsWith(4)
  const { result } = renderWithProjects([pots], useRevealedReports)
  const steps = buildSteps(pots)
  expect(result.current).toBeNull()
  act(() => void walkthroughStarted('pots', pots))
  expect(result.current).toEqual({ projectId: 'prj_pots', count: 0 })
  act(() => void walkthroughStepShown(steps, 2))
  expect(result.current).toEqual({ projectId: 'prj_pots', count: 2 })
  act(() => void walkthroughStepShown(steps, 5))
  expect(result.current).toEqual({ projectId: 'prj_pots', count: 4 })
  act(() => walkthroughDismissed())
  expect(result.current).toBeNull()
})
