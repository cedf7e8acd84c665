import { writeFileSync } from 'node:fs'

import type { APIResponse } from '@playwright/test'
import type { Page } from 'puppeteer-core'

import {
  ANALYTICS_APP_URL,
  ANALYTICS_SCRIPT_URL,
  APP_URL,
  OTHER_APP_URL,
} from '../playwright.config'
import {
  ANALYTICS_TRUSTED_TYPES_POLICY,
  directiveOf,
  INDEX_SCRIPT_HASHES,
  inlineScripts,
  NONCE_PLACEHOLDER,
  nonceOf,
  scriptHash,
  securityHeaders,
  SILENT_CHECK_SSO_PATH,
  type HeadersConfig,
} from '../scripts/security-headers.mjs'

import { expect, freshUser, test } from './fixtures'
import {
  FIREFOX_PATH,
  isMissing,
  withChromium,
  withFirefox,
} from './smoke/browsers'
import { pattern } from './smoke/find-by-role'
import {
  clickThyroidReport,
  LANDING_HEADING,
  openNavigationDrawer,
  openProjectRecords,
  signInThrough,
  type SmokeDriver,
  until,
} from './smoke/journey'
import { PuppeteerDriver } from './smoke/puppeteer-driver'

// The production build, served by deploy/nginx.conf.template (or the Node
// server that sends the same headers when nginx is not installed).
// eslint-disable-next-line playwright/no-skipped-test -- runs against the production build only
test.skip(
  Boolean(process.env.E2E_BASE_URL),
  "checks the production headers: needs the build served on the suite's own ports (4173 to 4176), not E2E_BASE_URL",
)

interface Violation {
  directive: string
  blocked: string
  sample: string
  document: string
}

/**
 * What the browsers log when the policy refuses something: a CSP
 * violation, or a string given to a Trusted Types sink (Chromium:
 * "This document requires 'TrustedHTML' assignment").
 */
const POLICY_MESSAGE =
  /Content[- ]Security[- ]Policy|Trusted ?(HTML|Script|Type)/i

/**
 * Records every Content-Security-Policy violation, Trusted Types included,
 * that the page or its frames see (the identity provider's, the silent
 * sign-in check's), across navigations, and what the browser logs about
 * the policy, uncaught errors included (a sink given a string throws).
 */
async function watchPolicy(page: Page) {
  const violations: Violation[] = []
  const messages: string[] = []
  await page.exposeFunction('reportPolicyViolation', (violation: Violation) => {
    violations.push(violation)
  })
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (
        window as never as {
          reportPolicyViolation?: (violation: Violation) => void
        }
      ).reportPolicyViolation
      void report?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        document: event.documentURI,
      })
    })
  })
  page.on('console', (message) => {
    if (POLICY_MESSAGE.test(message.text())) {
      messages.push(`${message.type()}: ${message.text()}`)
    }
  })
  page.on('pageerror', (error) => {
    if (POLICY_MESSAGE.test(String(error))) messages.push(String(error))
  })
  return { violations, messages }
}

/** Waits for the page to show `text` (the guided tour's step counter). */
const untilText = (driver: SmokeDriver, text: string) =>
  until(
    () =>
      driver.evaluate<boolean>(
        `return document.body.textContent.includes(${JSON.stringify(text)})`,
      ),
    `'${text}'`,
  )

/** Opens a dialog with `open`, checks it shows, and closes it with Escape. */
async function visitDialog(
  driver: SmokeDriver,
  name: string,
  open: () => Promise<void>,
) {
  await open()
  await driver.waitFor('dialog', name)
  await driver.pressEscape()
  await driver.waitForGone('dialog', name)
}

/** Opens a menu with its button, checks `item` shows, closes it with Escape. */
async function visitMenu(
  driver: SmokeDriver,
  button: Parameters<SmokeDriver['click']>,
  item: Parameters<SmokeDriver['waitFor']>,
) {
  await driver.click(...button)
  await driver.waitFor(...item)
  await driver.pressEscape()
  await driver.waitForGone(item[0], item[1])
}

const NOTE_REJECTED = 'Please simulate rejection: milk, eggs, bread.'
const PHOTO = 'insulin-pump-settings.jpg'
const FOLLOW_UP = 'Does selenium help with Hashimoto thyroiditis?'

/**
 * Every screen, dialog, menu and panel of the app (docs/product; SPEC.md)
 * under the production policy, in one pass: the landing page's two tabs,
 * the patient, project and user menus, Add New Patient, Edit Patient, Edit
 * Project and its delete confirmation, a report with a citation and the
 * references in the side panel, a follow-up question, the records page
 * with How to Use, Copy & Paste (the Adding Note dialog), Files (Upload
 * Files), Confirm Deletion and a toast, the guided tour, the navigation
 * drawer at 390 px, the About page, a reload (the silent sign-in check's
 * frame), the Session Expired dialog and the start-up failure page. Radix
 * adds its scroll lock's <style> while each dialog is open, which only the
 * page's nonce lets in.
 */
async function visitEverything(
  page: Page,
  driver: SmokeDriver,
  appUrl: string,
  uploadPath: string,
  log: (step: string) => void,
) {
  log('sign in; the landing page')
  await signInThrough(driver, appUrl, freshUser())

  log('the patient menu, Add New Patient, Edit Patient')
  const patientMenu = ['button', 'Patient Jane Doe'] as const
  await visitMenu(driver, [...patientMenu], ['menuitem', 'Add New Patient'])
  await visitDialog(driver, 'Add New Patient', async () => {
    await driver.click(...patientMenu)
    await driver.click('menuitem', 'Add New Patient')
  })
  await visitDialog(driver, 'Edit Patient', async () => {
    await driver.click(...patientMenu)
    await driver.click('menuitem', 'Edit Jane Doe')
  })

  log('the project menu and the user menu')
  await visitMenu(
    driver,
    ['button', pattern(/^(Research project|Project) /), { within: 'main' }],
    ['menuitemradio', 'Thyroid Health'],
  )
  await visitMenu(
    driver,
    ['button', pattern(/: User menu for /)],
    ['menuitem', 'Privacy Policy'],
  )

  log('Edit Project and its delete confirmation')
  await driver.click('button', 'Edit project Thyroid Health', {
    within: '#left-navigation',
  })
  await driver.waitFor('dialog', 'Edit Project')
  await visitDialog(driver, 'Delete project?', () =>
    driver.click('button', 'Delete project'),
  )
  await driver.pressEscape()
  await driver.waitForGone('dialog', 'Edit Project')

  log('a report: a citation, the references, a follow-up question')
  await clickThyroidReport(driver)
  await driver.waitFor('heading', 'Summary', { timeout: 20_000 })
  await driver.click('button', 'Reference 1')
  await driver.waitFor('complementary', 'Citation')
  await driver.pressEscape()
  await driver.waitForGone('complementary', 'Citation')
  await driver.click('button', 'References')
  await driver.waitFor('complementary', 'References')
  await driver.pressEscape()
  await driver.waitForGone('complementary', 'References')
  await driver.fill(
    'textbox',
    'Follow-up question about this report',
    FOLLOW_UP,
  )
  await driver.click('button', 'Ask')
  // Its own panel beside the report's, answered there.
  await driver.waitFor('region', pattern(/selenium/i), { timeout: 20_000 })
  await driver.waitFor('heading', 'What the research says', {
    timeout: 45_000,
    within:
      'main section[aria-labelledby^="panel-heading-"]:not(:first-of-type)',
  })

  log('the records page: How to Use, Copy & Paste, Files, a deletion, a toast')
  await openProjectRecords(driver, 'My First Project')
  await visitDialog(driver, 'How to Use Analyze My Health', () =>
    driver.click('button', 'How to use'),
  )
  await driver.click('tab', 'Copy & Paste')
  await driver.fill('textbox', 'Record name', 'Shopping list')
  await driver.fill('textbox', 'Record content', NOTE_REJECTED)
  await driver.click('button', 'Add Note')
  await driver.waitFor('dialog', 'Adding Note Record')
  await driver.waitFor('button', 'Back to my note', { timeout: 20_000 })
  await driver.click('button', 'Back to my note')
  await driver.waitForGone('dialog', 'Adding Note Record')
  await driver.click('tab', 'Files')
  await driver.waitFor('button', 'Choose files')
  // The file chooser's input, as the person's pick reaches it.
  // eslint-disable-next-line playwright/no-element-handle -- puppeteer's page: a file goes to an input through its handle
  const fileInput = await page.$('main input[type="file"]')
  if (!fileInput) throw new Error('The Files tab has no file input')
  await fileInput.uploadFile(uploadPath)
  await fileInput.dispose()
  await driver.waitFor('dialog', 'Upload Files')
  await driver.click('button', 'Done')
  await driver.waitForGone('dialog', 'Upload Files')
  await visitDialog(driver, 'Confirm Deletion', () =>
    driver.click('button', `Delete ${PHOTO}`),
  )
  await driver.click('button', 'Create Report')
  const toast = pattern(
    /Please select at least one record to create a report\./,
  )
  await driver.waitFor('alert', toast)
  // At the top of the page it would cover the buttons under it.
  await driver.waitForGone('alert', toast, { timeout: 15_000 })

  log('the guided tour')
  await driver.click('button', 'Launch Tutorial', {
    within: '#left-navigation',
  })
  await untilText(driver, 'Step 1 of')
  await driver.click('button', 'Next')
  await untilText(driver, 'Step 2 of')
  await driver.click('button', 'Close the tutorial')

  log('the navigation drawer at 390 px')
  await driver.setViewport(390, 844)
  await openNavigationDrawer(driver)
  await driver.click('button', 'Close navigation')
  await driver.waitForGone('dialog', 'Navigation')
  await driver.setViewport(1280, 900)

  log('the About page')
  await driver.click('link', 'About')
  await driver.waitFor('heading', 'About Health Research Assistant')

  log('a reload signs in silently, through the silent sign-in check page')
  await driver.goto(appUrl)
  await driver.waitFor('heading', LANDING_HEADING, { timeout: 30_000 })
  await page.reload()
  await driver.waitFor('heading', LANDING_HEADING, { timeout: 30_000 })

  log('the Session Expired dialog')
  // As a sign-out at the identity provider in another tab: its session
  // cookie goes (the same host, so this page may remove it), and the next
  // session check (every 5 s) answers 'changed'.
  await driver.evaluate(
    "document.cookie = 'KEYCLOAK_SESSION=; path=/realms/dev/; max-age=0; samesite=lax'",
  )
  await driver.waitFor('dialog', 'Session Expired', { timeout: 30_000 })

  log('the start-up failure page')
  await page.setRequestInterception(true)
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return
    void (new URL(request.url()).pathname === '/config.json'
      ? request.respond({
          status: 200,
          contentType: 'application/json',
          body: '{"apiUrl": 42}',
        })
      : request.continue())
  })
  await driver.goto(appUrl)
  await driver.waitFor('heading', 'Application Error', { timeout: 30_000 })
}

/**
 * Serves `page` the site's config.json with `extra` added (error reporting
 * does not change the policy: its reports go through the tunnel on the API
 * host), and third-party scripts from `scripts`, by address.
 */
async function servingConfig(
  page: Page,
  appUrl: string,
  extra: Record<string, unknown>,
  scripts: Record<string, string> = {},
) {
  const app = new URL(appUrl).origin
  const served = (await (await fetch(`${app}/config.json`)).json()) as object
  const config = JSON.stringify({ ...served, ...extra })
  await page.setRequestInterception(true)
  page.on('request', (request) => {
    const url = new URL(request.url())
    const script = scripts[url.href]
    void (script !== undefined
      ? request.respond({ contentType: 'text/javascript', body: script })
      : url.origin === app && url.pathname === '/config.json'
        ? request.respond({ contentType: 'application/json', body: config })
        : request.continue())
  })
}

/** Error reporting, its reports through the tunnel on the API host. */
const ERROR_REPORTING = {
  errorReporting: {
    dsn: 'https://key@errors.example/1',
    tunnel: '/tunnel',
    environment: 'e2e',
  },
}

/** A stand-in for the analytics script: it records the page views it is sent. */
const FAKE_ANALYTICS = `window.pageViews = [];
window.umami = { track: (payload) => window.pageViews.push(payload({}).url) };`

/**
 * The analytics script, added through the one Trusted Types policy the
 * policy allows with analytics configured, records the page views.
 */
async function visitAnalytics(page: Page, driver: SmokeDriver) {
  // The site served with analytics in its config.json, and so in its policy.
  const policy =
    (await fetch(ANALYTICS_APP_URL)).headers.get('content-security-policy') ??
    ''
  expect(directiveOf(policy, 'trusted-types')).toEqual([
    ANALYTICS_TRUSTED_TYPES_POLICY,
  ])
  expect(directiveOf(policy, 'script-src')).toContain(
    new URL(ANALYTICS_SCRIPT_URL).origin,
  )
  await servingConfig(
    page,
    ANALYTICS_APP_URL,
    {},
    {
      [ANALYTICS_SCRIPT_URL]: FAKE_ANALYTICS,
    },
  )
  await signInThrough(driver, ANALYTICS_APP_URL, freshUser())
  const pageViews = () =>
    driver.evaluate<string[] | undefined>('return window.pageViews')
  await until(async () => (await pageViews())?.[0] === '/', 'a page view')
  await driver.click('link', 'New')
  await until(
    async () => (await pageViews())?.includes('/questions') ?? false,
    "the question tab's page view",
  )
}

/**
 * Error reporting's parts that change the page: its feedback widget (a
 * button and a form in a shadow root, styled by <style> elements that
 * carry the page's nonce) and the replays' recording.
 */
async function visitErrorReporting(
  page: Page,
  driver: SmokeDriver,
  appUrl: string,
) {
  await servingConfig(page, appUrl, ERROR_REPORTING)
  await signInThrough(driver, appUrl, freshUser())
  await visitDialog(driver, 'Add New Patient', async () => {
    await driver.click('button', 'Patient Jane Doe')
    await driver.click('menuitem', 'Add New Patient')
  })
  const inWidget = (action: string) =>
    driver.evaluate<boolean>(
      `const root = document.querySelector('#sentry-feedback')?.shadowRoot; ${action}`,
    )
  await until(
    () => inWidget("return Boolean(root?.querySelector('button'))"),
    'the feedback button',
  )
  await inWidget("root.querySelector('button').click(); return true")
  await until(
    () => inWidget("return Boolean(root.querySelector('dialog[open]'))"),
    'the feedback form',
  )
  await inWidget(
    "[...root.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Cancel').click(); return true",
  )
  await until(
    () => inWidget("return !root.querySelector('dialog[open]')"),
    'the feedback form to close',
  )
}

/** Runs `visit` in `launch`'s browser; the policy's violations and messages. */
async function visitWatched(
  name: string,
  launch: typeof withChromium,
  visit: (page: Page, driver: SmokeDriver) => Promise<void>,
  failurePath: string,
) {
  return launch(async (page) => {
    const policy = await watchPolicy(page)
    try {
      await visit(page, new PuppeteerDriver(name, page))
    } catch (error) {
      await page.screenshot({ path: failurePath }).catch(() => undefined)
      throw error
    }
    return policy
  })
}

for (const [name, launch, path] of [
  ['Chromium', withChromium, null],
  ['Firefox', withFirefox, FIREFOX_PATH],
] as const) {
  test.describe(name, () => {
    test.beforeEach(() => {
      // eslint-disable-next-line playwright/no-skipped-test -- only where Firefox is missing outside CI; CI installs it
      test.skip(
        path !== null && isMissing(path),
        `No ${name} at ${path} (apt-get install firefox-esr, or set FIREFOX_PATH)`,
      )
    })

    test('every screen, dialog and menu runs under the production policy without a violation', async ({
      baseURL,
    }, testInfo) => {
      test.setTimeout(240_000)
      const uploadPath = testInfo.outputPath('ferritin-results.txt')
      writeFileSync(uploadPath, 'Ferritin 35 ug/L (range 15-150).')
      let step = ''
      const { violations, messages } = await visitWatched(
        name,
        launch,
        (page, driver) =>
          visitEverything(
            page,
            driver,
            baseURL ?? APP_URL,
            uploadPath,
            (next) => {
              step = next
              console.info(`${name}: ${next}`)
            },
          ),
        testInfo.outputPath(`${name}-failure.png`),
      ).catch((error: unknown) => {
        throw new Error(`${name}, at '${step}': ${String(error)}`, {
          cause: error,
        })
      })
      expect(violations).toEqual([])
      expect(messages).toEqual([])
    })

    test('with analytics configured, its script loads through its Trusted Types policy without a violation', async ({}, testInfo) => {
      test.setTimeout(120_000)
      const { violations, messages } = await visitWatched(
        name,
        launch,
        (page, driver) => visitAnalytics(page, driver),
        testInfo.outputPath(`${name}-analytics-failure.png`),
      )
      expect(violations).toEqual([])
      expect(messages).toEqual([])
    })

    test('with error reporting configured, its feedback form and replays run under the policy without a violation', async ({
      baseURL,
    }, testInfo) => {
      test.setTimeout(120_000)
      const { violations, messages } = await visitWatched(
        name,
        launch,
        (page, driver) => visitErrorReporting(page, driver, baseURL ?? APP_URL),
        testInfo.outputPath(`${name}-error-reporting-failure.png`),
      )
      expect(violations).toEqual([])
      expect(messages).toEqual([])
    })
  })
}

const headersOf = (response: APIResponse) => response.headers()

/** Playwright gives header names in lower case. */
const lowerCaseNames = (headers: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  )

/** The style nonce of a response's policy. */
const nonceOfResponse = (response: APIResponse) =>
  nonceOf(headersOf(response)['content-security-policy'] ?? '')

/** The headers security-headers.mjs gives `response`, with its nonce. */
const expectedHeaders = (config: HeadersConfig, response: APIResponse) =>
  lowerCaseNames(
    securityHeaders(config, '/', { nonce: nonceOfResponse(response) }),
  )

for (const site of [APP_URL, OTHER_APP_URL]) {
  test(`${site} sends the production headers and caching`, async ({
    request,
  }) => {
    const configResponse = await request.get(`${site}/config.json`)
    expect(configResponse.status()).toBe(200)
    const config = (await configResponse.json()) as HeadersConfig

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
      expect(headersOf(response), response.url()).toMatchObject(
        expectedHeaders(config, response),
      )
    }
    // A nonce of its own for each response, the one its index.html carries
    // wherever the build put the placeholder: its meta tag, its <style>
    // elements.
    const nonce = nonceOfResponse(index) ?? ''
    expect(nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(nonceOfResponse(deepRoute)).not.toBe(nonce)
    expect(html).not.toContain(NONCE_PLACEHOLDER)
    expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}"`)
    const styles = [
      ...html.replace(/<!--[\s\S]*?-->/g, '').matchAll(/<style\b[^>]*>/g),
    ].map((tag) => tag[0])
    expect(styles.length).toBeGreaterThanOrEqual(2)
    for (const style of styles) expect(style).toBe(`<style nonce="${nonce}">`)
    expect(html).not.toMatch(/\sstyle=/)
    // Nothing that could pair this page, cached, with a later nonce.
    expect(headersOf(index)['etag']).toBeUndefined()
    expect(headersOf(index)['last-modified']).toBeUndefined()
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
    expect(
      (await deepRoute.text()).replaceAll(
        nonceOfResponse(deepRoute) ?? NONCE_PLACEHOLDER,
        nonce,
      ),
    ).toBe(html)
    expect(missingAsset.status()).toBe(404)
    expect(headersOf(missingAsset)['cache-control']).toBeUndefined()
    // The one page the app frames itself.
    expect(silentCheck.status()).toBe(200)
    expect(headersOf(silentCheck)).toMatchObject(
      lowerCaseNames(securityHeaders(config, SILENT_CHECK_SSO_PATH)),
    )
    expect(
      directiveOf(
        headersOf(silentCheck)['content-security-policy'] ?? '',
        'frame-ancestors',
      ),
    ).toEqual(["'self'"])

    const csp = headersOf(index)['content-security-policy'] ?? ''
    expect(directiveOf(csp, 'connect-src')).toEqual([
      "'self'",
      new URL(config.apiUrl).origin,
      new URL(config.auth.url).origin,
    ])
    expect(directiveOf(csp, 'frame-src')).toEqual([
      "'self'",
      new URL(config.auth.url).origin,
    ])
    // index.html's inline scripts, by the hashes of the build's own.
    expect(directiveOf(csp, 'script-src')).toEqual([
      "'self'",
      ...INDEX_SCRIPT_HASHES,
    ])
    expect(inlineScripts(html).map(scriptHash)).toEqual(INDEX_SCRIPT_HASHES)
    expect(directiveOf(csp, 'default-src')).toEqual(["'self'"])
    expect(directiveOf(csp, 'object-src')).toEqual(["'none'"])
    expect(directiveOf(csp, 'base-uri')).toEqual(["'none'"])
    expect(directiveOf(csp, 'frame-ancestors')).toEqual(["'none'"])
    expect(directiveOf(csp, 'style-src')).toEqual([
      "'self'",
      `'nonce-${nonce}'`,
    ])
    expect(directiveOf(csp, 'require-trusted-types-for')).toEqual(["'script'"])
    expect(directiveOf(csp, 'trusted-types')).toEqual(["'none'"])
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
        ...expectedHeaders(config, asBrotli),
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
