import { expect, type Locator, type Page } from '@playwright/test'

/** A short description of the focused element, for failure messages. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return '(body)'
    const name =
      element.getAttribute('aria-label') ??
      (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)
    const role = element.getAttribute('role')
    return `${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${name}"`
  })

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement)

export interface TabToOptions {
  /** Most key presses before giving up (default 40). */
  max?: number
  /** Shift+Tab instead of Tab. */
  backwards?: boolean
  /** Runs after each press, on the element that then has focus. */
  onStep?: () => Promise<void>
}

/**
 * Presses Tab until `locator` has focus; fails with the list of elements
 * focused on the way when it is not reached in `max` presses.
 */
export async function tabTo(
  page: Page,
  locator: Locator,
  { max = 40, backwards = false, onStep }: TabToOptions = {},
) {
  const key = backwards ? 'Shift+Tab' : 'Tab'
  const visited: string[] = []
  for (let step = 0; step <= max; step++) {
    if ((await locator.count()) === 1 && (await isFocused(locator))) return
    if (step === max) break
    await page.keyboard.press(key)
    visited.push(await describeFocus(page))
    await onStep?.()
  }
  throw new Error(
    `${locator} not reached in ${max} presses of ${key}; focus went to:\n  ${visited.join('\n  ')}`,
  )
}

/** Presses keys one after another. */
export async function press(page: Page, ...keys: string[]) {
  for (const key of keys) await page.keyboard.press(key)
}

/** The focused element shows a focus indicator (an outline or a box shadow from :focus-visible). */
async function expectFocusVisible(page: Page) {
  const style = await page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return null
    const computed = getComputedStyle(element)
    return {
      focusVisible: element.matches(':focus-visible'),
      outline:
        computed.outlineStyle !== 'none' &&
        parseFloat(computed.outlineWidth) > 0,
      boxShadow: computed.boxShadow !== 'none',
    }
  })
  const focused = await describeFocus(page)
  expect(style, `something has focus (${focused})`).not.toBeNull()
  expect(
    Boolean(style?.focusVisible && (style.outline || style.boxShadow)),
    `${focused} shows its focus`,
  ).toBe(true)
}

/** The focused element is in the window and not covered by `cover` (the fixed question bar, the tour card). */
async function expectFocusNotObscured(page: Page, cover?: Locator) {
  const focused = page.locator(':focus')
  await expect(focused).toBeInViewport()
  if (!cover || !(await cover.isVisible())) return
  const [box, coverBox] = await Promise.all([
    focused.boundingBox(),
    cover.boundingBox(),
  ])
  if (!box || !coverBox) return
  const overlaps =
    box.y < coverBox.y + coverBox.height &&
    box.y + box.height > coverBox.y &&
    box.x < coverBox.x + coverBox.width &&
    box.x + box.width > coverBox.x
  const isInside = await cover.evaluate((element) =>
    element.contains(document.activeElement),
  )
  expect(
    overlaps && !isInside,
    `${await describeFocus(page)} is under ${cover}`,
  ).toBe(false)
}

/**
 * Tabs to `locator`; every element focused on the way shows its focus and
 * is not under `cover`.
 */
export async function tabToVisibly(
  page: Page,
  locator: Locator,
  options: Omit<TabToOptions, 'onStep'> & { cover?: Locator } = {},
) {
  const check = async () => {
    await expectFocusVisible(page)
    await expectFocusNotObscured(page, options.cover)
  }
  // Past the last control focus leaves the page (the body) and comes back at the top.
  const checkUnlessLeft = async () => {
    if (await page.evaluate(() => document.activeElement !== document.body))
      await check()
  }
  await tabTo(page, locator, { ...options, onStep: checkUnlessLeft })
  await check()
}

/** Focus is on an element inside `container` (a dialog that took focus). */
export async function expectFocusInside(container: Locator) {
  await expect
    .poll(
      () =>
        container.evaluate((element) =>
          element.contains(document.activeElement),
        ),
      { message: 'focus is inside' },
    )
    .toBe(true)
}
