import { randomUUID } from 'node:crypto'

import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type Locator, type Page } from '@playwright/test'

/** WCAG 2.2 AA, as the accessibility statement promises. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export const DEMO_USER = {
  email: 'demo@example.com',
  password: 'demo',
  name: 'Demo User',
}

export interface TestUser {
  email: string
  password: string
}

/** A user nobody else signs in as: the API stand-in gives it its own copy of the seed. */
export const freshUser = (): TestUser => ({
  email: `e2e-${randomUUID().slice(0, 12)}@example.com`,
  password: 'demo',
})

/** Fills the identity provider's login form (Keycloak's form ids). */
export async function signInAt(page: Page, user: TestUser) {
  await page.locator('#username').fill(user.email)
  await page.locator('#password').fill(user.password)
  await page.locator('#kc-login').click()
}

/** Opens `path`, signs in on the identity provider's page and waits for the app. */
export async function signIn(page: Page, user: TestUser, path = '/') {
  await page.goto(path)
  await signInAt(page, user)
  await expect(
    page
      .getByRole('heading', {
        name: 'Understand your health simply and scientifically',
      })
      .or(page.getByRole('main'))
      .first(),
  ).toBeVisible()
}

/**
 * Waits until the element's own animations (a panel sliding in) have run to
 * their end; not its children's, which may loop (a running analysis pulses).
 */
export async function animationsFinished(locator: Locator) {
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  )
}

/**
 * Rules axe ships switched off as experimental that the app keeps anyway: a
 * control's accessible name contains its visible text (WCAG 2.5.3), so
 * people who speak to their device can say what they see.
 */
const EXPERIMENTAL_RULES = { 'label-content-name-mismatch': { enabled: true } }

/** axe with the rules the app is held to. */
export const axeBuilder = (page: Page) =>
  // options() replaces every option set before it, so it comes first.
  new AxeBuilder({ page })
    .options({ rules: EXPERIMENTAL_RULES })
    .withTags(AXE_TAGS)

/**
 * Runs axe on the page (or a part of it) and expects no violations. A part
 * that is still fading in (a dialog opening) is checked once it is whole:
 * half transparent, its text would fail the contrast rule.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = axeBuilder(page)
  if (include) {
    // Every element it names: a confirmation opens over its dialog.
    await page
      .locator(include)
      .evaluateAll((elements) =>
        Promise.all(
          elements.flatMap((element) =>
            element.getAnimations().map((animation) => animation.finished),
          ),
        ),
      )
    builder = builder.include(include)
  }
  const { violations } = await builder.analyze()
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  )
  expect(summary, 'axe-core violations').toEqual([])
}

/**
 * The guided tour starts by itself on a user's first visit and opens the
 * example project; specs about something else start as a user who has seen it.
 */
async function markToursSeen(page: Page) {
  await page.addInitScript(() => {
    // The app's page only: the identity provider's frames may be refused
    // storage, and the error would count as the page's.
    if (window !== window.top) return
    localStorage.setItem('walkthrough_seen_pots', 'true')
    localStorage.setItem('walkthrough_seen_mammogram', 'true')
  })
}

interface Options {
  /** Start with the guided tours already seen (default); tour specs set it to false. */
  toursSeen: boolean
}

interface Fixtures {
  /** A fresh user of the API stand-in (own seed data); not yet signed in. */
  user: TestUser
  /** A page signed in as `user`, on the landing route. */
  signedInPage: Page
}

/** The identity provider's token endpoint, under any realm. */
export const TOKEN_ENDPOINT = '**/protocol/openid-connect/token'

/**
 * The identity provider refuses the page's token refreshes from now on
 * (`invalid_grant`: the session is over); other grants pass.
 */
export async function refuseTokenRefresh(page: Page) {
  await page.route(TOKEN_ENDPOINT, async (route) => {
    if (
      (route.request().postData() ?? '').includes('grant_type=refresh_token')
    ) {
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'invalid_grant',
          error_description: 'Session not active',
        }),
      })
    } else {
      await route.continue()
    }
  })
}

/** Holds the page's requests to `url` until the returned function lets them through. */
export async function holdRequests(page: Page, url: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await released
    await route.fallback()
  })
  return release
}

export const test = base.extend<Fixtures & Options>({
  toursSeen: [true, { option: true }],
  page: async ({ page, toursSeen }, use) => {
    if (toursSeen) await markToursSeen(page)
    // Playwright has the browser hand file pickers to the test while a
    // 'filechooser' listener exists, and turns that on and off as the first
    // listener comes and the last goes. `waitForEvent('filechooser')` just
    // before a key press can then lose the race to the press, and the picker
    // opens nowhere (about one run in four without trace recording): a
    // listener kept for the whole test keeps the pickers coming to the test.
    page.on('filechooser', () => {})
    await use(page)
  },
  user: async ({}, use) => {
    await use(freshUser())
  },
  signedInPage: async ({ page, user }, use) => {
    await signIn(page, user)
    await use(page)
  },
})

export { expect }
