/**
 * Notices within seconds a session ended elsewhere (OIDC Session Management):
 * the identity provider's hidden frame is asked every 5 s, after the cookie check
 * (a frame without its cookies answers 'changed'). 'error' says nothing: Keycloak's
 * frame answers it to all once its `/init` failed (docs/decisions/0008-session-checks-after-sign-in.md).
 */

import { retrying } from '@/lib/lazy-code'
import { listen } from '@/lib/listen'

export interface SessionStatusPages {
  /** Posts 'supported' or 'unsupported': can its frames read its cookies? */
  cookieCheckUrl: string
  statusUrl: string
}

interface SessionStatusOptions extends SessionStatusPages {
  /** `{clientId} {session id}`, or null while there is no session to ask about. */
  question: () => string | null
  onEnded: () => void
  onUnsure: () => void
  intervalMs?: number
}

/** For any answer of the frames: as long as keycloak-js waits for the cookie check. */
const ANSWER_TIMEOUT_MS = 10_000
/** keycloak-js's sandbox for these frames. */
const FRAME_SANDBOX =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- sandbox tokens
  'allow-storage-access-by-user-activation allow-scripts allow-same-origin'

const isFrom = (e: MessageEvent, frame: HTMLIFrameElement, origin: string) =>
  e.source === frame.contentWindow && e.origin === origin

/** `onEnded` runs at most once. Returns a function that stops the checks. */
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
    { waits: [1, 2, 4, 8, 16, 30].map((minutes) => minutes * 60_000) },
  )
  return () => {
    isStopped = true
    stopRound()
  }
}

/** The cookie check, then the questions, until nothing is left to ask or a page is silent. */
function checkRound(
  {
    cookieCheckUrl,
    statusUrl,
    question,
    onEnded,
    onUnsure,
    intervalMs = 5_000,
  }: SessionStatusOptions,
  finished: () => void,
  unanswered: () => void,
): () => void {
  const origin = new URL(statusUrl).origin
  const frames: HTMLIFrameElement[] = []
  let timer: number | undefined
  let stopListening = () => {}

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
  /** A hidden frame, which must answer within 10 s. */
  const openFrame = (src: string, title: string) => {
    const frame = document.createElement('iframe')
    frame.setAttribute('sandbox', FRAME_SANDBOX)
    frame.title = title
    frame.hidden = true
    frame.src = src
    document.body.append(frame)
    frames.push(frame)
    timer = window.setTimeout(noAnswer, ANSWER_TIMEOUT_MS)
    return frame
  }

  const askEvery = (frame: HTMLIFrameElement) => {
    let askedAt: number | null = null
    onMessage((event) => {
      if (!isFrom(event, frame, origin)) return
      if (event.data === 'unchanged') askedAt = null
      else if (event.data === 'error') {
        noAnswer()
        onUnsure()
      } else if (event.data === 'changed') {
        stop()
        onEnded()
        finished()
      }
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

  // eslint-disable-next-line lingui/no-unlocalized-strings -- a hidden frame's title, outside the accessibility tree
  const cookieCheck = openFrame(cookieCheckUrl, 'Session cookie check')
  const cookieCheckOrigin = new URL(cookieCheckUrl).origin
  onMessage((event) => {
    if (!isFrom(event, cookieCheck, cookieCheckOrigin)) return
    if (event.data === 'unsupported') {
      stop()
      finished()
    } else if (event.data === 'supported') {
      window.clearTimeout(timer)
      cookieCheck.remove()
      // Adding a frame holds the main thread 20-30 ms: a task of its own.
      timer = window.setTimeout(openStatusFrame)
    }
  })

  const openStatusFrame = () => {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a hidden frame's title, outside the accessibility tree
    const status = openFrame(statusUrl, 'Session status')
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
