// global.css and startup.css are written into index.html by the build
// (vite.config.ts: inlinePageStyles), for its loading page.
import './styles/print.css'

import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { App, createAppState } from '@/app/app'
import { restoreClientState } from '@/app/reset-client-state'
import { startLanguage } from '@/i18n/i18n'
import { initAnalytics } from '@/lib/analytics'
import { getUserClaims, setAuthClient } from '@/lib/auth'
import { initErrorReporting } from '@/lib/error-reporting'
import { configLoaded, signedIn } from '@/startup/sign-in'

// Tells index.html's watch (its last inline script) that this script
// arrived and runs: from here on the app shows its own failures.
document.documentElement.setAttribute(__APP_STARTED_ATTRIBUTE__, '')

// index.html has it (createRoot throws on a page without).
const container = document.getElementById('root')!
// index.html's loading page shows until the first render replaces it.
const root = createRoot(container)
// The interface's catalogue, unless English, loads alongside sign-in.
const languageReady = startLanguage()

async function start() {
  try {
    // Both started in the sign-in chunk, which ran before this one arrived.
    const config = await configLoaded
    void initErrorReporting(config)
    initAnalytics(config)
    const session = await signedIn
    setAuthClient(session.keycloak, session)
  } catch (error) {
    console.error('Could not initialize the application', error)
    // index.html's startup failure screen, as its watch shows it when this
    // script does not run.
    const failure = document.getElementById('startup-failure')
    if (failure instanceof HTMLTemplateElement) {
      document.getElementById('root')?.replaceChildren(failure.content)
    }
    return
  }
  // As a transition the first render of the app yields to the browser every
  // few milliseconds instead of holding the main thread until it is done;
  // the loading page stays until then.
  await languageReady
  const app = createAppState()
  const userId = getUserClaims()?.sub
  if (userId) restoreClientState(app.queryClient, userId)
  startTransition(() => {
    root.render(
      <StrictMode>
        <App {...app} />
      </StrictMode>,
    )
  })
}

void start()
