/**
 * Notices a sign-in session ended outside the app (a logout in another tab,
 * the identity provider ending it) within seconds, as OpenID Connect Session
 * Management does: a hidden frame of the identity provider, which can read
 * its own session cookie, is asked every 5 s whether the session the app
 * signed in with is still the one the browser holds. It answers 'unchanged',
 * 'changed' or 'error' (it cannot tell; the app may not use it).
 *
 * The frame can read that cookie only where the browser lets a frame of
 * another site use its cookies; elsewhere it would answer 'changed' to every
 * question. So the identity provider's cookie check page goes first, and
 * where it answers 'unsupported' (or nothing within 10 s) no question is
 * asked: a session ended elsewhere then shows when the token can no longer
 * be refreshed.
 *
 * keycloak-js can run the same checks itself, but only before sign-in
 * starts, four requests in sequence on every page load; the app starts them
 * once the page has shown (docs/decisions/0008-session-checks-after-sign-in.md).
 */

import { listen } from '@/lib/listen'

/** The identity provider's two pages (Keycloak's URL layout). */
export interface SessionStatusPages {
  /** Posts 'supported' or 'unsupported': can its frames read its cookies? */
  cookieCheckUrl: string
  /** The login-status frame, answering questions about the session. */
  statusUrl: string
}

interface SessionStatusOptions extends SessionStatusPages {
  /** `{clientId} {session id}`, or null while there is no session to ask about. */
  question: () => string | null
  /** The frame answered 'changed' or 'error': the session is over. */
  onEnded: () => void
  intervalMs?: number
}

const CHECK_INTERVAL_MS = 5_000
/** As long as keycloak-js waits for the cookie check. */
const COOKIE_CHECK_TIMEOUT_MS = 10_000
/** keycloak-js's sandbox for these frames. */
const FRAME_SANDBOX =
  'allow-storage-access-by-user-activation allow-scripts allow-same-origin'
const ANSWERS = new Set(['unchanged', 'changed', 'error'])

function hiddenFrame(src: string, title: string): HTMLIFrameElement {
  const frame = document.createElement('iframe')
  frame.setAttribute('sandbox', FRAME_SANDBOX)
  frame.title = title
  frame.hidden = true
  frame.src = src
  document.body.append(frame)
  return frame
}

/**
 * Starts the checks; `onEnded` runs at most once. Returns a function that
 * stops them and removes the frames.
 */
export function watchSessionStatus({
  cookieCheckUrl,
  statusUrl,
  question,
  onEnded,
  intervalMs = CHECK_INTERVAL_MS,
}: SessionStatusOptions): () => void {
  const origin = new URL(statusUrl).origin
  const frames: HTMLIFrameElement[] = []
  let timer: number | undefined
  let stopListening = () => {}

  /** The frame's answers go to `handler` (in place of the one before). */
  const onMessage = (handler: (event: MessageEvent) => void) => {
    stopListening()
    stopListening = listen(window, { message: handler })
  }
  const stop = () => {
    window.clearTimeout(timer)
    stopListening()
    for (const frame of frames) frame.remove()
  }

  const askEvery = (frame: HTMLIFrameElement) => {
    let isWaiting = false
    onMessage((event) => {
      if (event.source !== frame.contentWindow || event.origin !== origin) {
        return
      }
      if (!ANSWERS.has(event.data as string)) return
      isWaiting = false
      if (event.data === 'unchanged') return
      stop()
      onEnded()
    })
    const ask = () => {
      const asked = question()
      // A question still unanswered is not asked again (as keycloak-js).
      if (asked !== null && !isWaiting) {
        isWaiting = true
        frame.contentWindow?.postMessage(asked, origin)
      }
      timer = window.setTimeout(ask, intervalMs)
    }
    timer = window.setTimeout(ask, intervalMs)
  }

  const cookieCheck = hiddenFrame(cookieCheckUrl, 'Session cookie check')
  frames.push(cookieCheck)
  timer = window.setTimeout(stop, COOKIE_CHECK_TIMEOUT_MS)
  onMessage((event) => {
    if (event.source !== cookieCheck.contentWindow) return
    if (event.data !== 'supported' && event.data !== 'unsupported') return
    window.clearTimeout(timer)
    cookieCheck.remove()
    if (event.data === 'unsupported') {
      stop()
      return
    }
    const status = hiddenFrame(statusUrl, 'Session status')
    frames.push(status)
    status.addEventListener('load', () => askEvery(status), { once: true })
  })

  return stop
}
