// Types of security-headers.mjs for the TypeScript tests that compare the
// served headers with it (e2e/csp.spec.ts, deploy/docker-entrypoint.test.ts,
// scripts/security-headers.test.ts).

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

export const NONCE_PLACEHOLDER: string
export const NGINX_NONCE: string
export function newNonce(): string
export function nonceOf(policy: string): string | undefined
export function directiveOf(policy: string, name: string): string[] | undefined
export const ANALYTICS_TRUSTED_TYPES_POLICY: string

export function contentSecurityPolicy(
  config: HeadersConfig,
  options: { nonce: string },
): string

export function securityHeaders(
  config: HeadersConfig,
  pathname?: string,
  options?: { nonce?: string },
): Record<string, string>
