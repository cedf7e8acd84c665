// Types of security-headers.mjs for the TypeScript tests that compare the
// served headers with it (e2e/csp.spec.ts, deploy/docker-entrypoint.test.ts).

export interface HeadersConfig {
  apiUrl: string
  auth: { url: string }
  analytics?: { scriptUrl: string }
}

export function inlineScripts(html: string): string[]
export function scriptHash(script: string): string
export const INDEX_SCRIPT_HASHES: string[]

export const SILENT_CHECK_SSO_PATH: string
export const SILENT_CHECK_SSO_SCRIPT_HASH: string
export const SILENT_CHECK_SSO_POLICY: string

export function contentSecurityPolicy(config: HeadersConfig): string

export function securityHeaders(
  config: HeadersConfig,
  pathname?: string,
): Record<string, string>
