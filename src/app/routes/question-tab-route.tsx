/** The Ask A Question tab (SPEC.md §2). */
export function QuestionTabRoute() {
  return null
}
