/**
 * Notices a sign-in session ended outside the app (a logout in another tab,
 * the identity provider ending it) within seconds, as OpenID Connect Session
 * Management does: a hidden frame of the identity provider, which can read
 * its own session cookie, is asked every 5 s whether the session the app
 * signed in with is still the one the browser holds. It answers 'unchanged',
 * 'changed' (the session ended) or 'error': the check itself failed, which
 * says nothing about the session (Keycloak's frame answers it to every
 * question once its `/init` request failed; a frame that asks its server on
 * each check, whenever the network is down). On 'error' the round of checks
 * ends, `onUnsure` asks for the session to be settled another way (a token
 * refresh), and the checks start over as after no answer.
 *
 * The frame can read that cookie only where the browser lets a frame of
 * another site use its cookies; elsewhere it would answer 'changed' to every
 * question. So the identity provider's cookie check page goes first, and
 * where it answers 'unsupported' no question is asked: a session ended
 * elsewhere then shows when the token can no longer be refreshed.
 *
 * A page that does not answer within 10 s (the connection dropped, the
 * frame did not load) starts the checks over, from the cookie check, once
 * the browser is back online or after 1 min, then 2, 4 … at most 30 min:
 * one dropped request does not end the watching for the rest of the visit.
 *
 * keycloak-js can run the same checks itself, but only before sign-in
 * starts, four requests in sequence on every page load; the app starts them
 * once the page has shown (docs/decisions/0008-session-checks-after-sign-in.md).
 */

import { retrying } from '@/lib/lazy-code'
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
  /** The frame answered 'changed': the session is over. */
  onEnded: () => void
  /** The frame answered 'error': it could not tell; something else must. */
  onUnsure: () => void
  intervalMs?: number
}

const CHECK_INTERVAL_MS = 5_000
/** For any answer of the frames: as long as keycloak-js waits for the cookie check. */
const ANSWER_TIMEOUT_MS = 10_000
/** Between rounds of checks that went unanswered: 1 min, then 2, 4 … at most 30 min. */
const ROUND_WAITS = [1, 2, 4, 8, 16, 30].map((minutes) => minutes * 60_000)
/** keycloak-js's sandbox for these frames. */
const FRAME_SANDBOX =
  'allow-storage-access-by-user-activation allow-scripts allow-same-origin'
const ANSWERS = new Set(['unchanged', 'changed', 'error'])

/** Whether a message came from `frame`, showing a page of `origin`. */
const isFrom = (
  event: MessageEvent,
  frame: HTMLIFrameElement,
  origin: string,
) => event.source === frame.contentWindow && event.origin === origin

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
export function watchSessionStatus(options: SessionStatusOptions): () => void {
  let isStopped = false
  let stopRound = () => {}
  void retrying(
    () =>
      isStopped
        ? Promise.resolve()
        : new Promise<void>((finished, unanswered) => {
            stopRound = checkRound(options, finished, () =>
              unanswered(new Error('The session checks got no answer')),
            )
          }),
    { waits: ROUND_WAITS },
  )
  return () => {
    isStopped = true
    stopRound()
  }
}

/**
 * One round of checks: the cookie check, then the questions. Calls
 * `finished` when there is nothing more to ask (an answer ended the
 * session, or the frames cannot read their cookies), `unanswered` when a
 * page did not answer in time. Returns a function that stops the round.
 */
function checkRound(
  {
    cookieCheckUrl,
    statusUrl,
    question,
    onEnded,
    onUnsure,
    intervalMs = CHECK_INTERVAL_MS,
  }: SessionStatusOptions,
  finished: () => void,
  unanswered: () => void,
): () => void {
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
  const noAnswer = () => {
    stop()
    unanswered()
  }

  const askEvery = (frame: HTMLIFrameElement) => {
    /** When the question now waiting for its answer was asked. */
    let askedAt: number | null = null
    onMessage((event) => {
      if (!isFrom(event, frame, origin)) return
      if (!ANSWERS.has(event.data as string)) return
      askedAt = null
      if (event.data === 'unchanged') return
      if (event.data === 'error') {
        noAnswer()
        onUnsure()
        return
      }
      stop()
      onEnded()
      finished()
    })
    const ask = () => {
      if (askedAt !== null && Date.now() - askedAt >= ANSWER_TIMEOUT_MS) {
        noAnswer()
        return
      }
      const asked = question()
      // A question still unanswered is not asked again (as keycloak-js).
      if (asked !== null && askedAt === null) {
        askedAt = Date.now()
        frame.contentWindow?.postMessage(asked, origin)
      }
      timer = window.setTimeout(ask, intervalMs)
    }
    timer = window.setTimeout(ask, intervalMs)
  }

  const cookieCheck = hiddenFrame(cookieCheckUrl, 'Session cookie check')
  frames.push(cookieCheck)
  timer = window.setTimeout(noAnswer, ANSWER_TIMEOUT_MS)
  const cookieCheckOrigin = new URL(cookieCheckUrl).origin
  onMessage((event) => {
    if (!isFrom(event, cookieCheck, cookieCheckOrigin)) return
    if (event.data !== 'supported' && event.data !== 'unsupported') return
    window.clearTimeout(timer)
    cookieCheck.remove()
    if (event.data === 'unsupported') {
      stop()
      finished()
      return
    }
    // Adding a frame holds the main thread about as long as removing one
    // (20 to 30 ms each on a desktop CPU, several times that on a phone):
    // the status frame comes in a task of its own, so that a tap waits for
    // one of them at most.
    timer = window.setTimeout(openStatusFrame)
  })

  const openStatusFrame = () => {
    const status = hiddenFrame(statusUrl, 'Session status')
    frames.push(status)
    timer = window.setTimeout(noAnswer, ANSWER_TIMEOUT_MS)
    status.addEventListener(
      'load',
      () => {
        window.clearTimeout(timer)
        askEvery(status)
      },
      { once: true },
    )
  }

  return stop
}
