import { useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'

import { PATIENT_AUTH_ERRORS, useCreatePatient } from '@/api/patients/mutations'
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
import { useDraft } from '@/hooks/use-draft'
import { usePressGuard } from '@/hooks/use-press-guard'
import { createdMarked } from '@/lib/creation-marks'
import { forgettingOnClose } from '@/lib/drafts'
import { RequestNotSentError } from '@/lib/http-client'
import { notify } from '@/lib/toast'
import type { Patient } from '@/types/patient'

import {
  forgetNewPatient,
  NEW_PATIENT,
  NEW_PATIENT_DRAFTS,
  newPatientMarkKey,
} from '../utils/new-patient-draft'
import {
  NEW_PATIENT_NOTES_MAX,
  notesLimitMessage,
  notesOrNull,
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

/**
 * 'Add New Patient' in two steps, the name (required) and then
 * optional notes of at most 100 characters, so each screen asks one thing.
 * What is typed is kept as a draft until the patient is saved or the
 * person closes the dialog (`utils/new-patient-draft.ts`).
 */
export function AddPatientDialog({
  open,
  onOpenChange,
  onCreated,
  initialName,
}: AddPatientDialogProps) {
  const createPatient = useCreatePatient()
  const handleOpenChange = forgettingOnClose(forgetNewPatient, onOpenChange)
  return (
    <Dialog
      open={open}
      onOpenChange={handleOpenChange}
      title="Add New Patient"
      size="sm"
      onOpenAutoFocus={focusFirstField}
      // Held while saving: the new patient becomes active once saved, which
      // a dialog closed meanwhile would no longer do.
      isDismissable={!createPatient.isPending}
    >
      <AddPatientForm
        initialName={initialName ?? ''}
        createPatient={createPatient}
        onCreated={onCreated}
        onCancel={() => handleOpenChange(false)}
      />
    </Dialog>
  )
}

function AddPatientForm({
  initialName,
  createPatient,
  onCreated,
  onCancel,
}: {
  initialName: string
  createPatient: ReturnType<typeof useCreatePatient>
  onCreated: (patient: Patient) => void
  onCancel: () => void
}) {
  const [step, setStep] = useState<'name' | 'notes'>('name')
  const formId = useId()
  const nameRef = useRef<HTMLInputElement>(null)
  const notesRef = useRef<HTMLTextAreaElement>(null)
  // A name typed earlier comes before the one offered.
  const { value: name, setValue: setName } = useDraft(
    NEW_PATIENT_DRAFTS.name,
    NEW_PATIENT,
    initialName,
  )
  const { value: notes, setValue: setNotes } = useDraft(
    NEW_PATIENT_DRAFTS.notes,
    NEW_PATIENT,
  )
  const queryClient = useQueryClient()
  const userId = useUserId()
  // One press, one patient; once saved the dialog goes.
  const pressGuard = usePressGuard()
  const hasName = name.trim() !== ''
  const isNotesTooLong = notes.length > NEW_PATIENT_NOTES_MAX

  // The field of each step takes focus, as the button that moved on is gone.
  const stepShown = (next: 'name' | 'notes') => {
    flushSync(() => setStep(next))
    if (next === 'name') nameRef.current?.focus()
    else notesRef.current?.focus()
  }

  const handleNameSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (hasName) stepShown('notes')
  }

  const handleSave = (event: FormEvent) => {
    event.preventDefault()
    if (!hasName || isNotesTooLong || !pressGuard.take()) return
    const input = toPatientInput(name, notesOrNull(notes))
    createdMarked(
      newPatientMarkKey(),
      input.name,
      userId
        ? queryClient.getQueryData(patientQueries.list(userId).queryKey)
        : undefined,
      (sentBefore) =>
        createPatient.mutateAsync(
          { ...input, formId, sentBefore },
          {
            onSuccess: onCreated,
            // What was typed stays, to be saved again.
            onError: (error) => {
              if (error instanceof RequestNotSentError)
                notify.error(PATIENT_AUTH_ERRORS.create)
            },
          },
        ),
    )
      // Settled here, not in the callbacks above, which a dialog gone
      // meanwhile (the session ended) no longer hears.
      .then(forgetNewPatient, pressGuard.release)
  }

  if (step === 'name') {
    return (
      <form onSubmit={handleNameSubmit} noValidate>
        <p className={styles.step}>Step 1 of 2</p>
        <TextField
          ref={nameRef}
          label="Name"
          hint="The patient's full name, for example Jane Doe."
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
          required
        />
        <DialogActions>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={!hasName}>
            Next
          </Button>
        </DialogActions>
      </form>
    )
  }

  return (
    <form onSubmit={handleSave} noValidate>
      <p className={styles.step}>
        Step 2 of 2: <strong>{name.trim()}</strong>
      </p>
      <TextAreaField
        ref={notesRef}
        label="Notes (optional)"
        hint="Anything that helps research for this patient, such as a long-term condition."
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        counter={`${notes.length} / ${NEW_PATIENT_NOTES_MAX}`}
        error={
          isNotesTooLong ? notesLimitMessage(NEW_PATIENT_NOTES_MAX) : undefined
        }
      />
      <DialogFormError>
        {createPatient.isError &&
        !(createPatient.error instanceof RequestNotSentError)
          ? 'The patient could not be saved. Please try again.'
          : null}
      </DialogFormError>
      <DialogActions>
        <Button
          variant="secondary"
          disabled={createPatient.isPending}
          onClick={() => stepShown('name')}
        >
          Back
        </Button>
        <Button
          type="submit"
          disabled={isNotesTooLong}
          isBusy={createPatient.isPending}
        >
          Save
        </Button>
      </DialogActions>
    </form>
  )
}
