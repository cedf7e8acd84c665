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

/** The first words of a record's text, cut at a word boundary. */
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

const KIND_LABELS: Record<string, string> = {
  note: 'Note',
  pdf: 'PDF',
  docx: 'Document',
  text: 'Text file',
  spreadsheet: 'Spreadsheet',
  presentation: 'Presentation',
  html: 'Web page',
  image: 'Image',
}

/** A readable name for a record's kind ('note', 'pdf', 'image' …). */
export const recordKindLabel = (recordType: string) =>
  KIND_LABELS[recordType] ?? 'File'

/** A record's title for labels; the API may send an empty one. */
export const recordTitle = (record: { title: string }) =>
  record.title.trim() || 'Untitled record'
