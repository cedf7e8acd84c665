/**
 * Calls `done` once `holds()` is true and still is a task later: TanStack Query
 * tells listeners before the awaiting code runs (a query started on the answer).
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
