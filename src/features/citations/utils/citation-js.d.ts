/** What the export tests use of citation-js (which ships no types) to read RIS and BibTeX back as CSL-JSON. */
declare module '@citation-js/core' {
  export interface CslItem {
    'citation-key'?: string
    author?: { family?: string; given?: string; suffix?: string }[]
    title?: string
    'container-title'?: string
    issued?: { 'date-parts'?: (number | string)[][] }
    page?: string
    DOI?: string
    URL?: string
    note?: string
  }

  export const plugins: {
    input: {
      chain(
        data: string,
        options: { forceType: string; generateGraph?: boolean },
      ): CslItem[]
    }
  }
}

declare module '@citation-js/plugin-ris'
declare module '@citation-js/plugin-bibtex'
