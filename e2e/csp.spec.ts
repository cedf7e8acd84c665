import type { APIResponse, Page } from '@playwright/test'

import { APP_URL, OTHER_APP_URL } from '../playwright.config'
import {
  INDEX_SCRIPT_HASHES,
  inlineScripts,
  scriptHash,
  securityHeaders,
  SILENT_CHECK_SSO_PATH,
  type HeadersConfig,
} from '../scripts/security-headers.mjs'

import { expect, signIn, test } from './fixtures'
import { NavigationPage } from './pages/navigation'
import { ReportPage, THYROID_REPORT } from './pages/report'

// The production build, served by deploy/nginx.conf.template (or the Node
// server that sends the same headers when nginx is not installed).
// eslint-disable-next-line playwright/no-skipped-test -- runs against the production build only
test.skip(
  Boolean(process.env.E2E_BASE_URL),
  'checks the production headers: needs the build served on ports 4173 and 4174, not E2E_BASE_URL',
)

interface Violation {
  directive: string
  blocked: string
  document: string
}

/**
 * Records every Content-Security-Policy violation and the browser's console
 * errors about the policy. A binding rather than a page array: it also hears
 * the frames (the identity provider's iframes) and frames already removed.
 */
async function watchPolicy(page: Page) {
  const violations: Violation[] = []
  const consoleErrors: string[] = []
  await page.exposeBinding(
    'reportPolicyViolation',
    (_source, violation: Violation) => {
      violations.push(violation)
    },
  )
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (
        window as never as {
          reportPolicyViolation: (violation: Violation) => void
        }
      ).reportPolicyViolation
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        document: event.documentURI,
      })
    })
  })
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      /Content[- ]Security[- ]Policy/i.test(message.text())
    ) {
      consoleErrors.push(message.text())
    }
  })
  return { violations, consoleErrors }
}

test('signed in, a cited report with its side panel and a dialog, and a reload, run without a policy violation', async ({
  page,
  user,
}) => {
  const policy = await watchPolicy(page)
  await signIn(page, user)

  const report = new ReportPage(page)
  const main = await report.openThyroidReport()
  await report.marker(main, 1).click()
  await expect(report.sidePanel('Citation')).toBeVisible()

  const navigation = new NavigationPage(page)
  await navigation.editProjectButton('Thyroid Health').click()
  const dialog = navigation.dialog('Edit Project')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // A reload signs in again silently: keycloak-js frames the identity
  // provider, which redirects the frame to the app's silent-check-sso.html.
  await page.reload()
  await expect(
    report.panel(THYROID_REPORT).getByRole('heading', { name: 'Summary' }),
  ).toBeVisible()

  expect(policy.violations).toEqual([])
  expect(policy.consoleErrors).toEqual([])
})

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1)

const headersOf = (response: APIResponse) => response.headers()

/** Playwright gives header names in lower case. */
const lowerCaseNames = (headers: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  )

for (const site of [APP_URL, OTHER_APP_URL]) {
  test(`${site} sends the production headers and caching`, async ({
    request,
  }) => {
    const configResponse = await request.get(`${site}/config.json`)
    expect(configResponse.status()).toBe(200)
    const config = (await configResponse.json()) as HeadersConfig
    const expected = lowerCaseNames(securityHeaders(config))

    const index = await request.get(`${site}/`)
    const html = await index.text()
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(script, 'a hashed script in index.html').toBeDefined()
    const asset = await request.get(`${site}${script}`)
    const deepRoute = await request.get(`${site}/projects/x`)
    const missingAsset = await request.get(`${site}/assets/nope.js`)
    const silentCheck = await request.get(`${site}${SILENT_CHECK_SSO_PATH}`)

    for (const response of [
      index,
      configResponse,
      asset,
      deepRoute,
      missingAsset,
    ]) {
      expect(headersOf(response), response.url()).toMatchObject(expected)
    }
    expect(index.status()).toBe(200)
    expect(headersOf(index)['cache-control']).toBe('no-cache')
    expect(headersOf(configResponse)['cache-control']).toBe('no-cache')
    expect(asset.status()).toBe(200)
    expect(headersOf(asset)['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    )
    expect(deepRoute.status()).toBe(200)
    expect(headersOf(deepRoute)['content-type']).toMatch(/^text\/html/)
    expect(headersOf(deepRoute)['cache-control']).toBe('no-cache')
    expect(await deepRoute.text()).toBe(html)
    expect(missingAsset.status()).toBe(404)
    expect(headersOf(missingAsset)['cache-control']).toBeUndefined()
    // The one page the app frames itself.
    expect(silentCheck.status()).toBe(200)
    expect(headersOf(silentCheck)).toMatchObject(
      lowerCaseNames(securityHeaders(config, SILENT_CHECK_SSO_PATH)),
    )
    expect(
      directive(
        headersOf(silentCheck)['content-security-policy'] ?? '',
        'frame-ancestors',
      ),
    ).toEqual(["'self'"])

    const csp = headersOf(index)['content-security-policy'] ?? ''
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      new URL(config.apiUrl).origin,
      new URL(config.auth.url).origin,
    ])
    expect(directive(csp, 'frame-src')).toEqual([
      "'self'",
      new URL(config.auth.url).origin,
    ])
    // index.html's inline scripts, by the hashes of the build's own.
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      ...INDEX_SCRIPT_HASHES,
    ])
    expect(inlineScripts(html).map(scriptHash)).toEqual(INDEX_SCRIPT_HASHES)
    expect(directive(csp, 'default-src')).toEqual(["'self'"])
    expect(directive(csp, 'object-src')).toEqual(["'none'"])
    expect(directive(csp, 'base-uri')).toEqual(["'none'"])
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"])
  })

  test(`${site} sends scripts and stylesheets Brotli-compressed to browsers that take Brotli`, async ({
    request,
  }) => {
    const config = (await (
      await request.get(`${site}/config.json`)
    ).json()) as HeadersConfig
    const html = await (await request.get(`${site}/`)).text()
    const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1]
    const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1]
    expect(entry, "the entry's script in index.html").toBeDefined()
    expect(stylesheet, "the entry's stylesheet in index.html").toBeDefined()
    for (const path of [entry, stylesheet]) {
      const asBrotli = await request.get(`${site}${path}`, {
        headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
      })
      const withoutBrotli = await request.get(`${site}${path}`, {
        headers: { 'Accept-Encoding': 'gzip, br;q=0' },
      })
      expect(asBrotli.status()).toBe(200)
      expect(headersOf(asBrotli)).toMatchObject({
        ...lowerCaseNames(securityHeaders(config)),
        'content-encoding': 'br',
        'content-type': headersOf(withoutBrotli)['content-type'],
        'cache-control': 'public, max-age=31536000, immutable',
      })
      expect(headersOf(asBrotli)['vary']).toMatch(/Accept-Encoding/i)
      expect(headersOf(withoutBrotli)['content-encoding']).not.toBe('br')
      expect(await asBrotli.body()).toEqual(await withoutBrotli.body())
    }
    // The copies are not addresses of their own.
    expect((await request.get(`${site}${entry}.br`)).status()).toBe(404)
  })
}
