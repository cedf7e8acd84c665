/** Patient notes are shorter when a patient is added than when edited (docs/product/patients.md). */
export const NEW_PATIENT_NOTES_MAX = 100
export const EDIT_PATIENT_NOTES_MAX = 10000

export const notesLimitMessage = (max: number) =>
  `Maximum of ${max} chars reached`

/** Notes are optional: blank notes are stored as none. */
export const notesOrNull = (notes: string) => (notes.trim() ? notes : null)
