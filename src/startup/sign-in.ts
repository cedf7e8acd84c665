// A small chunk index.html loads ahead of the entry (vite.config.ts: pageScripts):
// config.json, sign-in and the first data load while the entry downloads.
import { preloadRouteCode } from '@/app/route-code'
import { loadCatalogue } from '@/i18n/catalogues'
import { pageLanguage } from '@/i18n/languages'
import { loadConfig } from '@/lib/config'
import { preconnect, signIn } from '@/lib/sign-in'
import { yieldToBrowser } from '@/utils/yield-to-browser'

import { readFirstPage } from './first-reads'

preloadRouteCode(window.location.pathname)
// The interface's catalogue, unless English, downloads beside sign-in; the
// entry's startLanguage finds it loaded (a failure is its to show).
loadCatalogue(pageLanguage()).catch(() => {})

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
