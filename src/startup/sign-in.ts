// Sign-in at start-up: a chunk of its own, which index.html loads ahead of
// the app's entry (vite.config.ts: pageScripts). Being small, it arrives
// long before the entry, so config.json, the identity provider's checks and
// the code of a report's route load while the entry is still downloading.
// The entry imports it (the same module) and waits for it.
import { preloadRouteCode } from '@/app/route-code'
import { loadConfig } from '@/lib/config'
import { preconnect } from '@/lib/preconnect'
import { signIn } from '@/lib/sign-in'

preloadRouteCode(window.location.pathname)

export const configLoaded = loadConfig()
export const signedIn = configLoaded.then((config) => {
  preconnect(config.apiUrl, config.auth.url)
  return signIn(config.auth)
})
// The entry shows a failure of either; until it runs, one is not unhandled.
signedIn.catch(() => {})
