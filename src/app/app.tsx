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

/**
 * Created once at start-up, outside React, so development double renders
 * don't create two. Until the first page has its data (`pageShown`), work
 * for idle time (code the page does not need to paint) waits.
 */
export function createAppState() {
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  let showPage = () => {}
  const pageShown = new Promise<void>((resolve) => (showPage = resolve))
  idleWorkWaitsFor(pageShown)
  return { queryClient, router, pageShown, showPage }
}

export type AppState = ReturnType<typeof createAppState>

/** At the latest, the first page counts as shown this long after start-up. */
const PAGE_SHOWN_LATEST_MS = 10_000

/**
 * Settles once the first page has its data, so it renders: the router has
 * loaded its route and no query is in flight, still so a task later (the
 * session asks for the patients only once the user's answer is in:
 * `settledCheck`), or after 10 s, whatever is still on its way.
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
    // Only now, once RouterProvider listens to the router (its layout effect
    // ran before this effect): react-router hands the update that ends its
    // first navigation to a listener that comes late only when nobody was
    // listening when it happened, so a listener before RouterProvider's
    // could leave the page on its loading state for good
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
