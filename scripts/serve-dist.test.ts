// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, beforeAll, expect, test } from 'vitest'

import {
  NONCE_PLACEHOLDER,
  nonceOf,
  securityHeaders,
} from './security-headers.mjs'

const CONFIG = {
  apiUrl: 'https://api.example.org',
  auth: { url: 'https://id.example.org' },
}
const PAGE = `<!doctype html><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}" /><style nonce="${NONCE_PLACEHOLDER}">p{}</style>`

let dir: string
let server: ChildProcess
let origin: string

/** A port nothing listens on. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        resolve(typeof address === 'object' ? address!.port : 0),
      )
    })
  })

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'serve-dist-'))
  writeFileSync(join(dir, 'index.html'), PAGE)
  writeFileSync(join(dir, 'config.json'), JSON.stringify(CONFIG))
  const port = await freePort()
  origin = `http://localhost:${port}`
  server = spawn(
    process.execPath,
    [
      join(import.meta.dirname, 'serve-dist.mjs'),
      '--dir',
      dir,
      '--site',
      `${port}`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  await new Promise<void>((resolve) =>
    server.stdout?.once('data', () => resolve()),
  )
})

afterAll(() => {
  server.kill()
  rmSync(dir, { recursive: true, force: true })
})

test('each page gets a fresh nonce, in its policy and wherever index.html names the placeholder', async () => {
  const pages = await Promise.all(
    ['/', '/project/x/records/'].map(async (path) => {
      const response = await fetch(`${origin}${path}`)
      const policy = response.headers.get('content-security-policy') ?? ''
      return { policy, html: await response.text(), nonce: nonceOf(policy) }
    }),
  )
  for (const { policy, html, nonce } of pages) {
    expect(nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(policy).toBe(
      securityHeaders(CONFIG, '/', { nonce })['Content-Security-Policy'],
    )
    expect(html).toBe(PAGE.replaceAll(NONCE_PLACEHOLDER, nonce ?? ''))
  }
  expect(pages[0]?.nonce).not.toBe(pages[1]?.nonce)
})
