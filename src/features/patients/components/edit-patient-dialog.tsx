import { useState } from 'react'

import { PATIENT_AUTH_ERRORS, useUpdatePatient } from '@/api/patients/mutations'
import { toPatientInput } from '@/api/patients/requests'
import { DangerZone } from '@/components/ui/danger-zone'
import { EditDialog, EditForm } from '@/components/ui/edit-dialog'
import { TextAreaField, TextField } from '@/components/ui/field'
import { forgettingOnClose } from '@/lib/drafts'
import { RequestNotSentError } from '@/lib/http-client'
import { notify } from '@/lib/toast'
import type { Patient } from '@/types/patient'

import {
  forgetPatientEdit,
  patientEditShown,
  patientEditTyped,
  type PatientEdit,
} from '../utils/patient-edit-draft'
import {
  EDIT_PATIENT_NOTES_MAX,
  notesLimitMessage,
  notesOrNull,
} from '../utils/patient-limits'

import { DeletePatientDialog } from './delete-patient-dialog'

export interface EditPatientDialogProps {
  /** The active patient; generic profiles cannot be edited. */
  patient: Patient
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * Rename a patient or change their notes (up to 10000 characters), or
 * delete them. Changes not yet saved are kept until saved or the dialog is
 * closed (`utils/patient-edit-draft.ts`).
 */
export function EditPatientDialog({
  patient,
  open,
  onOpenChange,
}: EditPatientDialogProps) {
  const handleOpenChange = forgettingOnClose(
    () => forgetPatientEdit(patient.id),
    onOpenChange,
  )
  return (
    <EditDialog
      open={open}
      onOpenChange={handleOpenChange}
      title="Edit Patient"
    >
      <EditPatientForm
        patient={patient}
        onDone={() => handleOpenChange(false)}
      />
    </EditDialog>
  )
}

function EditPatientForm({
  patient,
  onDone,
}: {
  patient: Patient
  onDone: () => void
}) {
  const [edit, setEdit] = useState(() => patientEditShown(patient))
  const { name, notes } = edit
  const typed = (change: Partial<PatientEdit>) => {
    const next = { ...edit, ...change }
    setEdit(next)
    patientEditTyped(patient, next)
  }
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false)
  const updatePatient = useUpdatePatient()

  const hasName = name.trim() !== ''
  const isNotesTooLong = notes.length > EDIT_PATIENT_NOTES_MAX
  const isChanged =
    name.trim() !== patient.name ||
    notesOrNull(notes) !== notesOrNull(patient.notes ?? '')
  const canSave = hasName && !isNotesTooLong && isChanged
  // Without a user id, a toast says so (PATIENT_AUTH_ERRORS).
  const saveError =
    updatePatient.isError &&
    !(updatePatient.error instanceof RequestNotSentError)
      ? 'The changes could not be saved. Please try again.'
      : undefined

  const handleSave = () =>
    updatePatient
      .mutateAsync(
        {
          patientId: patient.id,
          input: toPatientInput(name, notesOrNull(notes)),
        },
        {
          onSuccess: onDone,
          onError: (error) => {
            if (error instanceof RequestNotSentError)
              notify.error(PATIENT_AUTH_ERRORS.update)
          },
        },
      )
      // Here, not in the callbacks above, which a dialog gone meanwhile
      // (the session ended) no longer hears.
      .then(() => forgetPatientEdit(patient.id))

  return (
    <EditForm
      onSave={handleSave}
      onCancel={onDone}
      canSave={canSave}
      isSaving={updatePatient.isPending}
      error={saveError}
      footer={
        <DangerZone
          warning="Deleting a patient also deletes their projects and reports."
          actionLabel="Delete patient"
          onAction={() => setIsConfirmingDelete(true)}
        >
          <DeletePatientDialog
            patient={patient}
            open={isConfirmingDelete}
            onOpenChange={setIsConfirmingDelete}
            onDeleted={onDone}
          />
        </DangerZone>
      }
    >
      <TextField
        label="Name"
        value={name}
        onChange={(event) => typed({ name: event.target.value })}
        autoComplete="off"
        required
        error={hasName ? undefined : 'Name is required.'}
      />
      <TextAreaField
        label="Notes (optional)"
        value={notes}
        onChange={(event) => typed({ notes: event.target.value })}
        counter={`${notes.length} / ${EDIT_PATIENT_NOTES_MAX}`}
        error={
          isNotesTooLong ? notesLimitMessage(EDIT_PATIENT_NOTES_MAX) : undefined
        }
      />
    </EditForm>
  )
}
