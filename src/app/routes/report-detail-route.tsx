/** A report or question analysis with its follow-ups (SPEC.md §2). */
export function ReportDetailRoute() {
  return null
}
