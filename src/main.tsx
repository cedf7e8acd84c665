import './styles/global.css'
import './styles/startup.css'
import './styles/print.css'

import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { App, createAppState } from '@/app/app'
import { preloadRouteCode } from '@/app/router'
import { StartupFailure } from '@/components/errors/startup-failure'
import { initAnalytics } from '@/lib/analytics'
import { initAuth } from '@/lib/auth'
import { loadConfig } from '@/lib/config'
import { initErrorReporting } from '@/lib/error-reporting'
import { preconnect } from '@/lib/preconnect'

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
    root.render(<StartupFailure />)
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
