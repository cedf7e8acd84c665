import { useState, type FormEvent } from 'react'

import { PATIENT_AUTH_ERRORS, useUpdatePatient } from '@/api/patients/mutations'
import { toPatientInput } from '@/api/patients/requests'
import { Button } from '@/components/ui/button'
import { DangerZone } from '@/components/ui/danger-zone'
import { Dialog, DialogActions, focusFirstField } from '@/components/ui/dialog'
import { TextAreaField, TextField } from '@/components/ui/field'
import { ApiError, RequestNotSentError } from '@/lib/http-client'
import { notify } from '@/lib/toast'
import type { Patient } from '@/types/patient'

import {
  EDIT_PATIENT_NOTES_MAX,
  notesLimitMessage,
  notesOrNull,
} from '../utils/patient-limits'

import { DeletePatientDialog } from './delete-patient-dialog'
import styles from './patient-dialogs.module.css'

export interface EditPatientDialogProps {
  /** The active patient; generic profiles cannot be edited. */
  patient: Patient
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Rename a patient or change their notes (up to 10000 characters), or delete them. */
export function EditPatientDialog({
  patient,
  open,
  onOpenChange,
}: EditPatientDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit Patient"
      onOpenAutoFocus={focusFirstField}
    >
      <EditPatientForm patient={patient} onDone={() => onOpenChange(false)} />
    </Dialog>
  )
}

function EditPatientForm({
  patient,
  onDone,
}: {
  patient: Patient
  onDone: () => void
}) {
  const [name, setName] = useState(patient.name)
  const [notes, setNotes] = useState(patient.notes ?? '')
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false)
  const updatePatient = useUpdatePatient()

  const hasName = name.trim() !== ''
  const isNotesTooLong = notes.length > EDIT_PATIENT_NOTES_MAX
  const isChanged =
    name.trim() !== patient.name ||
    notesOrNull(notes) !== notesOrNull(patient.notes ?? '')
  const canSave = hasName && !isNotesTooLong && isChanged
  const saveError =
    updatePatient.error instanceof ApiError
      ? 'The changes could not be saved. Please try again.'
      : undefined

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!canSave || updatePatient.isPending) return
    updatePatient.mutate(
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
  }

  return (
    <>
      <form onSubmit={handleSubmit} noValidate>
        <TextField
          label="Name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
          required
          error={hasName ? undefined : 'Name is required.'}
        />
        <TextAreaField
          label="Notes (optional)"
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          counter={`${notes.length} / ${EDIT_PATIENT_NOTES_MAX}`}
          error={
            isNotesTooLong
              ? notesLimitMessage(EDIT_PATIENT_NOTES_MAX)
              : undefined
          }
        />
        {saveError ? (
          <p className={styles.formError} role="alert">
            {saveError}
          </p>
        ) : null}
        <DialogActions>
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
          <Button
            type="submit"
            disabled={!canSave}
            isBusy={updatePatient.isPending}
          >
            Save
          </Button>
        </DialogActions>
      </form>
      <DangerZone
        warning="Deleting a patient also deletes their projects and reports."
        actionLabel="Delete patient"
        onAction={() => setIsConfirmingDelete(true)}
      />
      <DeletePatientDialog
        patient={patient}
        open={isConfirmingDelete}
        onOpenChange={setIsConfirmingDelete}
        onDeleted={onDone}
      />
    </>
  )
}
