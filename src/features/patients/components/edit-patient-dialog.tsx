import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'

import { useWrite } from '@/api/outbox'
import {
  PATIENT_AUTH_ERRORS,
  patientWrites,
  type PatientChange,
} from '@/api/patients/mutations'
import { toPatientInput } from '@/api/patients/requests'
import { useUserId } from '@/api/users/queries'
import { DangerZone } from '@/components/ui/danger-zone'
import { EditDialog, EditForm } from '@/components/ui/edit-dialog'
import { TextAreaField, TextField } from '@/components/ui/field'
import { useDraft } from '@/hooks/use-draft'
import { RequestNotSentError } from '@/lib/http-client'
import type { Patient } from '@/types/patient'

import {
  EDIT_PATIENT_NOTES_MAX,
  notesLimitMessage,
  notesOrNull,
  toastIfNotSent,
  type PatientFields,
} from '../utils/patient-limits'

import { DeletePatientDialog } from './delete-patient-dialog'

export interface EditPatientDialogProps {
  /** The active patient; generic profiles cannot be edited. */
  patient: Patient
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The name and notes typed, kept as one draft until saved or closed, so a field emptied on purpose stays empty. */
const usePatientEdit = (patient: Patient) =>
  useDraft<PatientFields>('edit', patient.id, {
    name: patient.name,
    notes: patient.notes ?? '',
  })

export function EditPatientDialog({
  patient,
  open,
  onOpenChange,
}: EditPatientDialogProps) {
  const { t } = useLingui()
  const { forget } = usePatientEdit(patient)
  const handleOpenChange = (isOpen: boolean) => {
    if (!isOpen) forget()
    onOpenChange(isOpen)
  }
  return (
    <EditDialog
      open={open}
      onOpenChange={handleOpenChange}
      title={t`Edit Patient`}
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
  const { t } = useLingui()
  const draft = usePatientEdit(patient)
  const { name, notes } = draft.value
  const typed = (change: Partial<PatientFields>) =>
    draft.setValue({ ...draft.value, ...change })
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false)
  const userId = useUserId()
  const update = useWrite<PatientChange, Patient>(patientWrites.update, {
    draft: { key: draft.key, value: draft.value },
  })

  const hasName = name.trim() !== ''
  const isNotesTooLong = notes.length > EDIT_PATIENT_NOTES_MAX
  const isChanged =
    name.trim() !== patient.name ||
    notesOrNull(notes) !== notesOrNull(patient.notes ?? '')

  const handleSave = () =>
    update.send(
      {
        userId,
        patientId: patient.id,
        input: toPatientInput(name, notesOrNull(notes)),
      },
      {
        onSuccess: onDone,
        onError: toastIfNotSent(PATIENT_AUTH_ERRORS.update),
      },
    )

  return (
    <EditForm
      onSave={handleSave}
      onCancel={onDone}
      canSave={hasName && !isNotesTooLong && isChanged}
      isSaving={update.isSending}
      error={
        update.error && !(update.error instanceof RequestNotSentError)
          ? t`The changes could not be saved. Please try again.`
          : undefined
      }
      footer={
        <DangerZone
          warning={t`Deleting a patient also deletes their projects and reports.`}
          actionLabel={t`Delete patient`}
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
        label={t({ comment: 'Field: the patient’s name', message: 'Name' })}
        value={name}
        onChange={(event) => typed({ name: event.target.value })}
        autoComplete="off"
        required
        error={hasName ? undefined : t`Name is required.`}
      />
      <TextAreaField
        label={t`Notes (optional)`}
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
