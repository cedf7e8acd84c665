import * as z from 'zod/mini'

import { recordOrEmpty } from './list-or-empty'

export const citedChunkSchema = z.object({ content: z.nullish(z.string()) })

export const bibliographyEntrySchema = z.object({
  id: z.nullish(z.string()),
  documentId: z.nullish(z.string()),
  title: z.nullish(z.string()),
  authors: z.pipe(
    z.nullish(z.union([z.array(z.string()), z.string()])),
    z.transform((authors) =>
      typeof authors === 'string' ? [authors] : (authors ?? []),
    ),
  ),
  biblioInfo: z.nullish(z.string()),
  doi: z.nullish(z.string()),
  citedChunks: recordOrEmpty(citedChunkSchema),
})

export type BibliographyEntry = z.infer<typeof bibliographyEntrySchema>

/** Keyed by PubMed id. */
export const bibliographySchema = z.record(z.string(), bibliographyEntrySchema)
export type Bibliography = z.infer<typeof bibliographySchema>
