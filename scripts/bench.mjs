/**
 * `npm run bench`: renders a report of 40 000 characters with 300 citations
 * (the citations feature's CitedReport: Markdown, numbered citation markers
 * and the references list) to HTML, and prints the median render time.
 *
 * The app's modules load through Vite (TypeScript, CSS modules, the `@/`
 * alias). Each figure is the median of RUNS renders after WARM_UP renders:
 * - "render": the same report again, its parsed Markdown reused (a panel
 *   re-rendering, the report shown again);
 * - "first render": a report never seen before, parsed then rendered.
 */
import { performance } from 'node:perf_hooks'

import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createServer } from 'vite'

const TARGET_MS = 50
const CITATIONS = 300
const LENGTH = 40_000
const WARM_UP = 5
const RUNS = 15

function buildReport() {
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
  let section = 0
  while (citation < CITATIONS) {
    section += 1
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
  }
  let content = blocks.join('\n')
  const filler =
    'Decisions are usually individual, taking into account antibodies, symptoms, age and plans for pregnancy. '
  while (content.length < LENGTH) content += `\n${filler.repeat(4)}\n`
  return { content, bibliography }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

const server = await createServer({
  appType: 'custom',
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
})
try {
  const { CitedReport } = await server.ssrLoadModule(
    '/src/features/citations/components/cited-report.tsx',
  )
  const { content, bibliography } = buildReport()
  const render = (text) => {
    const started = performance.now()
    const html = renderToString(
      createElement(CitedReport, {
        analysisId: 'ana_bench',
        content: text,
        bibliography,
        headingOffset: 1,
      }),
    )
    const elapsed = performance.now() - started
    return { elapsed, html }
  }

  const { html } = render(content)
  const markers = html.match(/data-citation-key=/g)?.length ?? 0
  for (let run = 0; run < WARM_UP; run++) render(content)
  const warm = Array.from({ length: RUNS }, () => render(content).elapsed)

  // A new string each time, so nothing parsed before is reused.
  const fresh = (run) => `${content}\n\nRun ${run}.`
  for (let run = 0; run < WARM_UP; run++) render(fresh(`warm-up ${run}`))
  const cold = Array.from(
    { length: RUNS },
    (_, run) => render(fresh(run)).elapsed,
  )

  const renderMs = median(warm)
  console.info(
    `Report: ${content.length} characters, ${markers} citation markers, ${Object.keys(bibliography).length} references`,
  )
  console.info(
    `render (median of ${RUNS}): ${renderMs.toFixed(1)} ms (target ≤ ${TARGET_MS} ms)`,
  )
  console.info(
    `first render, parsing included (median of ${RUNS}): ${median(cold).toFixed(1)} ms`,
  )
  if (markers !== CITATIONS) {
    console.error(`Expected ${CITATIONS} citation markers, rendered ${markers}`)
    process.exitCode = 1
  }
} finally {
  await server.close()
}
