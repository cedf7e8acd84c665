import { authorNames, parseAuthorName } from './author-names'
import { parseBiblioInfo, type BiblioInfo } from './biblio-info'
import {
  cleanDoi,
  entryTitle,
  hasRealTitle,
  pubmedUrl,
  type Reference,
} from './references'

/** What both formats need of one reference, read once. */
interface ExportRecord {
  pmid: string
  /** False for a cited PMID the bibliography lacks: only its PMID is known. */
  isKnown: boolean
  authors: string[]
  title: string | undefined
  doi: string | undefined
  info: BiblioInfo | null
  /** The `biblioInfo` as written, kept when it could not be read into parts. */
  note: string | undefined
}

const oneLine = (text: string | null | undefined) =>
  // eslint-disable-next-line no-control-regex
  (text ?? '').replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim()

function toRecord({ pmid, entry }: Reference): ExportRecord {
  const biblioInfo = oneLine(entry?.biblioInfo)
  const info = parseBiblioInfo(biblioInfo)
  const doi = entry?.doi ? oneLine(cleanDoi(entry.doi)) : ''
  return {
    pmid,
    isKnown: Boolean(entry),
    authors: authorNames(entry).names,
    title: hasRealTitle(entry) ? oneLine(entryTitle(entry)) : undefined,
    doi: doi || undefined,
    info,
    note: !info && biblioInfo ? biblioInfo : undefined,
  }
}

// RIS -----------------------------------------------------------------------

/**
 * 'Family, Given' as RIS wants it. A name that does not split keeps a
 * trailing comma, which EndNote and Zotero read as a family name alone, so
 * an organisation is not cut into given and family names.
 */
function risName(name: string) {
  const parsed = parseAuthorName(name)
  if ('literal' in parsed) return `${parsed.literal},`
  return [parsed.family, parsed.given, parsed.suffix].filter(Boolean).join(', ')
}

function risRecord(record: ExportRecord): string[] {
  const lines: [string, string | undefined][] = [
    ['TY', record.isKnown ? 'JOUR' : 'GEN'],
    ...record.authors.map((name): [string, string] => ['AU', risName(name)]),
    ['TI', record.title],
    ['T2', record.info?.journal],
    ['JO', record.info?.journal],
    ['PY', record.info?.year],
    ['VL', record.info?.volume],
    ['IS', record.info?.issue],
    ['SP', record.info?.startPage],
    ['EP', record.info?.endPage],
    ['DO', record.doi],
    ['AN', record.pmid],
    ['DB', 'PubMed'],
    ['UR', pubmedUrl(record.pmid)],
    ['N1', record.note],
  ]
  return [
    ...lines
      .filter((line): line is [string, string] => Boolean(line[1]))
      .map(([tag, value]) => `${tag}  - ${value}`),
    'ER  - ',
  ]
}

/**
 * The references as an RIS file (Zotero, EndNote, Mendeley): one JOUR
 * record per reference in the given order, CRLF line endings, UTF-8 text.
 * The PMID goes in AN (accession number, with DB PubMed), as PubMed's own
 * exports to EndNote do; UR is the PubMed page. A cited PMID the
 * bibliography lacks still gets a record (GEN, with its PMID), so records
 * and reference numbers stay in step.
 */
export function toRis(references: readonly Reference[]): string {
  return references
    .map((reference) => [...risRecord(toRecord(reference)), ''].join('\r\n'))
    .join('\r\n')
}

// BibTeX --------------------------------------------------------------------

// Braces as commands rather than \{ \}: BibTeX counts every brace it reads,
// escaped or not, so a lone one would end the field early.
const BIBTEX_ESCAPES: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\textbraceleft{}',
  '}': '\\textbraceright{}',
  $: '\\$',
  '&': '\\&',
  '%': '\\%',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
  '`': '\\textasciigrave{}',
}

/** Text for a BibTeX field: LaTeX's special characters escaped, Unicode kept. */
const bibtexText = (text: string) =>
  text.replace(/[\\{}$&%#_~^`]/g, (char) => BIBTEX_ESCAPES[char] ?? char)

/** Verbatim fields (doi, url) are not read as LaTeX; only braces and backslashes could break them. */
const bibtexVerbatim = (text: string) =>
  text.replace(
    /[{}\\]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )

/**
 * 'Family, Given' (or 'Family, Suffix, Given'); a name that does not split
 * is braced so BibTeX keeps it whole, as is any name with ' and ' in it,
 * which BibTeX would otherwise read as two people.
 */
function bibtexName(name: string) {
  const parsed = /\sand\s/i.test(name)
    ? { literal: name }
    : parseAuthorName(name)
  if ('literal' in parsed) return `{${bibtexText(parsed.literal)}}`
  return [parsed.family, parsed.suffix, parsed.given]
    .filter(Boolean)
    .map((part) => bibtexText(part ?? ''))
    .join(', ')
}

function bibtexRecord(record: ExportRecord): string {
  const { info } = record
  const pages = info?.startPage
    ? [info.startPage, info.endPage].filter(Boolean).join('--')
    : undefined
  const fields: [string, string | undefined][] = [
    ['author', record.authors.map(bibtexName).join(' and ') || undefined],
    // Double braces keep the title's capitals (POTS, TSH) as written.
    ['title', record.title ? `{${bibtexText(record.title)}}` : undefined],
    ['journal', info ? bibtexText(info.journal) : undefined],
    ['year', info?.year],
    ['volume', info?.volume ? bibtexText(info.volume) : undefined],
    ['number', info?.issue ? bibtexText(info.issue) : undefined],
    ['pages', pages ? bibtexText(pages) : undefined],
    ['doi', record.doi ? bibtexVerbatim(record.doi) : undefined],
    ['pmid', bibtexVerbatim(record.pmid)],
    ['url', bibtexVerbatim(pubmedUrl(record.pmid))],
    ['note', record.note ? bibtexText(record.note) : undefined],
  ]
  const body = fields
    .filter((field): field is [string, string] => Boolean(field[1]))
    .map(([name, value]) => `  ${name} = {${value}}`)
    .join(',\n')
  const type = record.isKnown ? 'article' : 'misc'
  const key = `pmid${record.pmid.replace(/[^A-Za-z0-9]/g, '')}`
  return `@${type}{${key},\n${body}\n}\n`
}

/**
 * The references as a BibTeX file: one @article per reference in the given
 * order, keyed `pmid31415926`, authors joined with ' and ', special
 * characters escaped and other text kept as UTF-8. The PMID is in `pmid`
 * (read by Zotero and JabRef) and `url`. A cited PMID the bibliography
 * lacks becomes a @misc with its PMID.
 */
export function toBibtex(references: readonly Reference[]): string {
  return references
    .map((reference) => bibtexRecord(toRecord(reference)))
    .join('\n')
}

export type ReferenceFormat = 'ris' | 'bibtex'

export const REFERENCE_FORMATS: Record<
  ReferenceFormat,
  {
    label: string
    extension: string
    mimeType: string
    write: (references: readonly Reference[]) => string
  }
> = {
  ris: {
    label: 'RIS',
    extension: 'ris',
    mimeType: 'application/x-research-info-systems;charset=utf-8',
    write: toRis,
  },
  bibtex: {
    label: 'BibTeX',
    extension: 'bib',
    mimeType: 'application/x-bibtex;charset=utf-8',
    write: toBibtex,
  },
}
