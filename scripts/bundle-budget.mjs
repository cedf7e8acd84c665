/**
 * `npm run size`: the JavaScript each route downloads before it can show
 * anything, from the build's manifest (`npm run build` first), gzip level 9.
 *
 * - landing: every script index.html loads (the start-up watch, the
 *   polyfills, the sign-in chunk and the entry) and every chunk they import
 *   statically; the 'Ask A Question' tab (the index route) is part of the
 *   entry, or, were it lazy again, its chunk and their imports;
 * - report: what the report route adds on top of the landing route.
 *
 * Prints the figures and exits 1 when a route is over its budget, or when
 * code meant to load only on demand (the debug tools) is part of either.
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

import { readManifest, staticClosure } from './build-manifest.mjs'

const KiB = 1024
// How these figures were set: docs/performance.md; the landing route's, docs/decisions/0009-landing-budget-with-languages.md.
const BUDGETS = {
  landing: 155 * KiB,
  report: 60 * KiB,
}
const LANDING_ROUTE = 'src/app/routes/question-tab-route.tsx'
const REPORT_ROUTE = 'src/app/routes/report-detail-route.tsx'
/** Chunks requested only when needed (debug tools: when config.json enables them). */
const ON_DEMAND = ['src/features/debug/components/debug-tools.tsx']

const dist = resolve(process.argv[2] ?? 'dist')
const manifest = readManifest(dist)
const closure = (key) => staticClosure(manifest, key)

const gzipSizes = new Map()
function gzipSize(key) {
  const file = manifest[key].file
  if (!gzipSizes.has(file)) {
    const code = readFileSync(join(dist, file))
    gzipSizes.set(file, gzipSync(code, { level: 9 }).length)
  }
  return gzipSizes.get(file)
}

const total = (keys) => [...keys].reduce((sum, key) => sum + gzipSize(key), 0)

for (const route of [REPORT_ROUTE]) {
  if (!manifest[route]) {
    console.error(`${route} is not a chunk of the build: was it renamed?`)
    process.exit(1)
  }
}

/** Manifest keys of the scripts index.html loads. */
const html = readFileSync(join(dist, 'index.html'), 'utf8')
const pageScripts = [...html.matchAll(/<script\b[^>]*\ssrc="\/?([^"]+)"/g)].map(
  ([, file]) => {
    const key = Object.keys(manifest).find((k) => manifest[k].file === file)
    if (!key) {
      console.error(`${file} (index.html) is not in the build manifest`)
      process.exit(1)
    }
    return key
  },
)

const landing = new Set([
  ...pageScripts.flatMap((key) => [...closure(key)]),
  ...(manifest[LANDING_ROUTE] ? closure(LANDING_ROUTE) : []),
])
const report = new Set(
  [...closure(REPORT_ROUTE)].filter((key) => !landing.has(key)),
)

for (const module of ON_DEMAND) {
  if (!manifest[module]?.isDynamicEntry) {
    console.error(`${module} is not a chunk of its own, loaded on demand`)
    process.exit(1)
  }
  if (landing.has(module) || report.has(module)) {
    console.error(`${module} is loaded by a route before it shows anything`)
    process.exit(1)
  }
}

const format = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`
let overBudget = false
for (const [name, keys] of [
  ['landing', landing],
  ['report', report],
]) {
  const size = total(keys)
  const budget = BUDGETS[name]
  const verdict = size <= budget ? 'ok' : 'OVER BUDGET'
  if (size > budget) overBudget = true
  console.log(
    `${name.padEnd(8)} ${format(size).padStart(10)} of ${format(budget)}  ${verdict}`,
  )
  for (const key of [...keys].sort((a, b) => gzipSize(b) - gzipSize(a))) {
    console.log(
      `           ${format(gzipSize(key)).padStart(10)}  ${manifest[key].file}`,
    )
  }
}
process.exit(overBudget ? 1 : 0)
