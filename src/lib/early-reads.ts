import { apiHeaders } from './api-headers'
import { appStatePart } from './app-state'

/**
 * Answers of the API asked for before the app could ask. At start-up the
 * sign-in chunk reads what the first page will need as soon as it has a
 * token, while the app's entry is still downloading
 * (src/startup/first-reads.ts); the app's first GET of one of those paths
 * takes the answer instead of asking again (`apiFetch`).
 *
 * - An answer is taken once, by the first GET of its path, and is then that
 *   request's answer in every way: a refusal or a transient status goes
 *   through the same retry and token refresh. A read that could not be
 *   made at all (no connection) hands over nothing, and the GET is sent.
 * - A path the app has asked for is not read early any more.
 * - Once the first page has its data, or the app writes anything, reads
 *   nobody took are dropped (and cancelled) and none start: after a write
 *   they could be out of date.
 */

/** An early read's answer, or null when it could not be made. */
export type EarlyRead = Promise<Response | null>

const early = appStatePart(
  () => ({
    reads: new Map<string, { read: EarlyRead; cancel: () => void }>(),
    asked: new Set<string>(),
    isClosed: false,
  }),
  { dispose: ({ reads }) => reads.forEach(({ cancel }) => cancel()) },
)

/**
 * Starts reading `path` of the API at `apiUrl` with `token`, the way
 * `apiFetch` sends a GET; null when reads are over or the app has asked
 * for it already. A path already being read is read once.
 *
 * `follow` sees a 2xx answer before the app can take it, read whole as
 * JSON: the reads it starts have started by the time the app, which waits
 * for this answer, can ask for them. An answer that cannot be read whole
 * hands over nothing, and the app's GET is sent.
 */
export function readEarly(
  apiUrl: string,
  token: string,
  path: string,
  follow?: (body: unknown) => void,
): EarlyRead | null {
  if (early().isClosed || early().asked.has(path)) return null
  const started = early().reads.get(path)
  if (started) return started.read
  const controller = new AbortController()
  const read = fetch(`${apiUrl}${path}`, {
    headers: apiHeaders(token),
    signal: controller.signal,
  })
    .then((answer) => (follow ? followed(answer, follow) : answer))
    .catch(() => null)
  early().reads.set(path, { read, cancel: () => controller.abort() })
  return read
}

/**
 * The JSON that `follow` saw, by the answer handed on to the app, with the
 * length of its text: the app reads it from here rather than parsing the
 * same text again (a report's answer can be long).
 */
const readBodies = new WeakMap<Response, { body: unknown; length: number }>()

/** `answer` once `follow` has seen its JSON; the same answer to the app. */
async function followed(
  answer: Response,
  follow: (body: unknown) => void,
): Promise<Response> {
  if (!answer.ok) return answer
  const text = await answer.text()
  const { status, statusText, headers } = answer
  const handedOn = new Response(text || null, { status, statusText, headers })
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    // Not JSON: the app reports it when it reads the answer.
    return handedOn
  }
  readBodies.set(handedOn, { body, length: text.length })
  try {
    follow(body)
  } catch {
    // A guess from an answer not checked yet: it reads nothing more.
  }
  return handedOn
}

/**
 * The JSON body of an early answer, as read when it arrived, with the
 * length of its text; undefined for any other answer.
 */
export const earlyBody = (response: Response) => readBodies.get(response)

/** The early answer to a GET of `path`, once; undefined when there is none. */
export function takeEarlyRead(path: string): EarlyRead | undefined {
  if (early().isClosed) return undefined
  early().asked.add(path)
  const started = early().reads.get(path)
  early().reads.delete(path)
  return started?.read
}

/** Reads nobody took are dropped and cancelled; no more start or are taken. */
export function closeEarlyReads() {
  if (early().isClosed) return
  early().isClosed = true
  for (const { cancel } of early().reads.values()) cancel()
  early().reads.clear()
  early().asked.clear()
}
