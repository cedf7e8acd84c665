import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { createMemoryRouter } from 'react-router-dom'

import { gate } from '@/testing/requests'

import { createAppState, firstPageLoaded } from './app'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

/** A router whose one route loads until `loaded` opens, and a query client. */
function appState() {
  const route = gate()
  const router = createMemoryRouter([
    { path: '/', loader: () => route.opened.then(() => null) },
  ])
  return { router, queryClient: new QueryClient(), loadRoute: route.open }
}

const settled = async (promise: Promise<void>) => {
  let isSettled = false
  void promise.then(() => (isSettled = true))
  await vi.advanceTimersByTimeAsync(0)
  return isSettled
}

test('the first page counts as shown once its route has loaded and no query is in flight', async () => {
  const { router, queryClient, loadRoute } = appState()
  const data = gate()
  void queryClient.fetchQuery({
    queryKey: ['patients'],
    queryFn: () => data.opened.then(() => []),
  })
  const shown = firstPageLoaded({ router, queryClient })
  expect(await settled(shown)).toBe(false)

  loadRoute()
  await vi.advanceTimersByTimeAsync(0)
  expect(router.state.initialized).toBe(true)
  expect(await settled(shown)).toBe(false)

  data.open()
  expect(await settled(shown)).toBe(true)
})

test('a read that starts as soon as another has its answer keeps the first page loading, though a component saw the first one land', async () => {
  const { router, queryClient, loadRoute } = appState()
  loadRoute()
  const user = gate()
  const patients = gate()
  const userQuery = {
    queryKey: ['user'],
    queryFn: () => user.opened.then(() => ({ id: 'usr_1' })),
  }
  // The navigation shows the user: it hears of the answer as it lands,
  // before the session's next step can ask for the patients.
  const stopShowing = new QueryObserver(queryClient, userQuery).subscribe(
    () => {},
  )
  void (async () => {
    await queryClient.ensureQueryData(userQuery)
    await queryClient.ensureQueryData({
      queryKey: ['patients'],
      queryFn: () => patients.opened.then(() => []),
    })
  })()
  const shown = firstPageLoaded({ router, queryClient })

  await vi.advanceTimersByTimeAsync(0)
  expect(router.state.initialized).toBe(true)
  user.open()
  expect(await settled(shown)).toBe(false)
  patients.open()
  expect(await settled(shown)).toBe(true)
  stopShowing()
})

test('a page whose data never comes counts as shown after 10 s', async () => {
  const { router, queryClient } = appState()
  const shown = firstPageLoaded({ router, queryClient })
  await vi.advanceTimersByTimeAsync(9_999)
  expect(await settled(shown)).toBe(false)
  await vi.advanceTimersByTimeAsync(1)
  expect(await settled(shown)).toBe(true)
})

test('start-up does not listen to the router: the page, listening only once mounted, still gets the update that ends the first navigation', async () => {
  const { router } = createAppState()
  await vi.waitFor(() => expect(router.state.initialized).toBe(true))

  // RouterProvider reads the router's state as it renders and listens once
  // mounted; what happened in between reaches it only this way.
  const page = vi.fn()
  router.subscribe(page)
  expect(page).toHaveBeenCalledWith(
    expect.objectContaining({ initialized: true }),
    expect.anything(),
  )
  router.dispose()
})
