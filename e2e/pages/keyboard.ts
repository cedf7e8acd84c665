import { expect, type Locator, type Page } from '@playwright/test'

/** What a key press left focused, and whether a person could see it. */
interface FocusState {
  /** `target` matches one element, and it has focus. */
  onTarget: boolean
  /** Nothing has focus (it left the page past its last control). */
  onBody: boolean
  /** A short description of the focused element, for failure messages. */
  description: string
  /** It matches :focus-visible and draws an outline or a box shadow. */
  showsFocus: boolean
  /** Some of it is in the window (IntersectionObserver, as `toBeInViewport`). */
  inViewport: boolean
  /** It overlaps a shown `cover` and is not inside it. */
  underCover: boolean
}

/**
 * Reads the focus in one round trip to the page: a long Tab walk presses
 * keys hundreds of times, and a question to the browser per fact made it
 * take a minute.
 */
async function focusState(
  target: Locator,
  cover?: Locator,
): Promise<FocusState> {
  const covers = cover ? await cover.elementHandles() : []
  return target.evaluateAll(async (targets, covers) => {
    const element = document.activeElement
    const onTarget = targets.length === 1 && targets[0] === element
    if (!element || element === document.body) {
      return {
        onTarget,
        onBody: true,
        description: '(body)',
        showsFocus: false,
        inViewport: false,
        underCover: false,
      }
    }
    const name =
      element.getAttribute('aria-label') ??
      (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)
    const role = element.getAttribute('role')
    const computed = getComputedStyle(element)
    const showsFocus =
      element.matches(':focus-visible') &&
      ((computed.outlineStyle !== 'none' &&
        parseFloat(computed.outlineWidth) > 0) ||
        computed.boxShadow !== 'none')
    const inViewport = await new Promise<boolean>((resolve) => {
      const observer = new IntersectionObserver(([entry]) => {
        observer.disconnect()
        resolve((entry?.intersectionRatio ?? 0) > 0)
      })
      observer.observe(element)
    })
    const box = element.getBoundingClientRect()
    const underCover = covers.some((cover) => {
      if (!(cover instanceof Element)) return false
      const coverBox = cover.getBoundingClientRect()
      const shown =
        coverBox.width > 0 &&
        coverBox.height > 0 &&
        getComputedStyle(cover).visibility !== 'hidden'
      return (
        shown &&
        !cover.contains(element) &&
        box.top < coverBox.bottom &&
        box.bottom > coverBox.top &&
        box.left < coverBox.right &&
        box.right > coverBox.left
      )
    })
    return {
      onTarget,
      onBody: false,
      description: `${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${name}"`,
      showsFocus,
      inViewport,
      underCover,
    }
  }, covers)
}

export interface TabToOptions {
  /** Most key presses before giving up (default 40). */
  max?: number
  /** Shift+Tab instead of Tab. */
  backwards?: boolean
  /** Every element focused on the way shows its focus and is not under `cover`. */
  visibly?: boolean
  /** The fixed question bar, the tour card: what focus must not go under. */
  cover?: Locator
}

/**
 * The focused element shows its focus, is in the window and is not under
 * `cover`. A page still scrolling to it gets the expect timeout to settle.
 */
async function expectFocusSeen(
  state: FocusState,
  target: Locator,
  cover?: Locator,
) {
  expect(state.onBody, 'something has focus').toBe(false)
  expect(state.showsFocus, `${state.description} shows its focus`).toBe(true)
  if (state.inViewport && !state.underCover) return
  await expect
    .poll(
      async () => {
        const now = await focusState(target, cover)
        return now.inViewport && !now.underCover
      },
      {
        message: `${state.description} is in the window${cover ? ` and not under ${cover}` : ''}`,
      },
    )
    .toBe(true)
}

/**
 * Presses Tab until `locator` has focus; fails with the list of elements
 * focused on the way when it is not reached in `max` presses.
 */
export async function tabTo(
  page: Page,
  locator: Locator,
  { max = 40, backwards = false, visibly = false, cover }: TabToOptions = {},
) {
  const key = backwards ? 'Shift+Tab' : 'Tab'
  const visited: string[] = []
  for (let step = 0; ; step++) {
    const state = await focusState(locator, cover)
    if (step > 0) visited.push(state.description)
    // Past the last control focus leaves the page (the body) and comes back at the top.
    if (visibly && (state.onTarget || (step > 0 && !state.onBody))) {
      await expectFocusSeen(state, locator, cover)
    }
    if (state.onTarget) return
    if (step === max) break
    await page.keyboard.press(key)
  }
  throw new Error(
    `${locator} not reached in ${max} presses of ${key}; focus went to:\n  ${visited.join('\n  ')}`,
  )
}

/** Presses keys one after another. */
export async function press(page: Page, ...keys: string[]) {
  for (const key of keys) await page.keyboard.press(key)
}

/**
 * Tabs to `locator`; every element focused on the way, and `locator`
 * itself, shows its focus and is not under `options.cover`.
 */
export async function tabToVisibly(
  page: Page,
  locator: Locator,
  options: Omit<TabToOptions, 'visibly'> = {},
) {
  await tabTo(page, locator, { ...options, visibly: true })
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
