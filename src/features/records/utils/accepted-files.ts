import { msg } from '@lingui/core/macro'

import { i18n } from '@/i18n/i18n'

/** The file kinds the API reads, and its 50 MB limit (docs/product/records.md#limits). */
export const MAX_UPLOAD_BYTES = 52_428_800

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

export const unsupportedFileMessage = (fileName: string) =>
  i18n._(
    msg`"${fileName}" cannot be uploaded: this type of file is not supported.`,
  )
