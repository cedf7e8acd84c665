const MAX_SLUG_LENGTH = 80
/** Long enough for every browser to have started the download from the address. */
const REVOKE_DELAY_MS = 10_000

/** A file name from a title: letters and digits of any script, other runs one hyphen; no path separators, dots or quotes. */
export function fileSlug(
  title: string | null | undefined,
  fallback = 'references',
): string {
  const slug = (title ?? '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
  const short = Array.from(slug)
    .slice(0, MAX_SLUG_LENGTH)
    .join('')
    .replace(/-+$/, '')
  return short || fallback
}

export function downloadTextFile(
  fileName: string,
  text: string,
  mimeType: string,
) {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS)
}
