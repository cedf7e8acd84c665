/**
 * The file kinds the API reads, its 50 MB limit, and a note's 25 to 12500
 * characters (docs/product/records.md#limits); the API stand-in reads them
 * too, so nothing here is a message.
 */
export const MAX_UPLOAD_BYTES = 52_428_800
export const NOTE_MIN_LENGTH = 25
export const NOTE_MAX_LENGTH = 12_500

export const ACCEPTED_EXTENSIONS = [
  'pdf',
  'txt',
  'md',
  'docx',
  'doc',
  'csv',
  'pptx',
  'ppt',
  'xls',
  'xlsx',
  'html',
  'htm',
  'odt',
  'ods',
  'odp',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'bmp',
  'tiff',
  'webp',
] as const

const ACCEPTED: ReadonlySet<string> = new Set(ACCEPTED_EXTENSIONS)

/** The value of the file input's `accept` attribute, so the picker offers only these. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.map(
  (ext) => `.${ext}`,
).join(',')

export function isAcceptedFileName(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.')
  return dot !== -1 && ACCEPTED.has(fileName.slice(dot + 1).toLowerCase())
}

export const isOverSizeLimit = (file: { size: number }) =>
  file.size > MAX_UPLOAD_BYTES
