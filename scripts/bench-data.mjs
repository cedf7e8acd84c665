/**
 * The benchmark report, shared by the render benchmarks in Node
 * (scripts/bench.mjs) and in Chromium (scripts/bench-browser.mjs): about
 * LENGTH characters of Markdown with CITATIONS citation markers spread evenly
 * over sections of text, lists and tables, and its bibliography in the API's
 * shape (one entry per cited paper).
 */

export const CITATIONS = 300
export const LENGTH = 40_000
/** One '## Section n' heading per 8 citations. */
export const SECTIONS = Math.ceil(CITATIONS / 8)

/** @returns {{ content: string, bibliography: Record<string, object> }} */
export function buildReport() {
  /** @type {Record<string, object>} */
  const bibliography = {}
  const blocks = ['# Benchmark report\n']
  let citation = 0
  const cite = () => {
    if (citation >= CITATIONS) return ''
    const pmid = String(30_000_000 + citation)
    citation += 1
    bibliography[pmid] = {
      id: pmid,
      documentId: `doc_${pmid}`,
      title: `A study of thyroid function and insulin needs, number ${citation}`,
      authors: ['Kowalczyk A', 'Rahman S', 'Oduya T'],
      biblioInfo: 'Diabetes Care Perspectives. 2020;12(4):301-309.',
      doi: citation % 3 ? `10.5555/bench.${pmid}` : null,
      citedChunks: {
        [`${pmid}-abstract-1`]: { content: 'First paragraph.\n\nSecond.' },
      },
    }
    return `[${pmid}-abstract-1]`
  }
  const filler =
    'Decisions are usually individual, taking into account antibodies, symptoms, age and plans for pregnancy. '
  const sections = SECTIONS
  // Citations and plain text spread evenly, as in a real report.
  const fillerPerSection = Math.ceil(
    (LENGTH - 560 * sections) / sections / filler.length,
  )
  for (let section = 1; section <= sections; section++) {
    blocks.push(`## Section ${section}\n`)
    blocks.push(
      `Your records show a **raised TSH** with a *low-normal free T4*, which is typical of an autoimmune thyroid condition ${cite()}. It is more common in people with type 1 diabetes ${cite()}${cite()}.\n`,
    )
    blocks.push(
      `- Regular checks are recommended ${cite()}\n- Insulin needs may change ${cite()}\n- Symptoms overlap ${cite()}\n`,
    )
    blocks.push(
      `| Test | Result | Source |\n| --- | --- | --- |\n| TSH | 6.8 mIU/L | ${cite()} |\n| Free T4 | 11.2 pmol/L | ${cite()} |\n`,
    )
    blocks.push(`${filler.repeat(Math.max(fillerPerSection, 0))}\n`)
  }
  let content = blocks.join('\n')
  while (content.length < LENGTH) content += `\n${filler}\n`
  return { content, bibliography }
}
