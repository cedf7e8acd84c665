import * as v from 'valibot'

import { map, notArray, recordOrEmpty } from './list-or-empty'

export const citedChunkSchema = notArray(
  v.object({ content: v.nullish(v.string()) }),
)

export const bibliographyEntrySchema = notArray(
  v.object({
    id: v.nullish(v.string()),
    documentId: v.nullish(v.string()),
    title: v.nullish(v.string()),
    authors: v.pipe(
      v.nullish(v.union([v.array(v.string()), v.string()]), () => []),
      v.transform((authors) =>
        typeof authors === 'string' ? [authors] : authors,
      ),
    ),
    biblioInfo: v.nullish(v.string()),
    doi: v.nullish(v.string()),
    citedChunks: recordOrEmpty(citedChunkSchema),
  }),
)

export type BibliographyEntry = v.InferOutput<typeof bibliographyEntrySchema>

/** Keyed by PubMed id. */
export const bibliographySchema = map(bibliographyEntrySchema)
export type Bibliography = v.InferOutput<typeof bibliographySchema>
