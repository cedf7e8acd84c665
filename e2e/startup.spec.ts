import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Locator, Page } from '@playwright/test'

import {
  API_URL,
  IDP_URL,
  OTHER_APP_URL,
  OTHER_IDP_URL,
} from '../playwright.config'

import {
  DEMO_USER,
  expect,
  expectNoAxeViolations,
  holdRequests,
  signInAt,
  test,
} from './fixtures'
import { NavigationPage } from './pages/navigation'
import { ReportPage, THYROID_REPORT } from './pages/report'
import { openWithUnreachableIdentityProvider } from './pages/startup'

const expectFailureScreen = async (page: Page) => {
  await expect(
    page.getByRole('heading', { name: 'Application Error' }),
  ).toBeVisible()
  await expect(
    page.getByText(
      'Could not initialize the application. Please try again later.',
    ),
  ).toBeVisible()
}

test('a config.json that is not valid shows the start-up failure screen', async ({
  page,
}) => {
  await page.route('**/config.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: '{"apiUrl": 42}' }),
  )
  await page.goto('/')
  await expectFailureScreen(page)
})

test('a missing config.json shows the start-up failure screen', async ({
  page,
}) => {
  await page.route('**/config.json', (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  )
  await page.goto('/')
  await expectFailureScreen(page)
})

/**
 * The app's own scripts, as index.html names them (hashed files in the
 * build): the sign-in chunk, which starts first, and the entry, which
 * imports it.
 */
async function appScripts(page: Page) {
  const html = await (await page.request.get('/')).text()
  const scripts = [
    ...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g),
  ].map(([, src]) => src!)
  const [signIn, entry, ...others] = scripts
  expect(signIn).toMatch(/\/sign-in\b/)
  expect(entry).toBeDefined()
  expect(others).toEqual([])
  return { 'sign-in': `**${signIn}`, entry: `**${entry}` }
}

for (const script of ['sign-in', 'entry'] as const) {
  test(`an app script that cannot be downloaded (${script}) shows the start-up failure screen, not a loading page that spins forever`, async ({
    page,
  }) => {
    await page.route((await appScripts(page))[script], (route) =>
      route.abort('connectionreset'),
    )
    await page.goto('/')
    await expectFailureScreen(page)
    await expect(page.getByRole('status')).toBeHidden()
    await expectNoAxeViolations(page)
  })

  test(`an app script cut short on the way (${script}) shows the start-up failure screen`, async ({
    page,
  }) => {
    await page.route((await appScripts(page))[script], async (route) => {
      const body = await (await route.fetch()).body()
      await route.fulfill({
        contentType: 'text/javascript',
        body: body.subarray(0, body.length / 2),
      })
    })
    await page.goto('/')
    await expectFailureScreen(page)
  })

  test(`an app script that arrives late (${script}) still starts the app`, async ({
    page,
  }) => {
    const arrive = await holdRequests(page, (await appScripts(page))[script])
    await page.goto('/', { waitUntil: 'commit' })
    await expect(page.getByRole('status')).toHaveText('Loading')
    arrive()
    // Not signed in: the app, started, sends the person to sign in.
    await expect(page).toHaveURL((url) => url.href.startsWith(IDP_URL))
  })
}

test('the same build signs in against another identity provider given another config.json', async ({
  page,
}) => {
  // eslint-disable-next-line playwright/no-skipped-test -- runs against the production build only
  test.skip(
    Boolean(process.env.E2E_BASE_URL),
    'needs the production build on port 4174',
  )
  await page.goto(`${OTHER_APP_URL}/`)
  await expect(page).toHaveURL((url) =>
    url.href.startsWith(`${OTHER_IDP_URL}/realms/clinic/`),
  )
  await signInAt(page, DEMO_USER)
  await expect(
    page.getByRole('heading', {
      name: 'Understand your health simply and scientifically',
    }),
  ).toBeVisible()
  expect(page.url().startsWith(OTHER_APP_URL)).toBe(true)
})

test('an identity provider that cannot be reached shows the start-up failure screen', async ({
  page,
}) => {
  await openWithUnreachableIdentityProvider(page)
  await expect(
    page.getByRole('heading', { name: 'Application Error' }),
  ).toBeVisible()
})

/** Where the loading page's mark, name and status sit (the spinner turns inside its status). */
const loadingLayout = (main: Locator) =>
  Promise.all([
    main.locator('svg').first().boundingBox(),
    main.getByText('Health Research Assistant').boundingBox(),
    main.getByRole('status').boundingBox(),
  ])

for (const width of [1280, 390]) {
  test(`at ${width} px the loading page shows before the scripts have run, and the app's own takes its place without moving`, async ({
    signedInPage: page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    // The page as its HTML alone shows it: its scripts held on their way
    // (failed, they would end in the startup failure screen, tested above).
    await page.route('**/*.js', () => {})
    await page.reload({ waitUntil: 'commit' })
    const loading = page.getByRole('main')
    await expect(loading.getByRole('status')).toHaveText('Loading')
    await expect(loading.getByText('Health Research Assistant')).toBeVisible()
    await expectNoAxeViolations(page)
    const beforeScripts = await loadingLayout(loading)

    // The app's loading page, while the session's data is on its way.
    await page.unroute('**/*.js')
    const answer = await holdRequests(page, `${API_URL}/users/me`)
    await page.reload()
    const appLoading = page.locator('main[aria-busy="true"]:not(.startup-page)')
    await expect(appLoading.getByRole('status')).toHaveText('Loading')
    expect(await loadingLayout(appLoading)).toEqual(beforeScripts)

    answer()
    await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy')
  })
}

test('a page that arrives in two parts paints its loading page whole, and nothing on it moves', async ({
  page,
}) => {
  // The page as the server sends it, given here in two parts: up to the
  // end of the logo's mark, then the rest once the browser has had time to
  // paint the first part. Its scripts never come: the page alone (failed,
  // they would end in the startup failure screen).
  const html = await (await page.request.get('/')).text()
  const cut = html.indexOf('</svg>') + '</svg>'.length
  let sendRest = () => {}
  const server = createServer((request, response) => {
    if (request.url !== '/') return
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    response.write(html.slice(0, cut))
    sendRest = () => response.end(html.slice(cut))
  })
  await new Promise<void>((listening) => server.listen(0, listening))
  try {
    await page.addInitScript(() => {
      const shifts: number[] = []
      Object.assign(window, { __shifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          shifts.push((entry as PerformanceEntry & { value: number }).value)
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    const { port } = server.address() as AddressInfo
    await page.goto(`http://localhost:${port}/`, { waitUntil: 'commit' })
    await expect(page.locator('.startup-mark')).toBeAttached()
    // A frame painted from the first part would come within this time.
    await page.evaluate(
      () =>
        new Promise((done) => {
          requestAnimationFrame(done)
          setTimeout(done, 500)
        }),
    )

    sendRest()
    const loading = page.getByRole('main')
    await expect(loading.getByRole('status')).toHaveText('Loading')
    await expect(loading.getByText('Health Research Assistant')).toBeVisible()
    await page.evaluate(
      () =>
        new Promise((done) => requestAnimationFrame(() => setTimeout(done))),
    )
    expect(await page.evaluate(() => Reflect.get(window, '__shifts'))).toEqual(
      [],
    )
  } finally {
    server.closeAllConnections()
    server.close()
  }
})

test("the loading page shows before the app's stylesheet has arrived, and the app starts only once it has", async ({
  signedInPage: page,
}) => {
  await page.route('**/*.js', () => {})
  await page.reload({ waitUntil: 'commit' })
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading')
  const withStylesheet = await loadingLayout(page.getByRole('main'))
  await page.unroute('**/*.js')

  const arrive = await holdRequests(page, '**/assets/*.css')
  await page.reload({ waitUntil: 'commit' })
  const loading = page.getByRole('main')
  await expect(loading.getByRole('status')).toHaveText('Loading')
  await expect(loading.getByText('Health Research Assistant')).toBeVisible()
  expect(await loadingLayout(loading)).toEqual(withStylesheet)
  await expectNoAxeViolations(page)
  // Browsers run the page's scripts once the stylesheets before them have
  // loaded: the app cannot render unstyled.
  expect(
    await page.evaluate(() =>
      document.documentElement.hasAttribute('data-app-started'),
    ),
  ).toBe(false)

  arrive()
  const heading = page.getByRole('heading', {
    name: 'Understand your health simply and scientifically',
  })
  await expect(heading).toBeVisible()
  // Centred by the app's stylesheet (the landing layout's module).
  await expect(heading).toHaveCSS('text-align', 'center')
})

/** The API's GET requests of the page, as 'GET /path'. */
function apiReads(page: Page) {
  const reads: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin === API_URL && request.method() === 'GET') {
      reads.push(`GET ${url.pathname}`)
    }
  })
  return reads
}

test('a report link opened cold asks the API for each of its data once', async ({
  signedInPage: signedIn,
}) => {
  await new ReportPage(signedIn).openThyroidReport()
  const link = signedIn.url()
  // A tab of its own: none of the signed-in page's reads, which may still
  // be on their way, are counted.
  const page = await signedIn.context().newPage()
  await signedIn.close()
  const report = new ReportPage(page)
  const reads = apiReads(page)
  // The last of the first page's data: the report's project's records.
  const lastRead = page.waitForResponse((response) =>
    /\/projects\/[^/]+\/records$/.test(new URL(response.url()).pathname),
  )

  // The user comes after the report has shown, all else read: the
  // session's next read, the patients, starts when the page looks loaded.
  const userArrives = await holdRequests(page, `${API_URL}/users/me`)

  await page.goto(link)
  await expect(
    report.panel(THYROID_REPORT).getByRole('heading', { name: 'Summary' }),
  ).toBeVisible()
  userArrives()
  await expect(new NavigationPage(page).project('Thyroid Health')).toBeVisible()
  await lastRead
  const analysisId = new URL(page.url()).pathname.split('/').pop()
  expect(reads).toContain(`GET /analysis/report/${analysisId}`)
  expect(reads).toContain('GET /users/me')
  expect(reads.filter((read, i) => reads.indexOf(read) !== i)).toEqual([])
})

test('the landing page opened cold asks the API for each of its data once, its active project included', async ({
  signedInPage: signedIn,
}) => {
  // A tab of its own: none of the signed-in page's reads, which may still
  // be on their way, are counted.
  const page = await signedIn.context().newPage()
  await signedIn.close()
  const reads = apiReads(page)
  // The last of the first page's data: the active project's records.
  const lastRead = page.waitForResponse((response) =>
    /\/projects\/[^/]+\/records$/.test(new URL(response.url()).pathname),
  )

  await page.goto('/')
  await expect(
    page.getByRole('heading', { name: /Understand your health/ }),
  ).toBeVisible()
  await expect(new NavigationPage(page).project('Thyroid Health')).toBeVisible()
  await lastRead
  expect(reads).toContain('GET /users/me')
  expect(
    reads.filter((read) => /^GET \/projects\/[^/]+$/.test(read)),
  ).toHaveLength(1)
  expect(reads.filter((read, i) => reads.indexOf(read) !== i)).toEqual([])
})

test('a report link whose first reads lose their connection still opens, and the page asks again', async ({
  signedInPage: page,
}) => {
  const report = new ReportPage(page)
  await report.openThyroidReport()
  const analysisPath = `/analysis/report/${new URL(page.url()).pathname.split('/').pop()}`
  const cut = new Set<string>()
  await page.route(`${API_URL}/**`, async (route) => {
    const { pathname } = new URL(route.request().url())
    if (route.request().method() === 'GET' && !cut.has(pathname)) {
      cut.add(pathname)
      await route.abort('connectionreset')
    } else {
      await route.fallback()
    }
  })

  await page.reload()
  await expect(
    report.panel(THYROID_REPORT).getByRole('heading', { name: 'Summary' }),
  ).toBeVisible()
  expect(cut).toContain(analysisPath)
  expect(cut).toContain('/users/me')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the page says the app needs JavaScript, and shows nothing loading', async ({
    page,
  }) => {
    await page.goto('/')
    // Text matching skips <noscript>; innerText is what the page shows.
    const text = await page.locator('body').innerText()
    expect(text).toContain('This app needs JavaScript to run.')
    // In each of the interface's languages, the page not knowing the person's.
    expect(text).toContain('يحتاج هذا التطبيق إلى JavaScript ليعمل.')
    expect(text).toContain('此应用需要 JavaScript 才能运行。')
    await expect(page.getByRole('main')).toBeHidden()
    await expect(page.getByRole('status')).toBeHidden()
  })
})
