import { setNonce } from 'get-nonce'

/**
 * The style nonce of this page's Content-Security-Policy, which the server
 * writes into index.html's `<meta property="csp-nonce">` (nginx's
 * `sub_filter`, deploy/nginx.conf.template). The browser hides a nonce
 * attribute from `getAttribute` once the page has loaded; the `nonce`
 * property keeps it. Undefined where the page names none (tests).
 */
export function styleNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>(
    'meta[property="csp-nonce"]',
  )
  return meta?.nonce || meta?.getAttribute('nonce') || undefined
}

/**
 * Gives the nonce to the `<style>` element Radix's scroll lock adds while a
 * dialog is open (react-remove-scroll-bar, through react-style-singleton,
 * reads it from get-nonce). Without it the policy, which allows no inline
 * style otherwise, would refuse it. Called by the modules that open Radix
 * dialogs, before they render one; they load on demand, and so does this.
 */
export function shareStyleNonce() {
  const nonce = styleNonce()
  if (nonce) setNonce(nonce)
}
