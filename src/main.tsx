import './styles/global.css'
import './styles/print.css'

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { App, createAppState } from '@/app/app'
import { preloadRouteCode } from '@/app/router'
import { LoadingPage } from '@/components/errors/loading-page'
import { StartupFailure } from '@/components/errors/startup-failure'
import { initAnalytics } from '@/lib/analytics'
import { initAuth } from '@/lib/auth'
import { loadConfig } from '@/lib/config'
import { initErrorReporting } from '@/lib/error-reporting'
import { preconnect } from '@/lib/preconnect'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
const root = createRoot(container)

root.render(<LoadingPage />)
preloadRouteCode(window.location.pathname)

async function start() {
  try {
    const config = await loadConfig()
    preconnect(config.apiUrl, config.auth.url)
    void initErrorReporting(config)
    initAnalytics(config)
    await initAuth(config.auth)
  } catch (error) {
    console.error('Could not initialize the application', error)
    root.render(<StartupFailure />)
    return
  }
  root.render(
    <StrictMode>
      <App {...createAppState()} />
    </StrictMode>,
  )
}

void start()
