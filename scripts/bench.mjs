/**
 * `npm run bench`: main-thread render times of the app's heaviest views,
 * printed as medians of RUNS renders after WARM_UP renders. The app's modules
 * load through Vite (TypeScript, CSS modules, the `@/` alias) and render with
 * react-dom/server, which does the same component work as the browser
 * without the DOM.
 *
 * Report: 40 000 characters with 300 citations (CitedReport: Markdown,
 * numbered citation markers, the references list).
 * - "first render": a report never seen before, parsed then rendered;
 * - "longest section": the report renders section by section (each its own
 *   component), so during a navigation React can yield between sections;
 *   this is the longest piece of work that cannot be interrupted;
 * - "render again": the same report, its parsed sections reused.
 *
 * Project tree: 200 projects of 20 analyses each in the left navigation,
 * as shown (the active project expanded) and with every project expanded.
 */
import { performance } from 'node:perf_hooks'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { createServer } from 'vite'

const REPORT_TARGET_MS = 50
const TREE_TARGET_MS = 30
const PROJECTS = 200
const ANALYSES_PER_PROJECT = 20
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
  const filler =
    'Decisions are usually individual, taking into account antibodies, symptoms, age and plans for pregnancy. '
  const sections = Math.ceil(CITATIONS / 8)
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

function buildProjects() {
  const day = (n) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString()
  return Array.from({ length: PROJECTS }, (_, p) => ({
    id: `prj_${p}`,
    name: `Research project ${p + 1}`,
    isActive: true,
    patientId: 'pat_bench',
    patientProjectId: null,
    createdAt: day(p),
    updatedAt: day(p + 1),
    records: [],
    analyses: Array.from({ length: ANALYSES_PER_PROJECT }, (_, a) => ({
      id: `ana_${p}_${a}`,
      title: `Is my result number ${a + 1} something to ask my doctor about?`,
      analysisType: a % 2 ? 'QUESTION' : 'REPORT',
      status: 'COMPLETED',
      createdAt: day(p + a),
      parentAnalysisId: null,
      children: [],
    })),
  }))
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** Median time of `run(i)` over RUNS calls, after WARM_UP calls. */
function measure(run) {
  for (let i = 0; i < WARM_UP; i++) run(`warm-up ${i}`)
  return median(
    Array.from({ length: RUNS }, (_, i) => {
      const started = performance.now()
      run(i)
      return performance.now() - started
    }),
  )
}

const verdict = (ms, target) =>
  `${ms.toFixed(1)} ms (target ≤ ${target} ms${ms > target ? ', OVER' : ''})`

const server = await createServer({
  appType: 'custom',
  mode: 'production',
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
})
try {
  const load = (path) => server.ssrLoadModule(path)
  const { CitedReport } = await load(
    '/src/features/citations/components/cited-report.tsx',
  )
  const { splitMarkdown } = await load(
    '/src/components/markdown/split-markdown.ts',
  )

  // Report
  const { content, bibliography } = buildReport()
  const renderReport = (text) =>
    renderToString(
      createElement(CitedReport, {
        analysisId: 'ana_bench',
        content: text,
        bibliography,
        headingOffset: 1,
      }),
    )
  const html = renderReport(content)
  const markers = html.match(/data-citation-key=/g)?.length ?? 0
  // A new string each time, so nothing parsed before is reused.
  const firstRender = measure((run) =>
    renderReport(content.replaceAll('## Section', `## Run ${run}, section`)),
  )
  const renderAgain = measure(() => renderReport(content))
  const sections = splitMarkdown(content)
  const longestSection = Math.max(
    ...sections.map((section) =>
      measure((run) => renderReport(`${section}\n\nRun ${run}.`)),
    ),
  )
  console.info(
    `Report: ${content.length} characters, ${markers} citation markers, ${Object.keys(bibliography).length} references, ${sections.length} sections`,
  )
  console.info(`  first render: ${firstRender.toFixed(1)} ms in all`)
  console.info(
    `  longest section: ${verdict(longestSection, REPORT_TARGET_MS)}`,
  )
  console.info(`  render again: ${verdict(renderAgain, REPORT_TARGET_MS)}`)
  if (markers !== CITATIONS) {
    console.error(`Expected ${CITATIONS} citation markers, rendered ${markers}`)
    process.exitCode = 1
  }

  // Project tree
  const { ProjectTreeItem } = await load(
    '/src/features/projects/components/project-tree-item.tsx',
  )
  const { projectQueries } = await load('@/api/project-queries')
  const projects = buildProjects()
  const queryClient = new QueryClient()
  queryClient.setQueryData(projectQueries.demo().queryKey, {
    demo_projects: [],
    patient_id: null,
  })
  const renderTree = (isExpanded) =>
    renderToString(
      createElement(
        QueryClientProvider,
        { client: queryClient },
        createElement(
          MemoryRouter,
          null,
          // The rows ProjectTree renders; the tree itself reads the active
          // selection from the store, which server rendering cannot set.
          createElement(
            'ul',
            null,
            projects.map((project, index) =>
              createElement(ProjectTreeItem, {
                key: project.id,
                project,
                isActive: index === 0,
                isExpanded: isExpanded(index),
                onToggle: () => {},
                onEdit: () => {},
                currentAnalysisId: undefined,
                revealedReportCount: null,
              }),
            ),
          ),
        ),
      ),
    )
  const asShown = (index) => index === 0
  const allExpanded = () => true
  const rows = renderTree(allExpanded).match(/<li/g)?.length ?? 0
  console.info(
    `Project tree: ${PROJECTS} projects × ${ANALYSES_PER_PROJECT} analyses (${rows} rows expanded)`,
  )
  console.info(
    `  as shown: ${verdict(
      measure(() => renderTree(asShown)),
      TREE_TARGET_MS,
    )}`,
  )
  console.info(
    `  every project expanded: ${measure(() => renderTree(allExpanded)).toFixed(1)} ms`,
  )
} finally {
  await server.close()
}
