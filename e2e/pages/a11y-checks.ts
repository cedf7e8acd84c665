import { expect, type Locator, type Page } from '@playwright/test'

import { axeBuilder } from '../fixtures'

/** WCAG 2.5.8 Target Size (Minimum), in CSS pixels. */
const MIN_TARGET_PX = 24

/** WCAG 1.4.10 Reflow: nothing scrolls sideways. */
export async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth, 'page width (sideways scrolling)').toBeLessThanOrEqual(
    innerWidth,
  )
}

/** The control can be scrolled to and lies wholly within the window's width. */
export async function expectReachable(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded()
  await expect(control).toBeInViewport()
  const box = await control.boundingBox()
  const width = page.viewportSize()?.width ?? 0
  expect(box, 'the control has a box').not.toBeNull()
  if (!box) return
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(width + 0.5)
}

/**
 * Visible controls smaller than 24×24 px whose 24 px circle would overlap
 * another control (WCAG 2.5.8's spacing exception); controls inside a
 * sentence are exempt (its inline exception).
 */
function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const SELECTOR = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="menuitem"]',
      '[role="menuitemradio"]',
      '[role="switch"]',
    ].join(',')
    const isShown = (element: Element) => {
      const rect = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      return (
        rect.width > 1 &&
        rect.height > 1 &&
        rect.bottom + window.scrollY > 0 &&
        style.visibility !== 'hidden' &&
        !element.closest('.visually-hidden, [hidden], [aria-hidden="true"]')
      )
    }
    // An inline control with words around it in its block (a link in a sentence).
    const isInSentence = (element: Element) => {
      if (getComputedStyle(element).display !== 'inline') return false
      const block = element.parentElement
      const own = element.textContent ?? ''
      return (block?.textContent ?? '').trim().length > own.trim().length
    }
    const targets = Array.from(document.querySelectorAll(SELECTOR)).filter(
      isShown,
    )
    const rects = targets.map((element) => element.getBoundingClientRect())
    const isSmall = (rect: DOMRect) => rect.width < min || rect.height < min
    const distanceToRect = (x: number, y: number, rect: DOMRect) => {
      const dx = Math.max(rect.left - x, 0, x - rect.right)
      const dy = Math.max(rect.top - y, 0, y - rect.bottom)
      return Math.hypot(dx, dy)
    }
    const label = (element: Element, rect: DOMRect) => {
      const name =
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').trim().slice(0, 40)
      return `${element.tagName.toLowerCase()} "${name}" ${Math.round(rect.width)}×${Math.round(rect.height)}`
    }
    return targets.flatMap((element, index) => {
      const rect = rects[index]
      if (!rect || !isSmall(rect) || isInSentence(element)) return []
      const x = rect.left + rect.width / 2
      const y = rect.top + rect.height / 2
      const crowded = rects.some((other, otherIndex) => {
        if (otherIndex === index) return false
        const otherElement = targets[otherIndex]
        // A control nested in another (an icon button in a link) is one target.
        if (otherElement?.contains(element) || element.contains(otherElement!))
          return false
        if (isSmall(other)) {
          const ox = other.left + other.width / 2
          const oy = other.top + other.height / 2
          return Math.hypot(ox - x, oy - y) < min
        }
        return distanceToRect(x, y, other) < min / 2
      })
      return crowded ? [label(element, rect)] : []
    })
  }, MIN_TARGET_PX)
}

/** Every control of the page is at least 24×24 px or spaced as WCAG 2.5.8 allows. */
export async function expectTargetSizes(page: Page) {
  expect(await undersizedTargets(page), 'targets under 24×24 px').toEqual([])
}

/** The axe rules a run with the statement's tags actually evaluated. */
export async function axeRulesRun(page: Page): Promise<string[]> {
  const results = await axeBuilder(page).analyze()
  return [...results.passes, ...results.violations, ...results.incomplete].map(
    (rule) => rule.id,
  )
}
