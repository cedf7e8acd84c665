import { act, screen } from '@testing-library/react'

import { renderRoute } from '@/testing/render'

import { NavigationProgress } from './navigation-progress'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

test('the progress bar appears only when a navigation lasts more than 200 ms', async () => {
  let finish: () => void = () => {}
  const { router } = renderRoute(<NavigationProgress />, {
    path: '/',
    routes: [
      {
        path: '/slow',
        loader: () =>
          new Promise<null>((resolve) => (finish = () => resolve(null))),
        element: <NavigationProgress />,
      },
    ],
    fakeTimers: true,
  })

  act(() => void router.navigate('/slow'))
  await act(() => vi.advanceTimersByTimeAsync(199))
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  await act(() => vi.advanceTimersByTimeAsync(1))
  expect(
    screen.getByRole('progressbar', { name: 'Loading page' }),
  ).toBeInTheDocument()

  await act(async () => finish())
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
})

test('a quick navigation shows no progress bar', async () => {
  const { router } = renderRoute(<NavigationProgress />, {
    path: '/',
    routes: [
      { path: '/quick', loader: () => null, element: <NavigationProgress /> },
    ],
    fakeTimers: true,
  })
  await act(() => router.navigate('/quick'))
  await act(() => vi.advanceTimersByTimeAsync(500))
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
})
