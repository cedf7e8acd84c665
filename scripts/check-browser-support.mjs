/**
 * `npm run check:browsers`: fails when the built JavaScript (`npm run build`
 * first) uses syntax or an API that one of the supported browsers (the
 * `browserslist` field of package.json) lacks and the build does not
 * polyfill.
 *
 * - ECMAScript syntax and built-ins (ES2016 onwards): one eslint-plugin-es-x
 *   rule per feature, turned on when MDN's browser-compat-data says one of
 *   the browsers lacks the feature. Uses behind a feature test
 *   (`if (Promise.withResolvers)`, `typeof x.y == 'function' ? …`) pass.
 * - Web APIs: eslint-plugin-compat, from the same list.
 * - index.html's inline scripts (its polyfill, the loading page's watch)
 *   are checked as the chunks are.
 * - A built-in reported in a chunk passes when one of the build's polyfills
 *   provides it: index.html's inline scripts, or a polyfill chunk
 *   (`polyfills-*.js`). Run in a fresh JavaScript realm without the
 *   built-in, it must define it.
 * - The polyfills provide nothing every supported browser has: each
 *   ECMAScript built-in one defines in such a realm must be lacking in one
 *   of them (and each core-js module in a polyfill chunk must be needed, per
 *   core-js-compat).
 *
 * Prototype methods (`arr.toSorted()`) are only found where the receiver's
 * type shows in the code (`[…].toSorted()`); minified code rarely shows it.
 *
 *   node scripts/check-browser-support.mjs [dist]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import vm from 'node:vm'

import browserslist from 'browserslist'
import coreJsCompat from 'core-js-compat'
import { ESLint } from 'eslint'
import compat from 'eslint-plugin-compat'
import esX from 'eslint-plugin-es-x'
import globals from 'globals'

import { inlineScripts } from './security-headers.mjs'

const require = createRequire(import.meta.url)
const bcd = require('@mdn/browser-compat-data').javascript

/** browserslist's browser names → browser-compat-data's. */
const BCD_BROWSERS = {
  chrome: 'chrome',
  and_chr: 'chrome_android',
  edge: 'edge',
  firefox: 'firefox',
  and_ff: 'firefox_android',
  safari: 'safari',
  ios_saf: 'safari_ios',
  samsung: 'samsunginternet_android',
  opera: 'opera',
  op_mob: 'opera_android',
}
const BROWSER_NAMES = {
  chrome: 'Chrome',
  and_chr: 'Chrome for Android',
  edge: 'Edge',
  firefox: 'Firefox',
  and_ff: 'Firefox for Android',
  safari: 'Safari',
  ios_saf: 'iOS Safari',
  samsung: 'Samsung Internet',
  opera: 'Opera',
  op_mob: 'Opera Mobile',
}

/**
 * The browser-compat-data entries (under `javascript.`) of each syntax rule;
 * rules about built-ins are found from the name in their description.
 */
const SYNTAX_FEATURES = {
  'no-exponential-operators': ['operators.exponentiation'],
  'no-async-functions': ['statements.async_function'],
  'no-trailing-function-commas': [
    'statements.function.trailing_comma_in_parameters',
  ],
  'no-async-iteration': [
    'statements.for_await_of',
    'statements.async_generator_function',
  ],
  'no-malformed-template-literals': [
    'grammar.template_literals.template_literal_revision',
  ],
  'no-regexp-lookbehind-assertions': [
    'regular_expressions.lookbehind_assertion',
  ],
  'no-regexp-named-capture-groups': [
    'regular_expressions.named_capturing_group',
  ],
  'no-regexp-s-flag': ['builtins.RegExp.dotAll'],
  'no-regexp-unicode-property-escapes': [
    'regular_expressions.unicode_character_class_escape',
  ],
  'no-rest-spread-properties': [
    'operators.destructuring.rest_in_objects',
    'operators.spread.spread_in_object_literals',
  ],
  'no-json-superset': ['builtins.JSON.json_superset'],
  'no-optional-catch-binding': ['statements.try_catch.optional_catch_binding'],
  'no-bigint': ['builtins.BigInt'],
  'no-dynamic-import': ['operators.import'],
  'no-export-ns-from': ['statements.export.namespace'],
  'no-global-this': ['builtins.globalThis'],
  'no-import-meta': ['operators.import_meta'],
  'no-nullish-coalescing-operators': ['operators.nullish_coalescing'],
  'no-optional-chaining': ['operators.optional_chaining'],
  'no-logical-assignment-operators': [
    'operators.logical_and_assignment',
    'operators.logical_or_assignment',
    'operators.nullish_coalescing_assignment',
  ],
  'no-numeric-separators': ['grammar.numeric_separators'],
  'no-arbitrary-module-namespace-names': [
    'statements.export.arbitrary_module_namespace_identifier_names',
  ],
  'no-class-instance-fields': ['classes.public_class_fields'],
  'no-class-private-fields': ['classes.private_class_fields'],
  'no-class-private-methods': ['classes.private_class_methods'],
  'no-class-static-block': ['classes.static.initialization_blocks'],
  'no-class-static-fields': ['classes.static.class_fields'],
  'no-error-cause': ['builtins.Error.cause'],
  'no-private-in': ['classes.private_class_fields_in'],
  'no-regexp-d-flag': ['builtins.RegExp.hasIndices'],
  'no-top-level-await': ['operators.await.top_level'],
  'no-hashbang': ['grammar.hashbang_comments'],
  'no-regexp-v-flag': ['builtins.RegExp.unicodeSets'],
  'no-dynamic-import-options': ['operators.import.options_parameter'],
  'no-import-attributes': ['statements.import.import_attributes'],
  'no-json-modules': ['statements.import.import_attributes.type_json'],
  'no-regexp-duplicate-named-capturing-groups': [
    'regular_expressions.named_capturing_group.duplicate_named_capturing_groups',
  ],
  'no-regexp-modifiers': ['regular_expressions.modifier'],
  'no-trailing-dynamic-import-commas': [
    'grammar.trailing_commas.trailing_commas_in_dynamic_import',
  ],
  'no-using-declarations': ['statements.using', 'statements.await_using'],
  'no-json-parse-reviver-context-parameter': [
    'builtins.JSON.parse.reviver_parameter_context_argument',
  ],
  'no-resizable-and-growable-arraybuffers': ['builtins.ArrayBuffer.resizable'],
}
/** Property-escape values added in later editions: MDN has no entry per edition. */
for (const year of [2019, 2020, 2021, 2022, 2023]) {
  SYNTAX_FEATURES[`no-regexp-unicode-property-escapes-${year}`] =
    SYNTAX_FEATURES['no-regexp-unicode-property-escapes']
}

/**
 * Web APIs that their users only call after testing for them, which
 * eslint-plugin-compat cannot see (it knows `if (x)`, not `x && x.y`).
 */
const FEATURE_TESTED_WEB_APIS = {
  'navigator.connection': "React DOM: 'navigator.connection && …'",
}

/**
 * Problems found and not yet fixed: reported as warnings on every run, so
 * they stay in sight without failing `npm test`; one that is no longer
 * found fails the check until it is removed here. Matched by rule and by
 * the code at the reported place.
 */
const KNOWN_PROBLEMS = []

const ES_EDITIONS = [
  '2016',
  '2017',
  '2018',
  '2019',
  '2020',
  '2021',
  '2022',
  '2023',
  '2024',
  '2025',
  'next',
]

function lookUp(path) {
  let node = bcd
  for (const part of path.split('.')) node = node?.[part]
  return node?.__compat
}

/** `"15.4"` → `[15, 4]`, for comparing versions. */
const parseVersion = (version) =>
  String(version).replace(/^≤/, '').split('-')[0].split('.').map(Number)
function isAtLeast(version, minimum) {
  const a = parseVersion(version)
  const b = parseVersion(minimum)
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0)
  }
  return true
}

/** The first version of `browser` with full, unflagged support; null if none. */
function supportedSince(compatData, browser) {
  const statements = [compatData.support[browser] ?? []].flat()
  const full = statements.filter(
    (s) =>
      !s.flags &&
      !s.prefix &&
      !s.alternative_name &&
      !s.partial_implementation &&
      !s.version_removed,
  )
  const versions = full
    .map((s) => s.version_added)
    .filter((v) => typeof v === 'string' && v !== 'preview')
  if (full.some((s) => s.version_added === true)) return '0'
  if (!versions.length) return null
  return versions.reduce((a, b) => (isAtLeast(a, b) ? b : a))
}

/** The oldest version of each supported browser, e.g. `{ safari: '15.4' }`. */
function oldestVersions(targets) {
  const oldest = {}
  for (const target of targets) {
    const [name, version] = target.split(' ')
    if (!BCD_BROWSERS[name]) {
      throw new Error(`No compatibility data for '${target}' (browserslist)`)
    }
    if (!oldest[name] || !isAtLeast(version, oldest[name])) {
      oldest[name] = version
    }
  }
  return oldest
}

/**
 * Browsers among the oldest versions that lack any of the features. A
 * built-in MDN does not list yet is a proposal no browser ships.
 */
function lacking(paths, oldest, { isSyntax }) {
  const gaps = []
  for (const [name, version] of Object.entries(oldest)) {
    const since = paths.map((path) => {
      const data = lookUp(path)
      if (!data && isSyntax) {
        throw new Error(`browser-compat-data has no '${path}'`)
      }
      return data ? supportedSince(data, BCD_BROWSERS[name]) : null
    })
    const missing = since.some((v) => v === null)
    const newest = missing
      ? null
      : since.reduce((a, b) => (isAtLeast(a, b) ? a : b))
    if (missing || !isAtLeast(version, newest)) {
      gaps.push(
        `${BROWSER_NAMES[name]} ${version}` +
          (newest ? ` (needs ${newest})` : ''),
      )
    }
  }
  return gaps
}

/**
 * The built-ins an es-x rule is about, from its description:
 * "disallow the `Array.prototype.{flat,flatMap}` method." →
 * ['Array.prototype.flat', 'Array.prototype.flatMap'].
 */
function builtinsOf(rule) {
  const names = []
  for (const [, quoted] of rule.meta.docs.description.matchAll(/`([^`]+)`/g)) {
    const name = quoted.replace(/\(\)$/, '')
    const braces = name.match(/^(.*)\{([^}]+)\}$/)
    if (braces) {
      for (const part of braces[2].split(',')) names.push(braces[1] + part)
    } else names.push(name)
  }
  return names.filter((name) => /^[A-Z]\w*(\.\w+)*$|^globalThis$/.test(name))
}

/** The browser-compat-data entry of a built-in: Array.prototype.at → builtins.Array.at. */
const bcdPathOf = (builtin) => `builtins.${builtin.replace('.prototype.', '.')}`

/** es-x rules with their features, for every ES edition since ES2016. */
function esxFeatures() {
  const features = new Map()
  for (const edition of ES_EDITIONS) {
    const config = esX.configs[`flat/no-new-in-es${edition}`]
    for (const id of Object.keys(config.rules)) {
      const name = id.replace('es-x/', '')
      if (features.has(name)) continue
      const rule = esX.rules[name]
      const builtins = SYNTAX_FEATURES[name] ? [] : builtinsOf(rule)
      const paths = SYNTAX_FEATURES[name] ?? builtins.map(bcdPathOf)
      if (!paths.length) {
        throw new Error(
          `es-x/${name}: no browser-compat-data entry known; add it to SYNTAX_FEATURES`,
        )
      }
      features.set(name, { rule, paths, builtins })
    }
  }
  return features
}

/**
 * The host objects core-js reads while it installs itself; a realm made by
 * node:vm has only the ECMAScript built-ins.
 */
const HOST_GLOBALS = [
  'URL',
  'URLSearchParams',
  'DOMException',
  'TextEncoder',
  'TextDecoder',
  'setTimeout',
  'clearTimeout',
  'queueMicrotask',
]

/**
 * Whether running a polyfill's code in a realm without `builtin` (e.g.
 * 'Promise.withResolvers', 'structuredClone') defines it.
 */
function polyfills(polyfillCode, builtin) {
  if (!polyfillCode) return false
  const path = builtin.split('.')
  const context = vm.createContext(
    Object.fromEntries(HOST_GLOBALS.map((name) => [name, globalThis[name]])),
  )
  const owner = path.slice(0, -1).join('.') || 'globalThis'
  const reference = `${owner}[${JSON.stringify(path.at(-1))}]`
  try {
    vm.runInContext(
      `if (typeof ${path[0]} !== 'undefined') delete ${reference}`,
      context,
    )
    // A built-in that cannot be removed (Symbol.matchAll) cannot be tested.
    if (vm.runInContext(`typeof ${reference} !== 'undefined'`, context)) {
      return false
    }
    vm.runInContext(polyfillCode, context)
    return vm.runInContext(`typeof ${reference} !== 'undefined'`, context)
  } catch {
    return false
  }
}

/**
 * The built-ins (of `builtins`) that a polyfill's code defines in a realm
 * that lacks them, whether it is hand-written or core-js.
 */
function providedBuiltins(polyfillCode, builtins) {
  return builtins.filter((builtin) => polyfills(polyfillCode, builtin))
}

/**
 * core-js modules in the polyfill chunk (from its source map) that none of
 * the supported browsers needs any more.
 */
function unneededPolyfills(mapFile, targets) {
  let sources
  try {
    sources = JSON.parse(readFileSync(mapFile, 'utf8')).sources
  } catch {
    return []
  }
  const modules = sources
    .map((source) => source.match(/core-js\/modules\/(.+)\.js$/)?.[1])
    .filter(Boolean)
  const { list } = coreJsCompat({ targets, modules })
  return modules.filter((module) => !list.includes(module))
}

/**
 * Lints the chunks of a build (`dist`) against the supported browsers.
 * Returns what failed (`problems`), what passed because it is polyfilled or
 * feature-tested (`accepted`), and the known problems it found.
 */
export async function checkBuild(
  dist,
  { knownProblems = KNOWN_PROBLEMS, log = console.log } = {},
) {
  const assets = join(dist, 'assets')
  const files = readdirSync(assets).filter((file) => file.endsWith('.js'))
  const polyfillFile = files.find((file) => file.startsWith('polyfills-'))
  const chunks = files.filter((file) => file !== polyfillFile)
  // Linted as the chunks are, under these names.
  const pageScripts = existsSync(join(dist, 'index.html'))
    ? inlineScripts(readFileSync(join(dist, 'index.html'), 'utf8')).map(
        (code, index) => ({ name: `index.html#script-${index + 1}`, code }),
      )
    : []
  /** Every polyfill the build has: the page's scripts and a polyfill chunk. */
  const polyfillSources = [
    ...pageScripts,
    ...(polyfillFile
      ? [
          {
            name: polyfillFile,
            code: readFileSync(join(assets, polyfillFile), 'utf8'),
          },
        ]
      : []),
  ]
  const polyfilledBy = (builtins) =>
    polyfillSources.find(({ code }) =>
      builtins.every((builtin) => polyfills(code, builtin)),
    )?.name

  const targets = browserslist()
  const oldest = oldestVersions(targets)
  log(
    `Supported browsers (oldest versions): ${Object.entries(oldest)
      .map(([name, version]) => `${BROWSER_NAMES[name]} ${version}`)
      .join(', ')}`,
  )

  const rules = {}
  const gapsByRule = new Map()
  const allBuiltins = []
  for (const [name, { rule, paths, builtins }] of esxFeatures()) {
    allBuiltins.push(...builtins)
    const gaps = lacking(paths, oldest, { isSyntax: !builtins.length })
    if (!gaps.length) continue
    gapsByRule.set(`es-x/${name}`, { gaps, builtins })
    const properties = rule.meta.schema?.[0]?.properties ?? {}
    rules[`es-x/${name}`] = properties.allowTestedProperty
      ? ['error', { allowTestedProperty: true }]
      : 'error'
  }

  const eslint = new ESLint({
    cwd: dist,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.js'],
        linterOptions: { reportUnusedDisableDirectives: 'off' },
        languageOptions: {
          ecmaVersion: 'latest',
          sourceType: 'module',
          globals: globals.browser,
        },
        plugins: { 'es-x': esX, compat },
        settings: {
          browsers: targets,
          // ECMAScript built-ins are es-x's part; compat checks Web APIs.
          polyfills: ['es:all'],
        },
        rules: { ...rules, 'compat/compat': 'error' },
      },
    ],
  })
  const results = [
    ...(chunks.length
      ? await eslint.lintFiles(chunks.map((file) => join(assets, file)))
      : []),
    ...(
      await Promise.all(
        pageScripts.map(({ name, code }) =>
          eslint.lintText(code, { filePath: join(dist, `${name}.js`) }),
        ),
      )
    ).flat(),
  ]
  const pageScriptAt = new Map(
    pageScripts.map((script) => [join(dist, `${script.name}.js`), script]),
  )

  const problems = []
  const accepted = new Map()
  const known = new Set()
  for (const result of results) {
    const pageScript = pageScriptAt.get(result.filePath)
    const file = pageScript?.name ?? result.filePath.slice(dist.length + 1)
    const lines = (
      pageScript?.code ?? readFileSync(result.filePath, 'utf8')
    ).split('\n')
    for (const message of result.messages) {
      if (message.fatal || !message.ruleId) {
        problems.push(`${file}: ${message.message}`)
        continue
      }
      const line = lines[message.line - 1]
      let builtins = gapsByRule.get(message.ruleId)?.builtins ?? []
      let gaps = gapsByRule.get(message.ruleId)?.gaps.join(', ')
      if (message.ruleId === 'compat/compat') {
        const [api, browsers] = message.message.split(' is not supported in ')
        const name = api.replace(/\(\)$/, '')
        // es-x/no-regexp-lookbehind-assertions reports the same place.
        if (name === 'Lookbehind') continue
        if (FEATURE_TESTED_WEB_APIS[name]) {
          accepted.set(name, FEATURE_TESTED_WEB_APIS[name])
          continue
        }
        builtins = [name]
        gaps = browsers
      }
      const polyfill = builtins.length ? polyfilledBy(builtins) : undefined
      if (polyfill) {
        accepted.set(builtins.join(', '), `polyfilled (${polyfill})`)
        continue
      }
      const at = line.slice(message.column - 1, message.column + 150)
      const knownProblem = knownProblems.find(
        (problem) =>
          problem.ruleId === message.ruleId &&
          problem.codes.some((code) => at.includes(code)),
      )
      if (knownProblem) {
        known.add(knownProblem)
        continue
      }
      problems.push(
        `${file}:${message.line}:${message.column} ${message.message} (${message.ruleId})\n` +
          `    lacking in: ${gaps}\n` +
          `    code: …${line.slice(Math.max(0, message.column - 41), message.column + 59)}…`,
      )
    }
  }

  for (const { name, code } of polyfillSources) {
    for (const builtin of providedBuiltins(code, allBuiltins)) {
      const gaps = lacking([bcdPathOf(builtin)], oldest, { isSyntax: false })
      if (gaps.length) continue
      problems.push(
        `${name}: '${builtin}' is polyfilled, yet every supported browser has it: remove its polyfill`,
      )
    }
  }
  if (polyfillFile) {
    for (const module of unneededPolyfills(
      join(assets, `${polyfillFile}.map`),
      targets,
    )) {
      problems.push(
        `${polyfillFile}: core-js '${module}' is needed by none of the supported browsers: remove it from vite.config.ts`,
      )
    }
  }
  for (const problem of knownProblems) {
    if (!known.has(problem)) {
      problems.push(
        `Not found any more (remove it from KNOWN_PROBLEMS): ${problem.what}`,
      )
    }
  }
  return {
    problems,
    accepted,
    known: [...known],
    chunkCount: chunks.length,
    pageScriptCount: pageScripts.length,
    ruleCount: Object.keys(rules).length,
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { problems, accepted, known, chunkCount, pageScriptCount, ruleCount } =
    await checkBuild(resolve(process.argv[2] ?? 'dist'))
  for (const [name, reason] of accepted) console.log(`ok  ${name}: ${reason}`)
  for (const problem of known) {
    console.warn(`KNOWN PROBLEM, not yet fixed: ${problem.what}`)
  }
  if (problems.length) {
    console.error(
      `\n${problems.length} use(s) of syntax or APIs the supported browsers lack:\n\n` +
        problems.join('\n\n') +
        "\n\nPolyfill the API (index.html's first script) or avoid it; syntax cannot be polyfilled.",
    )
  } else {
    console.log(
      `${chunkCount} chunks and index.html's ${pageScriptCount} inline scripts checked against ${ruleCount} syntax and built-in rules and the Web API data: ok`,
    )
  }
  // Exits at once: polyfills probed in their own realms may have left timers.
  process.exit(problems.length ? 1 : 0)
}
