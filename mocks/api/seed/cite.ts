import type { ApiBibliography, ApiBibliographyEntry } from '../types'

/** A citation marker in report text: `[PMID-abstract-N]` or `[PMID-fulltext-N]`. */
export const CITATION_MARKER = /\[(\d+)-(abstract|fulltext)-(\d+)\]/g

interface EntryMeta {
  /** Omitted or empty for the case where the app shows "Title not available". */
  title?: string
  authors: string[]
  biblioInfo: string
  doi: string | null
}

/**
 * A bibliography entry whose `citedChunks` are keyed by marker text: the
 * chunk `'abstract-2'` of PMID 31415926 becomes `'31415926-abstract-2'`.
 */
export function entry(
  pmid: string,
  meta: EntryMeta,
  chunks: Record<string, string>,
): ApiBibliographyEntry {
  return {
    id: pmid,
    documentId: `doc_${pmid}`,
    ...meta,
    citedChunks: Object.fromEntries(
      Object.entries(chunks).map(([chunk, content]) => [
        `${pmid}-${chunk}`,
        { content },
      ]),
    ),
  }
}

/** The entries of `pool` that `content` cites, keyed by PMID. */
export function bibliographyFor(
  content: string,
  pool: readonly ApiBibliographyEntry[],
): ApiBibliography {
  const cited = new Set(
    [...content.matchAll(CITATION_MARKER)].map((match) => match[1]),
  )
  return Object.fromEntries(
    pool
      .filter((item) => cited.has(item.id))
      .map((item) => [item.id, structuredClone(item)]),
  )
}

/** A seeded analysis' content before it is stored. */
export interface SeedAnalysis {
  title: string
  content: string
  furtherQuestions: string[]
}
