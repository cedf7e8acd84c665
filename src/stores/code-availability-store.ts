import { create } from 'zustand'

interface CodeAvailability {
  /**
   * How many parts of the page the person asked for (a menu, a dialog, the
   * drawer) wait for their code.
   */
  awaited: number
  /**
   * The code of some part of the page can come only with a fresh load of
   * the page (src/lib/code-recovery.ts: `freshLoadJudge`).
   */
  needsFreshLoad: boolean
}

const initialState: CodeAvailability = { awaited: 0, needsFreshLoad: false }

const useCodeAvailabilityStore = create<CodeAvailability>()(() => initialState)

/**
 * Whether a part the person asked for waits for code that only a fresh
 * load of the page can bring: retrying will not, so the person is asked to
 * reload.
 */
export const useIsAskedCodeUnavailable = () =>
  useCodeAvailabilityStore((s) => s.needsFreshLoad && s.awaited > 0)

/**
 * The person asked for a part whose code has not come yet; the returned
 * function says it came. Each count changes the store a microtask later:
 * React asks for a part's code while it renders (`React.lazy`), when
 * another component's state must not change. Being queued in order, the
 * part is counted before it is said to have come.
 */
export function codeAwaited(): () => void {
  const count = (change: number) =>
    queueMicrotask(() =>
      useCodeAvailabilityStore.setState((s) => ({
        awaited: s.awaited + change,
      })),
    )
  count(1)
  return () => count(-1)
}

/** Some code of the page can come only with a fresh load of the page. */
export const freshLoadNeeded = () =>
  useCodeAvailabilityStore.setState({ needsFreshLoad: true })

export const resetCodeAvailabilityStore = () =>
  useCodeAvailabilityStore.setState(initialState)
