/**
 * Changes typed in Edit Patient are kept as a draft of that patient
 * (`lib/drafts.ts`), the name and the notes together, so that a field
 * emptied on purpose stays empty: a reload, or a session that ended and
 * its sign-in round trip, brings them back when the dialog opens again.
 * They go once saved, or when the person closes the dialog.
 */
import * as v from 'valibot'

import { signedInDraftKey } from '@/hooks/use-draft'
import { jsonEntries, sessionStore } from '@/lib/storage'
import type { Patient } from '@/types/patient'

export interface PatientEdit {
  name: string
  notes: string
}

const edits = jsonEntries(
  sessionStore,
  v.object({ name: v.string(), notes: v.string() }),
)

const editKey = (patientId: string) => signedInDraftKey('edit', patientId)

/** The fields as saved, for the form to start from. */
const savedFields = (patient: Patient): PatientEdit => ({
  name: patient.name,
  notes: patient.notes ?? '',
})

/** The changes kept for the patient, or the patient as saved. */
export function patientEditShown(patient: Patient): PatientEdit {
  const key = editKey(patient.id)
  return (key && edits.read(key)) || savedFields(patient)
}

/** Keeps the fields as typed; no change from the saved patient keeps nothing. */
export function patientEditTyped(patient: Patient, edit: PatientEdit): void {
  const key = editKey(patient.id)
  if (!key) return
  const saved = savedFields(patient)
  if (edit.name === saved.name && edit.notes === saved.notes) edits.remove(key)
  else edits.write(key, edit)
}

/** Saved, or the dialog closed: the changes kept go. */
export function forgetPatientEdit(patientId: string): void {
  const key = editKey(patientId)
  if (key) edits.remove(key)
}
