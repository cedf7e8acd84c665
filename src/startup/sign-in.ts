// Sign-in at start-up: a chunk of its own, which index.html loads ahead of
// the app's entry (vite.config.ts: pageScripts). Being small, it arrives
// long before the entry, so config.json, the identity provider's checks,
// the code of a report's route and, once there is a token, the first
// page's data load while the entry is still downloading. The entry
// imports it (the same module) and waits for it.
import { preloadRouteCode } from '@/app/route-code'
import { loadConfig } from '@/lib/config'
import { preconnect } from '@/lib/preconnect'
import { signIn } from '@/lib/sign-in'
import { yieldToBrowser } from '@/utils/yield-to-browser'

import { readFirstPage } from './first-reads'

preloadRouteCode(window.location.pathname)

export const configLoaded = loadConfig()
export const signedIn = configLoaded.then(async (config) => {
  preconnect(config.apiUrl, config.auth.url)
  const session = await signIn(config.auth)
  const { token } = session.keycloak
  if (token) {
    readFirstPage(config.apiUrl, token, window.location.pathname)
    // The app's first render, which waits for this, starts in a task of
    // its own: the reads leave before it holds the main thread.
    await yieldToBrowser()
  }
  return session
})
// The entry shows a failure of either; until it runs, one is not unhandled.
signedIn.catch(() => {})
