import { authorNames, parseAuthorName } from './author-names'
import { parseBiblioInfo } from './biblio-info'
import {
  cleanDoi,
  entryTitle,
  hasRealTitle,
  pubmedUrl,
  type Reference,
} from './references'

const oneLine = (text: string | null | undefined) =>
  // eslint-disable-next-line no-control-regex
  (text ?? '').replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim()

function toRecord({ pmid, entry }: Reference) {
  const biblioInfo = oneLine(entry?.biblioInfo)
  const info = parseBiblioInfo(biblioInfo)
  const doi = entry?.doi ? oneLine(cleanDoi(entry.doi)) : ''
  return {
    pmid,
    // False for a cited PMID the bibliography lacks: only its PMID is known.
    isKnown: Boolean(entry),
    authors: authorNames(entry).names,
    title: hasRealTitle(entry) ? oneLine(entryTitle(entry)) : undefined,
    doi: doi || undefined,
    info,
    // As written, when it could not be read into parts.
    note: !info && biblioInfo ? biblioInfo : undefined,
  }
}
type ExportRecord = ReturnType<typeof toRecord>

type Field = [string, string | undefined]
const filled = (fields: Field[]) =>
  fields.filter((field): field is [string, string] => Boolean(field[1]))

// A name that does not split keeps a trailing comma, which EndNote and
// Zotero read as a family name alone: an organisation is not cut in two.
function risName(name: string) {
  const parsed = parseAuthorName(name)
  if ('literal' in parsed) return `${parsed.literal},`
  return [parsed.family, parsed.given, parsed.suffix].filter(Boolean).join(', ')
}

function risRecord({ info, ...record }: ExportRecord): string {
  const lines = filled([
    ['TY', record.isKnown ? 'JOUR' : 'GEN'],
    ...record.authors.map((name): Field => ['AU', risName(name)]),
    ['TI', record.title],
    ['T2', info?.journal],
    ['JO', info?.journal],
    ['PY', info?.year],
    ['VL', info?.volume],
    ['IS', info?.issue],
    ['SP', info?.startPage],
    ['EP', info?.endPage],
    ['DO', record.doi],
    ['AN', record.pmid],
    // eslint-disable-next-line lingui/no-unlocalized-strings -- RIS value: the database's name
    ['DB', 'PubMed'],
    ['UR', pubmedUrl(record.pmid)],
    ['N1', record.note],
  ]).map(([tag, value]) => `${tag}  - ${value}`)
  // eslint-disable-next-line lingui/no-unlocalized-strings -- RIS end-of-record tag
  return [...lines, 'ER  - ', ''].join('\r\n')
}

// The PMID in AN (with DB PubMed), as PubMed's own exports to EndNote; a
// PMID the bibliography lacks still gets a record, to keep numbers in step.
export const toRis = (references: readonly Reference[]): string =>
  references.map((reference) => risRecord(toRecord(reference))).join('\r\n')

// Braces as commands rather than \{ \}: BibTeX counts every brace it reads,
// escaped or not, so a lone one would end the field early.
const LATEX_COMMANDS: Record<string, string> = {
  '\\': 'textbackslash',
  '{': 'textbraceleft',
  '}': 'textbraceright',
  '~': 'textasciitilde',
  '^': 'textasciicircum',
  '`': 'textasciigrave',
}

const bibtexText = (text: string) =>
  text.replace(/[\\{}$&%#_~^`]/g, (char) =>
    LATEX_COMMANDS[char] ? `\\${LATEX_COMMANDS[char]}{}` : `\\${char}`,
  )
const optionalText = (text: string | undefined) =>
  text ? bibtexText(text) : undefined

/** Verbatim fields (doi, url) are not read as LaTeX; only braces and backslashes could break them. */
const bibtexVerbatim = (text: string) =>
  text.replace(
    /[{}\\]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )

// A name that does not split is braced so BibTeX keeps it whole, as is one
// with ' and ' in it, which BibTeX would read as two people.
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

function bibtexRecord({ info, ...record }: ExportRecord): string {
  const pages = info?.startPage
    ? [info.startPage, info.endPage].filter(Boolean).join('--')
    : undefined
  const body = filled([
    ['author', record.authors.map(bibtexName).join(' and ')],
    // Double braces keep the title's capitals (POTS, TSH) as written.
    ['title', record.title ? `{${bibtexText(record.title)}}` : undefined],
    ['journal', optionalText(info?.journal)],
    ['year', info?.year],
    ['volume', optionalText(info?.volume)],
    ['number', optionalText(info?.issue)],
    ['pages', optionalText(pages)],
    ['doi', record.doi ? bibtexVerbatim(record.doi) : undefined],
    ['pmid', bibtexVerbatim(record.pmid)],
    ['url', bibtexVerbatim(pubmedUrl(record.pmid))],
    ['note', optionalText(record.note)],
  ])
    .map(([name, value]) => `  ${name} = {${value}}`)
    .join(',\n')
  const type = record.isKnown ? 'article' : 'misc'
  const key = `pmid${record.pmid.replace(/[^A-Za-z0-9]/g, '')}`
  return `@${type}{${key},\n${body}\n}\n`
}

/** Zotero and JabRef read the `pmid` field. */
export const toBibtex = (references: readonly Reference[]): string =>
  references.map((reference) => bibtexRecord(toRecord(reference))).join('\n')

export const REFERENCE_FORMATS = [
  {
    label: 'RIS',
    extension: 'ris',
    // eslint-disable-next-line lingui/no-unlocalized-strings -- MIME type
    mimeType: 'application/x-research-info-systems;charset=utf-8',
    write: toRis,
  },
  {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the format's own name
    label: 'BibTeX',
    extension: 'bib',
    // eslint-disable-next-line lingui/no-unlocalized-strings -- MIME type
    mimeType: 'application/x-bibtex;charset=utf-8',
    write: toBibtex,
  },
]
