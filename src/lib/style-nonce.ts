import { setNonce } from 'get-nonce'

/** The CSP style nonce of `<meta property="csp-nonce">`; after load only the `nonce` property holds it. */
export function styleNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>(
    'meta[property="csp-nonce"]',
  )
  return meta?.nonce || meta?.getAttribute('nonce') || undefined
}

/** For the `<style>` Radix's scroll lock adds (via get-nonce), which the policy would refuse otherwise. */
export function shareStyleNonce() {
  const nonce = styleNonce()
  if (nonce) setNonce(nonce)
}
