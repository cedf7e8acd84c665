import { msg } from '@lingui/core/macro'

import { i18n } from '@/i18n/i18n'

const EXCERPT_LENGTH = 600

/** A thumbnail address safe to load: http(s) only, never data: or javascript:. */
export function safeThumbnailUrl(
  url: string | null | undefined,
): string | null {
  if (!url) return null
  try {
    const { protocol } = new URL(url)
    return protocol === 'http:' || protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/** Cut at a word boundary. */
export function textExcerpt(
  content: string | null | undefined,
  length = EXCERPT_LENGTH,
): string {
  const text = (content ?? '').trim()
  if (text.length <= length) return text
  const cut = text.slice(0, length)
  const space = cut.lastIndexOf(' ')
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/** A record's title for labels; the API may send an empty one. */
export const recordTitle = (record: { title: string }) =>
  record.title.trim() || i18n._(msg`Untitled record`)
