import {
  File,
  FileCode,
  FileImage,
  FileSpreadsheet,
  FileText,
  NotebookPen,
  Presentation,
} from 'lucide-react'

const ICONS = {
  note: NotebookPen,
  pdf: FileText,
  docx: FileText,
  text: FileText,
  spreadsheet: FileSpreadsheet,
  presentation: Presentation,
  html: FileCode,
  image: FileImage,
} as const

const isKnownKind = (recordType: string): recordType is keyof typeof ICONS =>
  Object.hasOwn(ICONS, recordType)

/** A decorative icon for a record's kind; the kind is also written out next to it. */
export function RecordKindIcon({
  recordType,
  className,
}: {
  recordType: string
  className?: string
}) {
  const Icon = isKnownKind(recordType) ? ICONS[recordType] : File
  return <Icon aria-hidden="true" className={className} />
}
