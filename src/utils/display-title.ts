export const TITLE_NOT_AVAILABLE = 'Title not available'

// Stand-ins some sources put where a title is unknown.
const PLACEHOLDER_TITLE =
  /^[\s[(]*(n\/?a|none|null|undefined|unknown|untitled|no title( available)?|title not available|-+|\.+)[\s\])]*$/i

/** Whether a title says something: not missing, empty or a placeholder ('N/A', 'Untitled'…). */
export const isRealTitle = (
  title: string | null | undefined,
): title is string => Boolean(title?.trim() && !PLACEHOLDER_TITLE.test(title))

/** A title as shown anywhere in the app: trimmed, or 'Title not available'. */
export const displayTitle = (title: string | null | undefined): string =>
  isRealTitle(title) ? title.trim() : TITLE_NOT_AVAILABLE
