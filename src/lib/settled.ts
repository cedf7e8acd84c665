/**
 * Calls `done`, once, when `holds()` is true and still is a task later.
 *
 * TanStack Query tells its caches' listeners of a change as it happens,
 * before the code that awaited it has run: a query or write that starts as
 * soon as another one has its answer (the session's patients after the
 * user, the next file of a batch) is not in flight yet when the listener
 * hears of the first one's end. A state seen there may not last; one that
 * still holds a task later, once those continuations have run, does.
 *
 * Returns `check`, to call whenever what `holds` reads may have changed,
 * and `cancel`.
 */
export function settledCheck(holds: () => boolean, done: () => void) {
  let confirming: ReturnType<typeof setTimeout> | undefined
  let isDone = false
  const cancel = () => {
    clearTimeout(confirming)
    confirming = undefined
  }
  const check = () => {
    if (isDone || confirming !== undefined || !holds()) return
    confirming = setTimeout(() => {
      confirming = undefined
      if (isDone || !holds()) return
      isDone = true
      done()
    })
  }
  return { check, cancel }
}
