import { fileURLToPath, URL } from 'node:url'

import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

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

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: fromRoot('./src') },
      ...(mode === 'production' ? reactRouterProduction : []),
    ],
  },
  server: { port: 5173, strictPort: true, host: 'localhost' },
  preview: { port: 4173, strictPort: true, host: 'localhost' },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    // The landing page's chunk is one piece (below); `npm run size` keeps
    // its gzip size in check instead of this warning about its minified size.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Everything the entry loads statically goes in one chunk. Left to
        // itself, Rolldown regroups those modules by which lazy chunks also
        // use them, so adding a lazy chunk re-cuts the landing page's chunks
        // and makes it larger (rolldown/rolldown#10731).
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
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
    ],
    restoreMocks: true,
    testTimeout: 15_000,
  },
}))
