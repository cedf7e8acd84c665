/**
 * The part of citation-js the export tests use to read RIS and BibTeX back
 * (the packages ship no types). Items come back as CSL-JSON.
 */
declare module '@citation-js/core' {
  export interface CslName {
    family?: string
    given?: string
    suffix?: string
    literal?: string
  }

  export interface CslItem {
    type?: string
    id?: string
    'citation-key'?: string
    author?: CslName[]
    title?: string
    'container-title'?: string
    'container-title-short'?: string
    issued?: { 'date-parts'?: (number | string)[][] }
    volume?: string
    issue?: string
    page?: string
    DOI?: string
    PMID?: string
    URL?: string
    note?: string
    source?: string
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
