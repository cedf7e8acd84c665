// The response headers of the production site, derived from config.json so the
// Content-Security-Policy names exactly the API and identity provider in use.
// deploy/nginx.conf.template sends the same policy.

const origin = (url) => {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/** @param {{ apiUrl: string, auth: { url: string }, analytics?: { scriptUrl: string } }} config */
export function contentSecurityPolicy(config) {
  const api = origin(config.apiUrl)
  const idp = origin(config.auth.url)
  const analytics = config.analytics ? origin(config.analytics.scriptUrl) : null
  const list = (...items) => [...new Set(items.filter(Boolean))].join(' ')
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", analytics)}`,
    // Radix primitives add a small <style> element while a dialog is open (scroll locking).
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list("'self'", 'data:', 'blob:', api)}`,
    `font-src 'self'`,
    `connect-src ${list("'self'", api, idp, analytics)}`,
    `frame-src ${list(idp)}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ')
}

export function securityHeaders(config) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}
