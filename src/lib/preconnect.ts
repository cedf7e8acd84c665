/**
 * Opens the connections to the API and the identity provider as soon as
 * their addresses are known (config.json), so the first sign-in and API
 * requests do not wait for DNS, TCP and TLS on a slow network. The
 * identity provider is reached both by frames and pages (with cookies) and
 * by fetches (without), which use separate connections.
 */
export function preconnect(apiUrl: string, authUrl: string): void {
  const links: [string, string | null][] = [
    [apiUrl, 'anonymous'],
    [authUrl, null],
    [authUrl, 'anonymous'],
  ]
  for (const [href, crossOrigin] of links) {
    const link = document.createElement('link')
    link.rel = 'preconnect'
    link.href = new URL(href).origin
    if (crossOrigin) link.crossOrigin = crossOrigin
    document.head.append(link)
  }
}
