// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, beforeEach, expect, test } from 'vitest'

import { checkBuild } from './check-browser-support.mjs'

let dist: string

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'check-browser-support-'))
  mkdirSync(join(dist, 'assets'))
})

afterEach(() => rmSync(dist, { recursive: true, force: true }))

function build(files: Record<string, string>) {
  for (const [name, code] of Object.entries(files)) {
    writeFileSync(
      join(dist, name.endsWith('.html') ? '' : 'assets', name),
      code,
    )
  }
  return checkBuild(dist, { knownProblems: [], log: () => {} })
}

const USES_WITH_RESOLVERS =
  'export function wait(){let{promise:e,resolve:t}=Promise.withResolvers();return setTimeout(t),e}'

test('an API Safari 15.4 lacks fails the check without a polyfill', async () => {
  const { problems } = await build({ 'index-a1.js': USES_WITH_RESOLVERS })
  expect(problems).toHaveLength(1)
  expect(problems[0]).toContain("'Promise.withResolvers' is forbidden")
  expect(problems[0]).toContain('iOS Safari 15.4 (needs 17.4)')
})

test('the API passes when the polyfill chunk defines it', async () => {
  const { problems, accepted } = await build({
    'index-a1.js': USES_WITH_RESOLVERS,
    'polyfills-b2.js':
      'Promise.withResolvers||(Promise.withResolvers=function(){var e,t,n=new this(function(r,o){e=r,t=o});return{promise:n,resolve:e,reject:t}});',
  })
  expect(problems).toEqual([])
  expect(accepted.get('Promise.withResolvers')).toBe(
    'polyfilled (polyfills-b2.js)',
  )
})

test('a polyfill of a built-in every supported browser has fails the check', async () => {
  const { problems } = await build({
    'index-a1.js': USES_WITH_RESOLVERS,
    'polyfills-b2.js':
      'Promise.withResolvers||(Promise.withResolvers=function(){var e,t,n=new this(function(r,o){e=r,t=o});return{promise:n,resolve:e,reject:t}});' +
      'Object.hasOwn||(Object.hasOwn=function(o,k){return Object.prototype.hasOwnProperty.call(o,k)});',
  })
  expect(problems).toEqual([
    "polyfills-b2.js: 'Object.hasOwn' is polyfilled, yet every supported browser has it: remove its polyfill",
  ])
})

const POLYFILL_WITH_RESOLVERS =
  'Promise.withResolvers||(Promise.withResolvers=function(){var e,t,n=new this(function(r,o){e=r,t=o});return{promise:n,resolve:e,reject:t}});'

test("the API passes when one of index.html's inline scripts defines it; another that does not run in a bare realm is no matter", async () => {
  const { problems, accepted } = await build({
    'index-a1.js': USES_WITH_RESOLVERS,
    'index.html': `<!doctype html><html><head><script>${POLYFILL_WITH_RESOLVERS}</script></head><body><script>addEventListener('load',function(){})</script><script type="module" src="/assets/index-a1.js"></script></body></html>`,
  })
  expect(problems).toEqual([])
  expect(accepted.get('Promise.withResolvers')).toBe(
    'polyfilled (index.html#script-1)',
  )
})

test("index.html's inline scripts are checked as the chunks are", async () => {
  const { problems } = await build({
    'index.html': `<!doctype html><html><head><script>${POLYFILL_WITH_RESOLVERS}</script><script>Promise.withResolvers();const letters=/[\\p{L}--\\p{N}]/v</script></head></html>`,
  })
  expect(problems).toHaveLength(1)
  expect(problems[0]).toMatch(/^index\.html#script-2:1:\d+ .*'v' flag/)
})

test('a polyfill chunk that does not define the API does not pass it', async () => {
  const { problems } = await build({
    'index-a1.js': USES_WITH_RESOLVERS,
    'polyfills-b2.js': 'globalThis.somethingElse=1;',
  })
  expect(problems).toHaveLength(1)
})

test('a use behind a feature test passes', async () => {
  const { problems } = await build({
    'index-a1.js':
      'export const wait=()=>typeof Promise.withResolvers==`function`?Promise.withResolvers().promise:new Promise(()=>{})',
  })
  expect(problems).toEqual([])
})

test('syntax the browsers lack fails: a regular expression v flag, a lookbehind', async () => {
  const { problems } = await build({
    'index-a1.js': 'export const letters=/[\\p{L}--\\p{N}]/v;',
    'route-c3.js': 'export const notAfterTick=/(?<!`)x/;',
  })
  expect(problems).toHaveLength(2)
  expect(problems.join('\n')).toContain('es-x/no-regexp-v-flag')
  expect(problems.join('\n')).toContain('es-x/no-regexp-lookbehind-assertions')
})

test('syntax and APIs every supported browser has pass', async () => {
  const { problems } = await build({
    'index-a1.js':
      'export const a=[1].at(-1)??0,b=Object.hasOwn({},`a`)?.valueOf(),c=structuredClone({a:1}),d=/(?<year>\\d{4})/s.exec(`2024`)?.groups;',
  })
  expect(problems).toEqual([])
})
