import { plural, t } from '@lingui/core/macro'

/** How many report panels fit side by side at a window width (docs/product/layout-and-navigation.md#report-panels). */
export function maxPanelsForWidth(width: number): number {
  if (width < 768) return 10
  if (width < 1024) return 2
  if (width < 1280) return 3
  if (width < 1536) return 4
  if (width < 1920) return 5
  return 6
}

export const isMobileWidth = (width: number) => width < 768

/** In the interface's language at the moment it is shown (a toast). */
export function panelLimitMessage(width: number): string {
  const max = maxPanelsForWidth(width)
  return isMobileWidth(width)
    ? t`Maximum ${plural(max, { one: '# panel', other: '# panels' })} allowed on mobile. Close an existing panel to add a new one.`
    : t`Maximum ${plural(max, { one: '# panel', other: '# panels' })} allowed on desktop. Close an existing panel to add a new one.`
}
