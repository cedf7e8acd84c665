import { retrying } from '@/lib/lazy-code'

/**
 * micromark's decoder of named character references (`&amp;` in markdown):
 * vite.config.ts puts this module in place of
 * decode-named-character-reference. Its browser build writes the reference
 * into an element's innerHTML, a Trusted Types sink the production policy
 * closes; its other build carries the table of HTML's references (about
 * 10 KiB gzip), which few reports need. Here the table is a chunk of its
 * own, loaded for text that names a reference (`referencesLoading`).
 */
let references: Record<string, string> | undefined
let loading: (Promise<void> & { status?: 'fulfilled' }) | undefined

/** The character `name` stands for (without `&` and `;`), or false when it names none. */
export function decodeNamedCharacterReference(name: string): string | false {
  return references && Object.hasOwn(references, name)
    ? references[name]!
    : false
}

// CommonMark's named reference: a name of letters and digits, then `;`.
const NAMED_REFERENCE = /&[A-Za-z][A-Za-z\d]{0,31};/

/** When `text` names a reference: the table's loading, for React's `use` to wait for (at once once it has come). */
export function referencesLoading(text: string): Promise<void> | null {
  if (!NAMED_REFERENCE.test(text)) return null
  // Fetched again until it comes, as every part of the app's code is.
  loading ??= retrying(() => import('character-entities')).then((module) => {
    references = module.characterEntities
    // How React's `use` tells a settled promise: text that first asks
    // once the table is in (a later slice, printing) renders at once.
    loading!.status = 'fulfilled'
  })
  return loading
}
