// The response headers of the production site, derived from config.json so the
// Content-Security-Policy names exactly the API and identity provider in use.
// deploy/nginx.conf.template sends the same policy.

import { createHash } from 'node:crypto'

const origin = (url) => {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/**
 * keycloak-js's silent sign-in check: after the identity provider's redirect,
 * this page of the app runs in an iframe of the app itself.
 */
export const SILENT_CHECK_SSO_PATH = '/silent-check-sso.html'

/**
 * That page's one inline script, `parent.postMessage(location.href,
 * location.origin)`, by its hash: inline, the sign-in costs one request
 * fewer. Its policy allows that script and nothing else (a unit test checks
 * the hash against public/silent-check-sso.html).
 */
export const SILENT_CHECK_SSO_SCRIPT_HASH =
  "'sha256-JXGej4mPACbE/fP5kuunldJEyMk62sNjNe85DtAcMoU='"

/**
 * index.html's inline scripts, the text of each `<script>` without
 * attributes (the polyfill and the loading page's watch).
 * @param {string} html
 */
export const inlineScripts = (html) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1])

/**
 * An inline script's hash as a Content-Security-Policy source: what allows
 * it, and only it.
 * @param {string} script
 */
export const scriptHash = (script) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`

/**
 * Those scripts by their hashes, in their order (a unit test checks them
 * against index.html, the end-to-end suite against the build's): inline, each
 * runs without a request of its own before the app's scripts.
 */
export const INDEX_SCRIPT_HASHES = [
  "'sha256-pif6XirOZyZ5xZkcX564UCGGI015/Bld750qTnayVRY='",
  "'sha256-BGr0JTQqgDfA1Tv8iDMIhYaOQ0T+j71BTNwISoVP+II='",
]

/** The policy of SILENT_CHECK_SSO_PATH: its script, framed by the app only. */
export const SILENT_CHECK_SSO_POLICY = [
  "default-src 'none'",
  `script-src ${SILENT_CHECK_SSO_SCRIPT_HASH}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ')

/**
 * The policy of the app's pages (all but SILENT_CHECK_SSO_PATH).
 * @param {{ apiUrl: string, auth: { url: string }, analytics?: { scriptUrl: string } }} config
 */
export function contentSecurityPolicy(config) {
  const api = origin(config.apiUrl)
  const idp = origin(config.auth.url)
  const analytics = config.analytics ? origin(config.analytics.scriptUrl) : null
  const list = (...items) => [...new Set(items.filter(Boolean))].join(' ')
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...INDEX_SCRIPT_HASHES, analytics)}`,
    // index.html carries its loading page's styles (vite.config.ts:
    // inlinePageStyles); Radix adds a small <style> element while a dialog
    // is open (scroll locking).
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list("'self'", 'data:', 'blob:', api)}`,
    `font-src 'self'`,
    `connect-src ${list("'self'", api, idp, analytics)}`,
    // The identity provider's session iframes, and SILENT_CHECK_SSO_PATH
    // they redirect to.
    `frame-src ${list("'self'", idp)}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ')
}

/** The headers of the response to `pathname`. */
export function securityHeaders(config, pathname = '/') {
  return {
    'Content-Security-Policy':
      pathname === SILENT_CHECK_SSO_PATH
        ? SILENT_CHECK_SSO_POLICY
        : contentSecurityPolicy(config),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}
