import { useEffect } from 'react'
import { RouterProvider } from 'react-router-dom'

import { watchSession } from '@/lib/auth'
import { closeEarlyReads } from '@/lib/early-reads'
import { idleWorkWaitsFor } from '@/lib/idle'
import { pageCodeLoaded } from '@/lib/lazy-code'
import { settledCheck } from '@/lib/settled'

import { Providers } from './providers'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'

/** Outside React, so development double renders don't create two; idle work waits for `pageShown`. */
export function createAppState() {
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  let showPage = () => {}
  const pageShown = new Promise<void>((resolve) => (showPage = resolve))
  idleWorkWaitsFor(pageShown)
  return { queryClient, router, pageShown, showPage }
}

export type AppState = ReturnType<typeof createAppState>

const PAGE_SHOWN_LATEST_MS = 10_000

/**
 * Once the route has loaded and no query is in flight, still a task later
 * (the patients are asked for only after the user), or after 10 s.
 */
export function firstPageLoaded({
  queryClient,
  router,
}: Pick<AppState, 'queryClient' | 'router'>): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stopRouter()
      stopQueries()
      window.clearTimeout(latest)
      loaded.cancel()
      resolve()
    }
    const loaded = settledCheck(
      () =>
        router.state.initialized &&
        router.state.navigation.state === 'idle' &&
        queryClient.isFetching() === 0,
      done,
    )
    const stopRouter = router.subscribe(loaded.check)
    const stopQueries = queryClient.getQueryCache().subscribe(loaded.check)
    const latest = window.setTimeout(done, PAGE_SHOWN_LATEST_MS)
    loaded.check()
  })
}

export function App({ queryClient, router, pageShown, showPage }: AppState) {
  useEffect(() => {
    // Only once RouterProvider listens (its layout effect ran first): a
    // listener before it could leave the page loading for good
    // (remix-run/react-router#15527).
    void firstPageLoaded({ queryClient, router }).then(showPage)
    // What start-up read early and the first page did not take is not needed.
    void pageShown.then(() => {
      closeEarlyReads()
      pageCodeLoaded()
    })
    return watchSession()
  }, [queryClient, router, pageShown, showPage])

  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  )
}
