// @vitest-environment node
import { buildProject } from '@mocks/testing/factories'

import { projectRefetchInterval } from './queries'

describe('the refresh of a project with pending analyses', () => {
  const pending = buildProject({
    analyses: [
      {
        id: 'ana_1',
        title: 'Is salt safe?',
        analysisType: 'QUESTION',
        status: 'PENDING',
        createdAt: '2025-03-03T10:00:00Z',
        parentAnalysisId: null,
        children: [],
      },
    ],
  })
  const at = (seconds: number) => seconds * 1000

  test('runs every 4 s while it works, and not at all once nothing is pending', () => {
    const state = { dataUpdatedAt: at(10), errorUpdatedAt: 0 }
    expect(
      projectRefetchInterval({ ...state, data: pending, status: 'success' }),
    ).toBe(4000)
    expect(
      projectRefetchInterval({
        ...state,
        data: buildProject({ analyses: [] }),
        status: 'success',
      }),
    ).toBe(false)
  })

  test.each([
    [1, 4000],
    [8, 8000],
    [30, 30_000],
    [200, 60_000],
    [299, 60_000],
    [300, false],
  ])('failing for %i s, it waits %s ms', (seconds, interval) => {
    expect(
      projectRefetchInterval({
        data: pending,
        status: 'error',
        dataUpdatedAt: at(100),
        errorUpdatedAt: at(100 + seconds),
      }),
    ).toBe(interval)
  })
})
