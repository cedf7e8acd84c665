import { type ACCEPTED_EXTENSIONS } from '../../../src/features/records/utils/accepted-files'

type Extension = (typeof ACCEPTED_EXTENSIONS)[number]

const RECORD_TYPES: Record<Extension, string> = {
  pdf: 'pdf',
  doc: 'docx',
  docx: 'docx',
  odt: 'docx',
  txt: 'text',
  md: 'text',
  csv: 'spreadsheet',
  xls: 'spreadsheet',
  xlsx: 'spreadsheet',
  ods: 'spreadsheet',
  ppt: 'presentation',
  pptx: 'presentation',
  odp: 'presentation',
  html: 'html',
  htm: 'html',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  bmp: 'image',
  tiff: 'image',
  webp: 'image',
}

/** Files whose own text is the record content. */
const PLAIN_TEXT = new Set(['txt', 'md', 'csv'])

const isAccepted = (extension: string): extension is Extension =>
  Object.hasOwn(RECORD_TYPES, extension)

/** The lower-case extension when the API accepts it, else null (415). */
export function acceptedExtension(fileName: string): Extension | null {
  const dot = fileName.lastIndexOf('.')
  const extension = dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase()
  return isAccepted(extension) ? extension : null
}

export const recordTypeOf = (extension: Extension) => RECORD_TYPES[extension]

/**
 * The text the API would extract: the file's own text for plain text,
 * tags stripped for HTML, and a stand-in summary for binary formats.
 */
export async function extractedText(
  file: File,
  extension: Extension,
): Promise<string> {
  if (PLAIN_TEXT.has(extension)) return file.text()
  if (extension === 'html' || extension === 'htm') {
    const text = (await file.text()).replace(/<[^>]*>/g, ' ')
    return text.replace(/\s+/g, ' ').trim()
  }
  const kind = recordTypeOf(extension)
  if (kind === 'image') {
    return `Image "${file.name}". Text recognised in the image: patient name, date of the visit and a short handwritten note. No measurements were found.`
  }
  return `Text extracted from "${file.name}" (${kind}). Summary of findings: blood pressure 118/76 mmHg, heart rate 72 bpm, HbA1c 7.1 %, TSH 2.4 mIU/L. Plan: continue current treatment and review in three months.`
}
