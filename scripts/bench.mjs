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
 *
 * Then the same report in Chromium (scripts/bench-browser.mjs): the longest
 * main-thread task while the production build renders it, opened directly
 * and arriving by polling, and how late a click during that render is
 * handled.
 *
 *   npm run bench [-- --check] [--only node|browser] [--cpu-slowdown 4] [--dir dist]
 *
 * `--check` exits 1 when a longest task in Chromium is over 50 ms; the Node
 * figures are printed against their targets for a person to read.
 * `--dir` serves an existing build instead of building into dist-perf/.
 */
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { createServer } from 'vite'

import { runBrowserBench } from './bench-browser.mjs'
import { buildReport, CITATIONS } from './bench-data.mjs'
import { BUILD_OPTION } from './perf-stack.mjs'

const REPORT_TARGET_MS = 50
const TREE_TARGET_MS = 30
const PROJECTS = 200
const ANALYSES_PER_PROJECT = 20
const WARM_UP = 5
const RUNS = 15

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

/** The render times in Node, as described above. */
async function runServerBench() {
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
      console.error(
        `Expected ${CITATIONS} citation markers, rendered ${markers}`,
      )
      process.exitCode = 1
    }

    // Project tree
    const { ProjectTreeItem } = await load(
      '/src/features/projects/components/project-tree-item.tsx',
    )
    const { projectQueries } = await load('@/api/projects/queries')
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
}

const { values: options } = parseArgs({
  options: {
    ...BUILD_OPTION,
    check: { type: 'boolean', default: false },
    only: { type: 'string' },
    'cpu-slowdown': { type: 'string', default: '1' },
  },
})
if (options.only !== 'browser') await runServerBench()
if (options.only !== 'node') {
  const { overBudget } = await runBrowserBench({
    dir: options.dir,
    cpuSlowdown: Number(options['cpu-slowdown']),
  })
  if (overBudget && options.check) process.exitCode = 1
}
