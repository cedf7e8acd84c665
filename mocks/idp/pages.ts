/** HTML of the development IdP's pages (all self-contained, no assets). */

import type { UserProfile } from './users.ts'

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

const styles = `
:root {
  color-scheme: light;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  line-height: 1.5;
  color: #1b2330;
  background: #eef1f5;
}
body {
  margin: 0;
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 1rem;
  box-sizing: border-box;
}
main {
  width: 100%;
  max-width: 24rem;
  padding: 2rem;
  box-sizing: border-box;
  background: #fff;
  border-radius: 0.5rem;
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.2);
}
h1 { font-size: 1.5rem; margin: 0 0 1.5rem; }
p { margin: 0 0 1rem; }
.field { margin-bottom: 1rem; }
label { display: block; margin-bottom: 0.25rem; font-weight: 600; }
input[type='text'], input[type='password'] {
  width: 100%;
  box-sizing: border-box;
  padding: 0.625rem 0.75rem;
  font: inherit;
  color: inherit;
  background: #fff;
  border: 1px solid #5f6b7a;
  border-radius: 0.375rem;
}
input[aria-invalid='true'] { border-color: #b42318; }
.button {
  display: block;
  width: 100%;
  padding: 0.75rem;
  font: inherit;
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  color: #fff;
  background: #0b57d0;
  border: 0;
  border-radius: 0.375rem;
  cursor: pointer;
}
.button:hover { background: #0842a0; }
:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
.alert {
  margin-bottom: 1rem;
  padding: 0.75rem;
  color: #8a1c12;
  background: #fef3f2;
  border: 1px solid #b42318;
  border-radius: 0.375rem;
}
.hint { margin: 1.5rem 0 0; font-size: 0.875rem; color: #475263; }
dl { margin: 0 0 1.5rem; }
dt { font-weight: 600; }
dd { margin: 0 0 0.75rem; }
a { color: #0b57d0; }
`

function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>
`
}

/** Keycloak's login form ids (#username, #password, #kc-login) for tests. */
export function loginPage(options: {
  action: string
  username: string
  failed: boolean
}): string {
  const { action, username, failed } = options
  const invalid = failed
    ? ' aria-invalid="true" aria-describedby="input-error"'
    : ''
  return page(
    'Sign in',
    `<h1>Sign in to your account</h1>
${failed ? '<div id="input-error" class="alert" role="alert">Invalid username or password.</div>' : ''}
<form id="kc-form-login" method="post" action="${escapeHtml(action)}">
  <div class="field">
    <label for="username">Email</label>
    <input id="username" name="username" type="text" inputmode="email" autocomplete="username" autocapitalize="none" spellcheck="false" value="${escapeHtml(username)}"${invalid}${username ? '' : ' autofocus'}>
  </div>
  <div class="field">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password"${invalid}${username ? ' autofocus' : ''}>
  </div>
  <input id="kc-login" class="button" type="submit" name="login" value="Sign In">
</form>
<p class="hint">Demo sign-in: <strong>demo@example.com</strong> / <strong>demo</strong>; a long history: <strong>long@example.com</strong> / <strong>demo</strong></p>`,
  )
}

export function accountPage(options: {
  user: UserProfile | undefined
  backUrl: string | undefined
}): string {
  const { user, backUrl } = options
  const details = user
    ? `<dl>
  <dt>Name</dt><dd>${escapeHtml(user.name)}</dd>
  <dt>Email</dt><dd>${escapeHtml(user.email)}</dd>
</dl>`
    : '<p>You are not signed in.</p>'
  const back = backUrl
    ? `<p><a href="${escapeHtml(backUrl)}">Back to the application</a></p>`
    : ''
  return page('Account', `<h1>Your account</h1>\n${details}\n${back}`)
}

export function messagePage(heading: string, message: string): string {
  return page(
    heading,
    `<h1>${escapeHtml(heading)}</h1>\n<p>${escapeHtml(message)}</p>`,
  )
}

/**
 * oidc-provider asks for a confirmation click before RP-initiated logout;
 * Keycloak does not when the app sends `id_token_hint` (keycloak-js does), so
 * the confirmation form submits itself.
 */
export function logoutPage(form: string): string {
  const confirmed = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"></form>',
  )
  return page(
    'Signing out',
    `<h1>Signing out…</h1>
${confirmed}
<noscript><button class="button" type="submit" form="op.logoutForm">Sign out</button></noscript>
<script>document.getElementById('op.logoutForm').submit()</script>`,
  )
}

/**
 * A client (keycloak-js, or the app's session checks in
 * `src/lib/session-status.ts`) loads `3p-cookies/step1.html` in a hidden
 * iframe and waits up to 10 s for step2 to post 'supported' or
 * 'unsupported'. The test cookie is SameSite=Lax like the session cookie: if
 * the iframe cannot see it, the login-status iframe could not see the
 * session either, nor could silent check-sso.
 */
export const thirdPartyCookiesStep1 = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Cookie check</title></head>
<body><script>
document.cookie = 'KC_3P_COOKIE_CHECK=supported; max-age=60; samesite=lax'
location.replace('step2.html')
</script></body></html>
`

export const thirdPartyCookiesStep2 = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Cookie check</title></head>
<body><script>
const supported = document.cookie.split('; ').includes('KC_3P_COOKIE_CHECK=supported')
document.cookie = 'KC_3P_COOKIE_CHECK=; max-age=0; samesite=lax'
parent.postMessage(supported ? 'supported' : 'unsupported', '*')
</script></body></html>
`

/** A login-status frame's page around its script. */
const statusFramePage = (script: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Login status</title></head>
<body><script>
${script}</script></body></html>
`

/** Both frames answer each question posted to them, to the window that asked. */
const answerEachQuestion = `window.addEventListener('message', async (event) => {
  if (typeof event.data !== 'string') return
  const data = event.data.split(' ')
  if (data.length !== 2) return
  const [clientId, sessionState] = data
  const status = await checkState(clientId, event.origin, sessionState)
  event.source.postMessage(status, event.origin)
})`

const hasStorageAccess = `async function hasStorageAccess() {
  if (!('hasStorageAccess' in document)) return true
  if (await document.hasStorageAccess()) return true
  try {
    await document.requestStorageAccess()
    return true
  } catch {
    return false
  }
}`

/**
 * The login-status iframe. Its client (the app's session checks, or
 * keycloak-js's own) posts `clientId + ' ' + sid` (sid empty when signed
 * out) every 5 s (keycloak-js also before each token refresh), and takes any
 * answer but 'unchanged' as the end of the session. As Keycloak 26's
 * `login-status-iframe.ftl`, the page asks the server once
 * (`login-status-iframe.html/init`) whether the client may use it from that
 * origin and answers every check from the `KEYCLOAK_SESSION` cookie alone:
 * - 'error' without storage access, when init refuses (403) or for a
 *   client/origin other than the one init accepted; after a refused or
 *   unfinished init every check is 'error' and init is not asked again;
 * - with no cookie: 'changed' if a sid was posted, else 'unchanged';
 * - with one: 'unchanged' if it is base64url(SHA-256(sid)), else 'changed'.
 * Like Keycloak's, it does not answer when the init request itself fails
 * (network error), and needs a secure context (localhost is one) for
 * `crypto.subtle`.
 */
export const loginStatusIframe = statusFramePage(`let init
let initRequested = false

${answerEachQuestion}

async function checkState(clientId, origin, sessionState) {
  if (!(await hasStorageAccess())) return 'error'
  if (!init) {
    if (initRequested) return 'error'
    initRequested = true
    const url = new URL(location.origin + location.pathname + '/init')
    url.searchParams.set('client_id', clientId)
    url.searchParams.set('origin', origin)
    const response = await fetch(url)
    if (!response.ok) return 'error'
    init = { clientId, origin }
  }
  const cookie = sessionCookie()
  if (!cookie) return sessionState !== '' ? 'changed' : 'unchanged'
  if (clientId !== init.clientId || origin !== init.origin) return 'error'
  return (await hash(sessionState)) === cookie ? 'unchanged' : 'changed'
}

${hasStorageAccess}

function sessionCookie() {
  for (const cookie of document.cookie.split(';')) {
    const [name, value] = cookie.split('=').map((part) => part.trim())
    if (name === 'KEYCLOAK_SESSION') {
      return value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value
    }
  }
  return null
}

async function hash(value) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value))
  return btoa(String.fromCharCode(...new Uint8Array(digest)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '')
}
`)

/**
 * The variant IdP's login-status iframe (`--variant`): the same questions,
 * answered by the server on each one (`login-status-iframe.html/status`)
 * instead of from the cookie after one init, as OpenID Connect Session
 * Management lets an OP's frame do:
 * - 'error' without storage access, when the request fails (the network is
 *   down), or when the server refuses the client or origin (403);
 * - 'changed' when the server says the session posted about is gone (or,
 *   with no sid posted, that someone is signed in);
 * - 'unchanged' otherwise.
 */
export const loginStatusIframeVariant = statusFramePage(`${answerEachQuestion}

async function checkState(clientId, origin, sessionState) {
  if (!(await hasStorageAccess())) return 'error'
  const url = new URL(location.origin + location.pathname + '/status')
  url.searchParams.set('client_id', clientId)
  url.searchParams.set('origin', origin)
  url.searchParams.set('session_state', sessionState)
  try {
    const response = await fetch(url, { cache: 'no-store' })
    if (!response.ok) return 'error'
    const { status } = await response.json()
    return status === 'changed' ? 'changed' : 'unchanged'
  } catch {
    return 'error'
  }
}

${hasStorageAccess}
`)
