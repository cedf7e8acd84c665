// The response headers of the production site, derived from config.json so the
// Content-Security-Policy names exactly the API and identity provider in use.
// deploy/nginx.conf.template sends the same policy.

import { createHash, randomBytes } from 'node:crypto'

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
  "'sha256-NxWX37tsjzJYHOalqsx4Y8R6CNe6r13z9Saxw4Qo4C0='",
  "'sha256-pif6XirOZyZ5xZkcX564UCGGI015/Bld750qTnayVRY='",
  "'sha256-1L91jg6qcNc35mf8lqt7jtXJefiyfG0tQBSAgay8UPY='",
]

/**
 * What index.html carries wherever a response's style nonce goes: in its
 * `<meta property="csp-nonce">` (the app reads it there and gives it to
 * the `<style>` elements libraries add) and on its own `<style>`
 * elements (the loading page's, vite.config.ts: inlinePageStyles, and the
 * one without JavaScript). The server replaces it in each response with
 * the nonce of that response's policy: nginx with `sub_filter`
 * (deploy/nginx.conf.template), the Node server in serve-dist.mjs.
 */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__'

/**
 * The nonce of the policy nginx sends: its `$request_id`, 32 random hex
 * digits per request, which `sub_filter` also writes into index.html.
 */
export const NGINX_NONCE = '$request_id'

/** A fresh nonce for one response, of the form of nginx's `$request_id`. */
export const newNonce = () => randomBytes(16).toString('hex')

/**
 * The sources of the directive `name` of `policy`, or undefined without it
 * (for the tests that read the served policy).
 * @param {string} policy
 * @param {string} name
 */
export const directiveOf = (policy, name) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1)

/** The style nonce a policy names, or undefined. */
export const nonceOf = (policy) => /'nonce-([^']+)'/.exec(policy)?.[1]

/**
 * The one Trusted Types policy the app may create, and only when config.json
 * names an analytics script: keycloak-js, React, Radix, react-toastify,
 * react-markdown (its character references decoded without innerHTML,
 * vite.config.ts) and error reporting as configured
 * (src/lib/error-reporting-setup.ts) write no string into a Trusted Types
 * sink, and the app builds no HTML from strings. The analytics script's
 * address is a script URL, a sink (src/lib/analytics.ts): the policy passes
 * that one configured address and nothing else.
 */
export const ANALYTICS_TRUSTED_TYPES_POLICY = 'analytics-script'

/** The policy of SILENT_CHECK_SSO_PATH: its script, framed by the app only. */
export const SILENT_CHECK_SSO_POLICY = [
  "default-src 'none'",
  `script-src ${SILENT_CHECK_SSO_SCRIPT_HASH}`,
  "require-trusted-types-for 'script'",
  "trusted-types 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ')

/**
 * The policy of the app's pages (all but SILENT_CHECK_SSO_PATH), with
 * `nonce` as the style nonce of the response (NGINX_NONCE for nginx's
 * configuration).
 * @param {{ apiUrl: string, auth: { url: string }, analytics?: { scriptUrl: string } }} config
 * @param {{ nonce: string }} options
 */
export function contentSecurityPolicy(config, { nonce }) {
  const api = origin(config.apiUrl)
  const idp = origin(config.auth.url)
  const analytics = config.analytics ? origin(config.analytics.scriptUrl) : null
  const list = (...items) => [...new Set(items.filter(Boolean))].join(' ')
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...INDEX_SCRIPT_HASHES, analytics)}`,
    // No 'unsafe-inline': index.html's own <style> elements (its loading
    // page's, and the one without JavaScript) and those libraries add (Radix's
    // scroll lock while a dialog is open, error reporting's feedback widget)
    // carry the response's nonce (NONCE_PLACEHOLDER). React's style props
    // go through the CSSOM, which style-src does not govern.
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src ${list("'self'", 'data:', 'blob:', api)}`,
    `font-src 'self'`,
    `connect-src ${list("'self'", api, idp, analytics)}`,
    // The identity provider's session iframes, and SILENT_CHECK_SSO_PATH
    // they redirect to.
    `frame-src ${list("'self'", idp)}`,
    `object-src 'none'`,
    // Strings never reach an HTML, script or script URL sink (innerHTML,
    // a script's src, eval...): the browser refuses them.
    `require-trusted-types-for 'script'`,
    `trusted-types ${analytics ? ANALYTICS_TRUSTED_TYPES_POLICY : "'none'"}`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ')
}

/**
 * The headers of the response to `pathname`; `nonce` is the style nonce of
 * that response (a fresh one by default), the one its index.html carries.
 */
export function securityHeaders(
  config,
  pathname = '/',
  { nonce = newNonce() } = {},
) {
  return {
    'Content-Security-Policy':
      pathname === SILENT_CHECK_SSO_PATH
        ? SILENT_CHECK_SSO_POLICY
        : contentSecurityPolicy(config, { nonce }),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}
