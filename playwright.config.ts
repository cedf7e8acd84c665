import { existsSync } from 'node:fs'

import { defineConfig, devices } from '@playwright/test'

const isCI = Boolean(process.env.CI)

/**
 * Debian's Chromium by default (Playwright cannot download browsers on our
 * machines); set PLAYWRIGHT_CHROMIUM_PATH to use another binary, or to an
 * empty string to use Playwright's own browser.
 */
const chromiumPath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

/**
 * The suite runs against the production build served like production; set
 * E2E_BASE_URL (e.g. http://localhost:5173 with `npm start` running) to run
 * it against another server instead.
 */
const externalApp = process.env.E2E_BASE_URL
export const APP_URL = externalApp ?? 'http://localhost:4173'
export const IDP_URL = 'http://localhost:8180'
export const API_URL = 'http://localhost:8181'
/** A second identity provider and API, for the build served with another config.json. */
export const OTHER_APP_URL = 'http://localhost:4174'

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: APP_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath || undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node --import tsx mocks/idp/server.ts',
      url: `${IDP_URL}/realms/dev/.well-known/openid-configuration`,
      env: { IDP_ALLOW_TEST_USERS: '1', IDP_ACCESS_TOKEN_TTL: '120' },
      reuseExistingServer: !isCI,
      stdout: 'ignore',
    },
    {
      command: 'node --import tsx mocks/server.ts',
      url: `${API_URL}/health`,
      env: { MOCK_ANALYSIS_MS: '4000' },
      reuseExistingServer: !isCI,
      stdout: 'ignore',
    },
    ...(externalApp
      ? []
      : [
          {
            command: 'node --import tsx mocks/idp/server.ts',
            url: 'http://localhost:8190/realms/clinic/.well-known/openid-configuration',
            env: {
              IDP_PORT: '8190',
              IDP_REALM: 'clinic',
              IDP_CLIENT_ID: 'health-web',
              IDP_APP_ORIGINS: OTHER_APP_URL,
            },
            reuseExistingServer: !isCI,
            stdout: 'ignore' as const,
          },
          {
            command: 'node --import tsx mocks/server.ts',
            url: 'http://localhost:8191/health',
            env: {
              API_PORT: '8191',
              IDP_ISSUER: 'http://localhost:8190/realms/clinic',
              API_ALLOWED_ORIGINS: OTHER_APP_URL,
            },
            reuseExistingServer: !isCI,
            stdout: 'ignore' as const,
          },
          {
            command:
              'npm run build && node scripts/serve-nginx.mjs --site 4173 --site 4174=e2e/fixtures/other-idp-config.json',
            url: APP_URL,
            reuseExistingServer: !isCI,
            timeout: 180_000,
            stdout: 'ignore' as const,
          },
        ]),
  ],
})
