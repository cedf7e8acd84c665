import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib } from 'node:zlib'

import { lingui } from '@lingui/vite-plugin'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import legacy from '@vitejs/plugin-legacy'
import react from '@vitejs/plugin-react'
import browserslist from 'browserslist'
import { browserslistToTargets, transform } from 'lightningcss'
import postcss from 'postcss'
import type { Plugin, Rolldown } from 'vite'
import { defineConfig } from 'vitest/config'

import compileMessages, {
  catalogueKeys,
} from './scripts/babel-compile-messages.mjs'
import { NONCE_PLACEHOLDER } from './scripts/security-headers.mjs'
import { textSizeBreakpoints } from './scripts/text-size-breakpoints.ts'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// react-router's package exports point at its development build in every mode
// (remix-run/react-router#14753); production builds use its production build.
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: fromRoot(
      './node_modules/react-router/dist/production/index.mjs',
    ),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fromRoot(
      './node_modules/react-router/dist/production/dom-export.mjs',
    ),
  },
]

/** micromark's decoder of named character references, without the DOM or the table in the report's chunk (the module says why). */
const characterReferencesWithoutDom = {
  find: /^decode-named-character-reference$/,
  replacement: fromRoot('./src/components/markdown/character-references.ts'),
}

/**
 * The script index.html loads ahead of the app's entry, a chunk of its own
 * (by the chunk's name): its path is what it loads in development.
 * Sign-in (src/startup/sign-in.ts) is a small chunk that starts config.json
 * and the identity provider's checks while the entry, about ten times
 * larger, is still downloading; the entry imports it. Its modules are the
 * chunk's group below (`signInModules`). (The page's other scripts, the
 * polyfill and the loading page's watch, are written into index.html.)
 */
const SIGN_IN_SCRIPT = { src: '/src/startup/sign-in.ts', chunk: 'sign-in' }
/** The chunk of the app's entry, src/main.tsx (index.html's own script). */
const ENTRY_CHUNK = 'index'
const SIGN_IN = fromRoot(`.${SIGN_IN_SCRIPT.src}`)

/** The sign-in chunk's modules: its module and what it imports statically. */
const signInModules = new Set<string>()

/** The file of the build's chunk called `name`. */
function chunkFile(bundle: Rolldown.OutputBundle | undefined, name: string) {
  const chunk = Object.values(bundle ?? {}).find(
    (output) => output.type === 'chunk' && output.name === name,
  )
  if (!chunk) throw new Error(`The build has no ${name} chunk`)
  return chunk.fileName
}

function pageScripts(): Plugin {
  return {
    name: 'page-scripts',
    buildEnd() {
      signInModules.clear()
      const pending = [SIGN_IN]
      for (let id; (id = pending.pop());) {
        if (signInModules.has(id)) continue
        signInModules.add(id)
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []))
      }
    },
    transformIndexHtml(html, { bundle, server }) {
      const tags = [
        {
          tag: 'script',
          attrs: {
            type: 'module',
            crossorigin: true,
            src: server
              ? SIGN_IN_SCRIPT.src
              : `/${chunkFile(bundle, SIGN_IN_SCRIPT.chunk)}`,
          },
          injectTo: 'head-prepend' as const,
        },
      ]
      if (server) return tags
      // The entry is needed once sign-in has a token, several requests
      // later: at a low priority, the sign-in chunk, config.json and the
      // stylesheet go first where they share a connection.
      const entry = `src="/${chunkFile(bundle, ENTRY_CHUNK)}"`
      if (!html.includes(entry)) {
        throw new Error(`index.html has no script ${entry}`)
      }
      return {
        html: html.replace(entry, `fetchpriority="low" ${entry}`),
        tags,
      }
    },
  }
}

/** index.html's favicon link, as written in the file. */
const FAVICON_HREF = 'href="/favicon.svg"'

/**
 * Writes public/favicon.svg into index.html's icon link in the build: one
 * request fewer at start-up, where on HTTP/1.1's six connections per origin
 * the page's own scripts would wait for the one the favicon takes.
 */
function inlineFavicon(): Plugin {
  return {
    name: 'inline-favicon',
    apply: 'build',
    transformIndexHtml(html) {
      if (!html.includes(FAVICON_HREF)) {
        throw new Error(`index.html has no ${FAVICON_HREF}`)
      }
      const svg = readFileSync(fromRoot('./public/favicon.svg'), 'utf8')
      return html.replace(
        FAVICON_HREF,
        `href="data:image/svg+xml,${encodeURIComponent(svg.trim())}"`,
      )
    },
  }
}

/** The supported browsers: the `browserslist` field of package.json. */
const browsers = browserslist.loadConfig({ path: fromRoot('.') })

/**
 * The stylesheets index.html's loading page needs: the design tokens and
 * base styles (global.css, first in the cascade) and the page's own
 * (startup.css). The app's entry does not import them.
 */
const PAGE_STYLES = ['./src/styles/global.css', './src/styles/startup.css']

/** The link Vite writes for the entry's stylesheet, in index.html's head. */
const ENTRY_STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g

/**
 * The loading page paints as soon as index.html arrives, without waiting
 * for the app's stylesheet (one more request, ten times larger):
 * - the loading page's styles are written into the page (PAGE_STYLES,
 *   minified for the supported browsers), in a `<style>` element with the
 *   nonce placeholder that the server replaces with the nonce of its
 *   Content-Security-Policy (NONCE_PLACEHOLDER);
 * - in the build, the entry's stylesheet link moves from the head to the
 *   end of the body. There it holds back only what follows it (nothing
 *   that shows), and the app's scripts, which a browser runs only once the
 *   stylesheets before them have loaded: the app never renders unstyled.
 */
function inlinePageStyles(): Plugin {
  const targets = browserslistToTargets(browserslist(browsers))
  return {
    name: 'inline-page-styles',
    transformIndexHtml: {
      order: 'post',
      handler(html, { server }) {
        const css = PAGE_STYLES.map((path) => {
          const filename = fromRoot(path)
          const { css: scaled } = postcss([textSizeBreakpoints()]).process(
            readFileSync(filename, 'utf8'),
            { from: filename },
          )
          const code = Buffer.from(scaled)
          return transform({ filename, code, minify: true, targets }).code
        }).join('')
        const style = `<style nonce="${NONCE_PLACEHOLDER}">${css}</style>`
        if (server) return html.replace('</head>', `${style}</head>`)
        const links = html.match(ENTRY_STYLESHEET) ?? []
        if (links.length !== 1) {
          throw new Error(
            `index.html has ${links.length} stylesheet links, not the entry's one`,
          )
        }
        return html
          .replace(ENTRY_STYLESHEET, '')
          .replace('</head>', `${style}</head>`)
          .replace('</body>', `${links[0]!.trim()}</body>`)
      },
    },
  }
}

/** Scripts and stylesheets smaller than this get no Brotli copy: nginx's gzip serves them. */
const PRECOMPRESS_MIN_BYTES = 1024
const brotli = promisify(brotliCompress)

/**
 * Writes a Brotli copy, `file.br`, beside each script and stylesheet of the
 * build, at Brotli's best (too slow to do per request): about a seventh
 * smaller than the gzip nginx makes on the fly, so a first visit on a slow
 * connection downloads the landing page's scripts that much sooner. nginx
 * sends the copy to browsers that accept Brotli (deploy/nginx.conf.template;
 * every supported browser does over HTTPS), gzip to the others.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle({ dir = '' }, bundle) {
      await Promise.all(
        Object.values(bundle).map(async (output) => {
          if (!/\.(js|css)$/.test(output.fileName)) return
          const source = output.type === 'chunk' ? output.code : output.source
          const bytes = Buffer.from(source)
          if (bytes.length < PRECOMPRESS_MIN_BYTES) return
          const compressed = await brotli(bytes, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          })
          await writeFile(join(dir, `${output.fileName}.br`), compressed)
        }),
      )
    },
  }
}

/**
 * A CSS module's class in the production build: `_name_` and five
 * characters of a hash of its file's path from the project's root (every
 * machine builds the same names, and a file's names change only when it
 * moves). The default adds the rule's line, a third part the landing page's
 * script carries about 150 times: 0.3 KiB of gzip. Development and tests
 * keep the default.
 */
const shortClassName = (name: string, filename: string) =>
  `_${name}_${createHash('sha256')
    .update(relative(fromRoot('.'), filename))
    .digest('base64url')
    .slice(0, 5)}`

/**
 * Lingui's macros (`t`, `<Trans>`, `plural` from `@lingui/*\/macro`) become
 * message lookups that carry their English text, a plain one as its own key
 * (scripts/babel-compile-messages.mjs); only the files that import a macro
 * go through Babel. The other languages' catalogues (src/locales/*.po) are
 * compiled as they are imported, and keyed the same way.
 */
const linguiMacros = defineRolldownBabelPreset({
  preset: {
    plugins: [
      ['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }],
      compileMessages,
    ],
  },
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
})

/**
 * Lingui formats a plural's value with Intl.NumberFormat whether or not the
 * chosen branch shows it (`#`), and the first Intl formatter of a page
 * starts the platform's locale data: a task of about 65 ms on a phone, in
 * the middle of the first render that shows a count ('5,000 records', whose
 * number the app writes itself in English). Here the value is formatted only
 * for a branch with `#` in it. The build fails if Lingui's code changes shape.
 */
function linguiPluralWithoutNumber(): Plugin {
  const before = 'const replaceOctothorpe = (value, message) => {\n'
  const after = `${before}    if (typeof message === "string" && !message.includes(OCTOTHORPE_PH)) return message;\n`
  return {
    name: 'lingui-plural-without-number',
    transform(code, id) {
      if (!/[\\/]@lingui[\\/]core[\\/]dist[\\/]index\.mjs$/.test(id)) return
      if (!code.includes(before))
        this.error(
          `${id}: Lingui's replaceOctothorpe changed; see vite.config.ts`,
        )
      return { code: code.replace(before, after), map: null }
    },
  }
}

export default defineConfig(({ mode }) => ({
  plugins: [
    babel({ presets: [linguiMacros] }),
    react(),
    lingui({
      failOnMissing: mode === 'production',
      failOnCompileError: true,
    }),
    {
      name: 'catalogue-keys',
      transform: (code, id) =>
        id.endsWith('.po')
          ? // The catalogue is data: no source map to keep.
            { code: catalogueKeys(code, id), map: null }
          : undefined,
    },
    linguiPluralWithoutNumber(),
    pageScripts(),
    inlineFavicon(),
    inlinePageStyles(),
    precompress(),
    // One build for the browsers above, no legacy (SystemJS) build: the
    // syntax target comes from the same list (the plugin sets
    // `build.target`). The one API the bundle calls that a supported browser
    // lacks, Promise.withResolvers, is polyfilled by index.html's first
    // script, written by hand: core-js's module brings shared internals of
    // about 4 KiB gzip for a few lines of code, and its usage detection
    // cannot see types in minified code (it picks about 50 modules, 24 KiB
    // gzip, for this bundle, all but one unused). `npm run check:browsers`
    // fails when the built code needs one more, or when one is no longer
    // needed.
    legacy({
      modernTargets: browsers,
      modernPolyfills: false,
      renderLegacyChunks: false,
    }),
  ],
  css: {
    postcss: { plugins: [textSizeBreakpoints()] },
    modules:
      mode === 'production' ? { generateScopedName: shortClassName } : {},
  },
  define: {
    __APP_STARTED_ATTRIBUTE__: JSON.stringify('data-app-started'),
  },
  resolve: {
    alias: [
      { find: /^@mocks\//, replacement: `${fromRoot('./mocks')}/` },
      { find: /^@\//, replacement: `${fromRoot('./src')}/` },
      characterReferencesWithoutDom,
      ...(mode === 'production' ? reactRouterProduction : []),
    ],
  },
  server: { port: 5173, strictPort: true, host: 'localhost' },
  preview: { port: 4173, strictPort: true, host: 'localhost' },
  build: {
    sourcemap: true,
    manifest: true,
    modulePreload: {
      // The entry imports the sign-in chunk, which index.html's own script
      // tag already loads.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html'
          ? deps.filter(
              (dep) =>
                !dep.split('/').pop()!.startsWith(`${SIGN_IN_SCRIPT.chunk}-`),
            )
          : deps,
    },
    // The landing page's chunk is one piece (below); `npm run size` keeps
    // its gzip size in check instead of this warning about its minified size.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Everything the entry loads statically goes in one chunk. Left to
        // itself, Rolldown regroups those modules by which lazy chunks also
        // use them, so adding a lazy chunk re-cuts the landing page's chunks
        // and makes it larger (rolldown/rolldown#10731).
        // The sign-in chunk, which the entry imports, stays out of it;
        // Rolldown's helpers go with it, which would otherwise be a third
        // chunk.
        codeSplitting: {
          groups: [
            {
              name: 'sign-in',
              priority: 2,
              test: (id) =>
                signInModules.has(id) || id.includes('rolldown/runtime'),
            },
            { name: 'initial', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: [
      'src/**/*.test.{ts,tsx}',
      'mocks/**/*.test.ts',
      'deploy/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    restoreMocks: true,
    // The markdown parser's packages through the build's aliases, as in the
    // app (characterReferencesWithoutDom), rather than as Node loads them.
    server: {
      deps: {
        inline: [
          /node_modules\/(react-markdown|remark-parse|mdast-util-from-markdown|micromark)/,
        ],
      },
    },
    // A new order every run, files and the tests in each: a test that
    // counts on another before it fails. The seed printed at the start
    // (`Running tests with seed …`) repeats that order: `--sequence.seed`.
    sequence: { shuffle: true },
    // One test file per core. Vitest's default, a core fewer, leaves one of
    // a two-core machine idle, since the main process only hands out files.
    maxWorkers: '100%',
    testTimeout: 15_000,
  },
}))
