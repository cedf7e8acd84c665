/** What the smoke journeys look elements up by: ARIA role and accessible name. */
export type Role =
  | 'alert'
  | 'button'
  | 'checkbox'
  | 'complementary'
  | 'dialog'
  | 'heading'
  | 'link'
  | 'menuitem'
  | 'menuitemradio'
  | 'region'
  | 'tab'
  | 'textbox'
  | 'tooltip'

/** An exact name, or a pattern (as source and flags, so it crosses into the page). */
export type Name = string | { source: string; flags: string }

export const pattern = (regExp: RegExp): Name => ({
  source: regExp.source,
  flags: regExp.flags,
})

export const describeElement = (role: Role, name: Name) =>
  `${role} ${typeof name === 'string' ? `'${name}'` : `/${name.source}/`}`

/**
 * Runs in the page (serialised by the drivers: self-contained, plain
 * JavaScript): the first visible element with `role` whose accessible name
 * matches, or null. The name follows the common cases of the accessible
 * name computation: aria-labelledby, aria-label, <label>, then the text.
 * WebDriver classic has no lookup by role, and one lookup for both
 * drivers keeps the journeys identical.
 */
export function findByRole(
  role: Role,
  name: Name,
  withinSelector: string | null,
): Element | null {
  const selectors: Record<Role, string> = {
    alert: '[role="alert"]',
    button:
      'button, [role="button"], input[type="button"], input[type="submit"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    complementary: 'aside, [role="complementary"]',
    dialog: 'dialog, [role="dialog"], [role="alertdialog"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    link: 'a[href], [role="link"]',
    menuitem: '[role="menuitem"]',
    menuitemradio: '[role="menuitemradio"]',
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
    tab: '[role="tab"]',
    textbox:
      'input:not([type]), input[type="text"], input[type="email"], ' +
      'input[type="search"], input[type="password"], textarea, [role="textbox"]',
    tooltip: '[role="tooltip"]',
  }
  const text = (element: Element) =>
    (element.textContent ?? '').replace(/\s+/g, ' ').trim()
  const nameOf = (element: Element) => {
    const labelledBy = element.getAttribute('aria-labelledby')
    if (labelledBy) {
      return labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id))
        .filter((label): label is HTMLElement => label !== null)
        .map(text)
        .join(' ')
    }
    const label = element.getAttribute('aria-label')
    if (label) return label.trim()
    const labels = (element as HTMLInputElement).labels
    if (labels?.length) return Array.from(labels).map(text).join(' ')
    return text(element)
  }
  const isVisible = (element: Element) =>
    element.getClientRects().length > 0 &&
    getComputedStyle(element).visibility !== 'hidden' &&
    !element.closest('[aria-hidden="true"], [inert]')
  const matches =
    typeof name === 'string'
      ? (candidate: string) => candidate === name
      : (candidate: string) =>
          new RegExp(name.source, name.flags).test(candidate)
  const root = withinSelector
    ? document.querySelector(withinSelector)
    : document
  if (!root) return null
  return (
    Array.from(root.querySelectorAll(selectors[role])).find(
      (element) => isVisible(element) && matches(nameOf(element)),
    ) ?? null
  )
}

/**
 * A call of findByRole as page source, for `evaluate`/`execute`. The
 * function crosses as its text; transpilers built on esbuild (tsx) wrap
 * named functions in a `__name()` helper the page lacks, so the call
 * brings a stand-in.
 */
export const findByRoleScript = (
  role: Role,
  name: Name,
  within: string | null,
) =>
  `(() => { const __name = (target) => target; return (${findByRole.toString()})(${[
    role,
    name,
    within,
  ]
    .map((arg) => JSON.stringify(arg))
    .join(', ')}) })()`
