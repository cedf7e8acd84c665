import type { BibliographyEntry } from '@/types/bibliography'

export type AuthorName =
  { family: string; given: string; suffix?: string } | { literal: string }

// PubMed's form: family name, then up to four initials, then an optional
// suffix ('Smith J', 'van der Berg MA', 'Ødegård Ø', 'Smith JR Jr').
const NLM_NAME =
  /^(?<family>\S.*?)\s+(?<initials>\p{Lu}{1,4})(?:\s+(?<suffix>Jr|Sr|II|III|IV|V|2nd|3rd|4th))?\.?$/u
const ET_AL = /^et\.?\s*al\.?$/i

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The entry's authors, one PubMed-style list in a string ('Smith J, Doe A') split; `hasMore` after an 'et al.'. */
export function authorNames(entry: BibliographyEntry | undefined): {
  names: string[]
  hasMore: boolean
} {
  const names: string[] = []
  let hasMore = false
  for (const raw of entry?.authors ?? []) {
    const name = collapse(raw)
    const parts = name.split(/\s*,\s*/)
    const isList =
      parts.length > 1 && parts.every((part) => NLM_NAME.test(part))
    for (const part of isList ? parts : [name]) {
      if (ET_AL.test(part)) hasMore = true
      else if (part) names.push(part)
    }
  }
  return { names, hasMore }
}

/** 'Smith JR' or 'Smith, John'; anything else stays literal, so no reference manager cuts it wrongly. */
export function parseAuthorName(name: string): AuthorName {
  const nlm = NLM_NAME.exec(name)
  if (nlm?.groups) {
    const { family = '', initials = '', suffix } = nlm.groups
    return {
      family,
      given: [...initials].map((initial) => `${initial}.`).join(' '),
      ...(suffix ? { suffix } : {}),
    }
  }
  const parts = name.split(',').map((part) => part.trim())
  if (parts.length === 2 && parts[0] && parts[1]) {
    return { family: parts[0], given: parts[1] }
  }
  return { literal: name }
}
