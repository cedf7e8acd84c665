import './styles/global.css'
import './styles/startup.css'
import './styles/print.css'

import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { App, createAppState } from '@/app/app'
import { preloadRouteCode } from '@/app/router'
import { initAnalytics } from '@/lib/analytics'
import { initAuth } from '@/lib/auth'
import { loadConfig } from '@/lib/config'
import { initErrorReporting } from '@/lib/error-reporting'
import { preconnect } from '@/lib/preconnect'

// Tells index.html's watch (src/startup/startup-watch.ts) that this script
// arrived and runs: from here on the app shows its own failures.
document.documentElement.setAttribute(__APP_STARTED_ATTRIBUTE__, '')

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
// index.html's loading page shows until the first render replaces it.
const root = createRoot(container)

async function start() {
  try {
    const config = await loadConfig()
    preconnect(config.apiUrl, config.auth.url)
    // The sign-in checks are the longest run of requests before a page can
    // show: they start first, and the route's code downloads alongside them.
    const auth = initAuth(config.auth)
    preloadRouteCode(window.location.pathname)
    void initErrorReporting(config)
    initAnalytics(config)
    await auth
  } catch (error) {
    console.error('Could not initialize the application', error)
    // index.html's startup failure screen, as its watch shows it when this
    // script does not run (src/startup/startup-watch.ts).
    const failure = document.getElementById('startup-failure')
    if (failure instanceof HTMLTemplateElement) {
      document.getElementById('root')?.replaceChildren(failure.content)
    }
    return
  }
  // As a transition the first render of the app yields to the browser every
  // few milliseconds instead of holding the main thread until it is done;
  // the loading page stays until then.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App {...createAppState()} />
      </StrictMode>,
    )
  })
}

void start()
