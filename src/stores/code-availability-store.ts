import { create } from 'zustand'

interface CodeAvailability {
  /**
   * Parts of the page the person asked for (a menu, a dialog, the drawer)
   * whose code has not come yet.
   */
  awaited: ReadonlySet<symbol>
  /**
   * The code of some part of the page can come only with a fresh load of
   * the page (src/lib/code-recovery.ts: `freshLoadJudge`).
   */
  needsFreshLoad: boolean
}

const initialState: CodeAvailability = {
  awaited: new Set(),
  needsFreshLoad: false,
}

const useCodeAvailabilityStore = create<CodeAvailability>()(() => initialState)

/**
 * Whether a part the person asked for waits for code that only a fresh
 * load of the page can bring: retrying will not, so the person is asked to
 * reload.
 */
export const useIsAskedCodeUnavailable = () =>
  useCodeAvailabilityStore((s) => s.needsFreshLoad && s.awaited.size > 0)

/** The person asked for the part `part`, whose code has not come yet. */
export const codeAwaited = (part: symbol) =>
  useCodeAvailabilityStore.setState((s) => ({
    awaited: new Set(s.awaited).add(part),
  }))

/** The code of the part `part` has come. */
export const codeArrived = (part: symbol) =>
  useCodeAvailabilityStore.setState((s) => {
    if (!s.awaited.has(part)) return s
    const awaited = new Set(s.awaited)
    awaited.delete(part)
    return { awaited }
  })

/** Some code of the page can come only with a fresh load of the page. */
export const freshLoadNeeded = () =>
  useCodeAvailabilityStore.setState({ needsFreshLoad: true })

export const resetCodeAvailabilityStore = () =>
  useCodeAvailabilityStore.setState(initialState)
