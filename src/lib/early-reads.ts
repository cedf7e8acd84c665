import { appStatePart } from './app-state'

/** Answers read at start-up (src/startup/first-reads.ts) for the first GET of their path; a write ends them. */

/** The headers of every API call; early reads send the same, so the app can take their answers. */
export const apiHeaders = (token: string) =>
  new Headers({
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP authorization scheme
    Authorization: `Bearer ${token}`,
    Accept: 'application/json',
  })

type EarlyRead = Promise<Response | null>

const early = appStatePart(
  () => ({
    reads: new Map<string, { read: EarlyRead; cancel: () => void }>(),
    asked: new Set<string>(),
    isClosed: false,
  }),
  { dispose: ({ reads }) => reads.forEach(({ cancel }) => cancel()) },
)

/** Reads `path` once, unless reads are over or the app asked for it; `follow` sees its JSON before the app can. */
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

/** The JSON `follow` saw, by the answer handed on, so the app does not parse a long text twice. */
const readBodies = new WeakMap<Response, { body: unknown; length: number }>()

async function followed(
  answer: Response,
  follow: (body: unknown) => void,
): Promise<Response> {
  if (!answer.ok) return answer
  const text = await answer.text()
  const { status, statusText, headers } = answer
  const handedOn = new Response(text || null, { status, statusText, headers })
  try {
    const body: unknown = JSON.parse(text)
    readBodies.set(handedOn, { body, length: text.length })
    follow(body)
  } catch {
    // Not JSON (the app reports it when it reads the answer), or a wrong
    // guess of `follow`'s from an answer not checked yet: nothing more is read.
  }
  return handedOn
}

/** The JSON body of an early answer and the length of its text; undefined for any other answer. */
export const earlyBody = (response: Response) => readBodies.get(response)

/** The early answer to a GET of `path`, once; undefined when there is none. */
export function takeEarlyRead(path: string) {
  if (early().isClosed) return undefined
  early().asked.add(path)
  const started = early().reads.get(path)
  early().reads.delete(path)
  return started?.read
}

export function closeEarlyReads() {
  if (early().isClosed) return
  early().isClosed = true
  for (const { cancel } of early().reads.values()) cancel()
  early().reads.clear()
  early().asked.clear()
}
