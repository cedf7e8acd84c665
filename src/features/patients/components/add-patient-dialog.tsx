import { Trans, useLingui } from '@lingui/react/macro'
import { useIsMutating, useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'

import { listedIds, useWrite } from '@/api/outbox'
import {
  PATIENT_AUTH_ERRORS,
  patientWrites,
  type NewPatient,
} from '@/api/patients/mutations'
import { patientQueries } from '@/api/patients/queries'
import { toPatientInput } from '@/api/patients/requests'
import { useUserId } from '@/api/users/queries'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogActions,
  DialogFormError,
  focusFirstField,
} from '@/components/ui/dialog'
import { TextAreaField, TextField } from '@/components/ui/field'
import { useDraft, type Draft } from '@/hooks/use-draft'
import { RequestNotSentError } from '@/lib/http-client'
import type { Patient } from '@/types/patient'

import {
  NEW_PATIENT_NOTES_MAX,
  notesLimitMessage,
  notesOrNull,
  toastIfNotSent,
  type PatientFields,
} from '../utils/patient-limits'

import styles from './patient-dialogs.module.css'

export interface AddPatientDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Called with the new patient; the caller makes it active. */
  onCreated: (patient: Patient) => void
  /** Prefills the name (the onboarding card's 'Edit Details'). */
  initialName?: string
}

/** What is typed stays a draft until saved or closed. */
export function AddPatientDialog({
  open,
  onOpenChange,
  onCreated,
  initialName,
}: AddPatientDialogProps) {
  const { t } = useLingui()
  // The patient has no id yet; a name typed earlier comes before the one offered.
  const draft = useDraft<PatientFields>('draft', 'new-patient', {
    name: initialName ?? '',
    notes: '',
  })
  const isSaving = useIsMutating({ mutationKey: patientWrites.create }) > 0
  const handleOpenChange = (isOpen: boolean) => {
    if (!isOpen) draft.forget()
    onOpenChange(isOpen)
  }
  return (
    <Dialog
      open={open}
      onOpenChange={handleOpenChange}
      title={t`Add New Patient`}
      size="sm"
      onOpenAutoFocus={focusFirstField}
      // Held while saving: the new patient becomes active once saved, which
      // a dialog closed meanwhile would no longer do.
      isDismissable={!isSaving}
    >
      <AddPatientForm
        draft={draft}
        onCreated={onCreated}
        onCancel={() => handleOpenChange(false)}
      />
    </Dialog>
  )
}

function AddPatientForm({
  draft,
  onCreated,
  onCancel,
}: {
  draft: Draft<PatientFields>
  onCreated: (patient: Patient) => void
  onCancel: () => void
}) {
  const { t } = useLingui()
  // One opening of the dialog, one patient, however often Save is pressed.
  const create = useWrite<NewPatient, Patient>(patientWrites.create, {
    draft: { key: draft.key, value: draft.value },
  })
  const [step, setStep] = useState<'name' | 'notes'>('name')
  const nameRef = useRef<HTMLInputElement>(null)
  const notesRef = useRef<HTMLTextAreaElement>(null)
  const { name, notes } = draft.value
  const trimmedName = name.trim()
  // Typed names go into messages as elements: Trans would read markup in a string.
  const patientName = (
    <strong>
      <bdi>{trimmedName}</bdi>
    </strong>
  )
  const typed = (change: Partial<PatientFields>) =>
    draft.setValue({ ...draft.value, ...change })
  const queryClient = useQueryClient()
  const userId = useUserId()
  const hasName = name.trim() !== ''
  const isNotesTooLong = notes.length > NEW_PATIENT_NOTES_MAX

  // The field of each step takes focus, as the button that moved on is gone.
  const stepShown = (next: 'name' | 'notes') => {
    flushSync(() => setStep(next))
    if (next === 'name') nameRef.current?.focus()
    else notesRef.current?.focus()
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (step === 'name') {
      if (hasName) stepShown('notes')
      return
    }
    if (!hasName || isNotesTooLong) return
    create.send(
      {
        userId,
        input: toPatientInput(name, notesOrNull(notes)),
        listed: userId
          ? listedIds(queryClient, patientQueries.list(userId).queryKey)
          : undefined,
      },
      // What was typed stays, to be saved again.
      {
        onSuccess: onCreated,
        onError: toastIfNotSent(PATIENT_AUTH_ERRORS.create),
      },
    )
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      {step === 'name' ? (
        <>
          <p className={styles.step}>
            <Trans>Step 1 of 2</Trans>
          </p>
          <TextField
            ref={nameRef}
            label={t({ comment: 'Field: the patient’s name', message: 'Name' })}
            hint={t`The patient's full name, for example Jane Doe.`}
            value={name}
            onChange={(event) => typed({ name: event.target.value })}
            autoComplete="off"
            required
          />
          <DialogActions>
            <Button variant="secondary" onClick={onCancel}>
              <Trans comment="Button: closes the dialog without adding a patient">
                Cancel
              </Trans>
            </Button>
            <Button type="submit" disabled={!hasName}>
              <Trans comment="Button: on to step 2, the notes">Next</Trans>
            </Button>
          </DialogActions>
        </>
      ) : (
        <>
          <p className={styles.step}>
            <Trans>Step 2 of 2: {patientName}</Trans>
          </p>
          <TextAreaField
            ref={notesRef}
            label={t`Notes (optional)`}
            hint={t`Anything that helps research for this patient, such as a long-term condition.`}
            value={notes}
            onChange={(event) => typed({ notes: event.target.value })}
            counter={`${notes.length} / ${NEW_PATIENT_NOTES_MAX}`}
            error={
              isNotesTooLong
                ? notesLimitMessage(NEW_PATIENT_NOTES_MAX)
                : undefined
            }
          />
          {create.isChecking ? (
            <p role="status">
              <Trans>Checking whether the patient was saved…</Trans>
            </p>
          ) : null}
          <DialogFormError>
            {create.error && !(create.error instanceof RequestNotSentError)
              ? t`The patient could not be saved. Please try again.`
              : null}
          </DialogFormError>
          <DialogActions>
            <Button
              variant="secondary"
              disabled={create.isSending}
              onClick={() => stepShown('name')}
            >
              <Trans comment="Button: back to step 1, the name">Back</Trans>
            </Button>
            <Button
              type="submit"
              disabled={isNotesTooLong}
              isBusy={create.isSending}
            >
              <Trans comment="Button: adds the patient">Save</Trans>
            </Button>
          </DialogActions>
        </>
      )}
    </form>
  )
}
