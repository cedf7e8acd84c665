// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, test } from 'vitest'

import {
  ANALYTICS_TRUSTED_TYPES_POLICY,
  contentSecurityPolicy,
  directiveOf,
  newNonce,
  NONCE_PLACEHOLDER,
  nonceOf,
  securityHeaders,
  SILENT_CHECK_SSO_PATH,
} from './security-headers.mjs'

const CONFIG = {
  apiUrl: 'https://api.example.org',
  auth: { url: 'https://id.example.org' },
}
const WITH_ANALYTICS = {
  ...CONFIG,
  analytics: { scriptUrl: 'https://stats.example.net/script.js' },
}

describe("the app's policy", () => {
  const policy = contentSecurityPolicy(CONFIG, { nonce: 'abc123' })

  test('refuses strings in Trusted Types sinks, and lets no script create a policy', () => {
    expect(directiveOf(policy, 'require-trusted-types-for')).toEqual([
      "'script'",
    ])
    expect(directiveOf(policy, 'trusted-types')).toEqual(["'none'"])
  })

  test('with analytics configured, allows the one policy that passes its script', () => {
    const withAnalytics = contentSecurityPolicy(WITH_ANALYTICS, {
      nonce: 'abc123',
    })
    expect(directiveOf(withAnalytics, 'trusted-types')).toEqual([
      ANALYTICS_TRUSTED_TYPES_POLICY,
    ])
    expect(directiveOf(withAnalytics, 'require-trusted-types-for')).toEqual([
      "'script'",
    ])
  })

  test("allows the site's stylesheets and the <style> elements with the response's nonce, no other inline style", () => {
    expect(directiveOf(policy, 'style-src')).toEqual([
      "'self'",
      "'nonce-abc123'",
    ])
    expect(policy).not.toContain("'unsafe-inline'")
    expect(policy).not.toContain("'unsafe-eval'")
    expect(nonceOf(policy)).toBe('abc123')
  })

  test('nginx names its request id as the nonce', () => {
    expect(
      directiveOf(
        contentSecurityPolicy(CONFIG, { nonce: '$request_id' }),
        'style-src',
      ),
    ).toEqual(["'self'", "'nonce-$request_id'"])
  })
})

test('each response gets a nonce of its own, 128 random bits, unless it is given one', () => {
  const nonces = new Set(Array.from({ length: 20 }, () => newNonce()))
  expect(nonces.size).toBe(20)
  for (const nonce of nonces) expect(nonce).toMatch(/^[0-9a-f]{32}$/)

  const first = securityHeaders(CONFIG)['Content-Security-Policy'] ?? ''
  const second = securityHeaders(CONFIG)['Content-Security-Policy'] ?? ''
  expect(nonceOf(first)).not.toBe(nonceOf(second))
  expect(
    nonceOf(
      securityHeaders(CONFIG, '/', { nonce: 'given' })[
        'Content-Security-Policy'
      ] ?? '',
    ),
  ).toBe('given')
})

test('the silent sign-in check page refuses Trusted Types sinks too, and needs no nonce', () => {
  const policy =
    securityHeaders(CONFIG, SILENT_CHECK_SSO_PATH)['Content-Security-Policy'] ??
    ''
  expect(directiveOf(policy, 'require-trusted-types-for')).toEqual(["'script'"])
  expect(directiveOf(policy, 'trusted-types')).toEqual(["'none'"])
  expect(nonceOf(policy)).toBeUndefined()
  expect(policy).not.toContain("'unsafe-inline'")
})

test("index.html's <style> elements and its meta tag carry the nonce placeholder the server replaces", () => {
  const page = readFileSync(
    join(import.meta.dirname, '..', 'index.html'),
    'utf8',
  ).replace(/<!--[\s\S]*?-->/g, '')
  expect(page).toContain(
    `<meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}" />`,
  )
  const styles = [...page.matchAll(/<style\b[^>]*>/g)].map((match) => match[0])
  // The one shown without JavaScript; the build adds the loading page's.
  expect(styles).toEqual([`<style nonce="${NONCE_PLACEHOLDER}">`])
  expect(page).not.toMatch(/\sstyle=/)
})
