// A small chunk index.html loads ahead of the entry (vite.config.ts: pageScripts):
// config.json, sign-in and the first data load while the entry downloads.
import { preloadRouteCode } from '@/app/route-code'
import { loadConfig } from '@/lib/config'
import { preconnect, signIn } from '@/lib/sign-in'
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
    // The reads leave before the app's first render holds the main thread.
    await yieldToBrowser()
  }
  return session
})
// The entry shows a failure of either; until it runs, one is not unhandled.
signedIn.catch(() => {})
