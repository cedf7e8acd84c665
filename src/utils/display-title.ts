import { msg } from '@lingui/core/macro'

import { i18n } from '@/i18n/i18n'

const NOT_AVAILABLE = msg({
  comment: 'Shown in place of a report’s or a source’s title when it has none',
  message: 'Title not available',
})

// Stand-ins some sources put where a title is unknown.
const PLACEHOLDER_TITLE =
  /^[\s[(]*(n\/?a|none|null|undefined|unknown|untitled|no title( available)?|title not available|-+|\.+)[\s\])]*$/i

/** Whether a title says something: not missing, empty or a placeholder ('N/A', 'Untitled'…). */
export const isRealTitle = (
  title: string | null | undefined,
): title is string => Boolean(title?.trim() && !PLACEHOLDER_TITLE.test(title))

/** A title as shown anywhere in the app: trimmed, or 'Title not available' in the interface's language. */
export const displayTitle = (title: string | null | undefined): string =>
  isRealTitle(title) ? title.trim() : i18n._(NOT_AVAILABLE)
