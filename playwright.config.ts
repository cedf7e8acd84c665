import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { defineConfig, devices } from '@playwright/test'

import { CHROMIUM_ARGS } from './scripts/chromium-args.mjs'

const isCI = Boolean(process.env.CI)

/**
 * Debian's Chromium by default (Playwright cannot download browsers on our
 * machines); set PLAYWRIGHT_CHROMIUM_PATH to use another binary, or to an
 * empty string to use Playwright's own browser.
 */
export const chromiumPath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

/**
 * Every port of the stack moves by E2E_PORT_OFFSET (default 0), so two
 * stacks can run side by side on one machine (e.g. 100: the app on 4273,
 * the identity provider on 8280, the API on 8281). The build then goes to
 * its own directory and the served config.json names the moved services.
 */
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0)
const port = (base: number) => base + PORT_OFFSET
const localhost = (base: number) => `http://localhost:${port(base)}`

/**
 * The suite runs against the production build served like production; set
 * E2E_BASE_URL (e.g. http://localhost:5173 with `npm start` running) to run
 * it against another server instead.
 */
const externalApp = process.env.E2E_BASE_URL
export const APP_URL = externalApp ?? localhost(4173)
export const IDP_URL = localhost(8180)
export const API_URL = localhost(8181)
/**
 * A second identity provider and API, for the build served with another
 * config.json. Both run in variant mode (mocks/README.md#variant-mode): they
 * answer differently wherever the API contract leaves it open, so the specs
 * on this site show that the app relies on nothing more.
 */
export const OTHER_APP_URL = localhost(4174)
export const OTHER_IDP_URL = localhost(8190)
export const OTHER_API_URL = localhost(8191)
/** The same build and services, served with `"debug": true` in its config.json. */
export const DEBUG_APP_URL = localhost(4175)
/**
 * The same build and services, served with analytics in its config.json,
 * so its policy allows the analytics script (e2e/csp.spec.ts answers it
 * with a stand-in).
 */
export const ANALYTICS_APP_URL = localhost(4176)
export const ANALYTICS_SCRIPT_URL = 'https://analytics.example/script.js'

const BUILD_DIR = PORT_OFFSET ? `dist-e2e-${PORT_OFFSET}` : 'dist'

/** The config.json of each served site, written where the static server reads it. */
function writeSiteConfigs() {
  const dir = join(tmpdir(), `health-research-assistant-e2e-${port(4173)}`)
  mkdirSync(dir, { recursive: true })
  const write = (name: string, config: object) => {
    const path = join(dir, name)
    writeFileSync(path, JSON.stringify(config, null, 2))
    return path
  }
  return {
    app: write('config.json', {
      apiUrl: API_URL,
      auth: { url: IDP_URL, realm: 'dev', clientId: 'web' },
      debug: false,
    }),
    other: write('other-config.json', {
      apiUrl: OTHER_API_URL,
      auth: { url: OTHER_IDP_URL, realm: 'clinic', clientId: 'health-web' },
    }),
    debug: write('debug-config.json', {
      apiUrl: API_URL,
      auth: { url: IDP_URL, realm: 'dev', clientId: 'web' },
      debug: true,
    }),
    analytics: write('analytics-config.json', {
      apiUrl: API_URL,
      auth: { url: IDP_URL, realm: 'dev', clientId: 'web' },
      analytics: {
        scriptUrl: ANALYTICS_SCRIPT_URL,
        websiteId: 'site-1',
        allowLocalhost: true,
      },
    }),
  }
}
const siteConfigs = externalApp ? null : writeSiteConfigs()
/** The app's origins that use the first identity provider and API. */
const APP_ORIGINS = externalApp
  ? APP_URL
  : `${APP_URL},${DEBUG_APP_URL},${ANALYTICS_APP_URL}`

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  outputDir: PORT_OFFSET ? `test-results/e2e-${PORT_OFFSET}` : 'test-results',
  use: {
    baseURL: APP_URL,
    // Recording a trace costs about a third of the suite's CPU time, so a
    // trace is kept from a failed test's retry (CI) or asked for with
    // `--trace on`; every failure keeps its screenshot.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath || undefined,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node --import tsx mocks/idp/server.ts',
      url: `${IDP_URL}/realms/dev/.well-known/openid-configuration`,
      env: {
        IDP_PORT: String(port(8180)),
        IDP_APP_ORIGINS: APP_ORIGINS,
        IDP_ALLOW_TEST_USERS: '1',
        IDP_ACCESS_TOKEN_TTL: '120',
      },
      reuseExistingServer: !isCI,
      stdout: 'ignore',
    },
    {
      command: 'node --import tsx mocks/api/server.ts',
      url: `${API_URL}/health`,
      env: {
        API_PORT: String(port(8181)),
        IDP_ISSUER: `${IDP_URL}/realms/dev`,
        API_ALLOWED_ORIGINS: APP_ORIGINS,
        MOCK_ANALYSIS_MS: '4000',
      },
      reuseExistingServer: !isCI,
      stdout: 'ignore',
    },
    ...(externalApp
      ? []
      : [
          {
            command: 'node --import tsx mocks/idp/server.ts',
            url: `${OTHER_IDP_URL}/realms/clinic/.well-known/openid-configuration`,
            env: {
              IDP_PORT: String(port(8190)),
              IDP_REALM: 'clinic',
              IDP_CLIENT_ID: 'health-web',
              IDP_APP_ORIGINS: OTHER_APP_URL,
              IDP_ALLOW_TEST_USERS: '1',
              IDP_VARIANT: '1',
            },
            reuseExistingServer: !isCI,
            stdout: 'ignore' as const,
          },
          {
            command: 'node --import tsx mocks/api/server.ts',
            url: `${OTHER_API_URL}/health`,
            env: {
              API_PORT: String(port(8191)),
              IDP_ISSUER: `${OTHER_IDP_URL}/realms/clinic`,
              API_ALLOWED_ORIGINS: OTHER_APP_URL,
              MOCK_ANALYSIS_MS: '4000',
              API_VARIANT: '1',
            },
            reuseExistingServer: !isCI,
            stdout: 'ignore' as const,
          },
          {
            command:
              `npx vite build --outDir ${BUILD_DIR} --emptyOutDir && ` +
              `node scripts/serve-nginx.mjs --dir ${BUILD_DIR} ` +
              `--site ${port(4173)}=${siteConfigs?.app} ` +
              `--site ${port(4174)}=${siteConfigs?.other} ` +
              `--site ${port(4175)}=${siteConfigs?.debug} ` +
              `--site ${port(4176)}=${siteConfigs?.analytics}`,
            url: APP_URL,
            reuseExistingServer: !isCI,
            timeout: 180_000,
            stdout: 'ignore' as const,
          },
        ]),
  ],
})
