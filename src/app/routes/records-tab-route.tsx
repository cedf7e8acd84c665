/** The Analyze My Health tab (SPEC.md §2). */
export function RecordsTabRoute() {
  return null
}
