import { Trans, useLingui } from '@lingui/react/macro'
import { CircleAlert, CircleCheck } from 'lucide-react'
import { useRef, useState, type FormEvent } from 'react'

import { useWrite } from '@/api/outbox'
import { recordWrites, type NewRecord } from '@/api/records/mutations'
import { Button } from '@/components/ui/button'
import { Dialog, DialogActions } from '@/components/ui/dialog'
import { TextAreaField, TextField } from '@/components/ui/field'
import { Spinner } from '@/components/ui/spinner'
import { useDraft } from '@/hooks/use-draft'
import type { MedicalRecord } from '@/types/record'

import { useCloseAfter, useTakingLong } from '../hooks/use-taking-long'
import { NOTE_MAX_LENGTH } from '../utils/accepted-files'
import { canSubmitNote, noteContentError } from '../utils/note-validation'
import { noteErrorMessage, RECORD_MESSAGES } from '../utils/record-messages'

import styles from './note-form.module.css'
import progress from './progress-dialog.module.css'

/** The progress dialog closes 2 s after success; a notice after 5 s of waiting. */
const NOTE_CLOSE_DELAY_MS = 2000
const NOTE_SLOW_NOTICE_MS = 5000

export interface NoteFormProps {
  patientId: string
  projectId: string | undefined
}

const EMPTY_NOTE = { title: '', content: '' }

/** A note belongs to the patient and project it was written for, whatever shows when it is saved. */
export function NoteForm({ patientId, projectId }: NoteFormProps) {
  const { t, i18n } = useLingui()
  const draft = useDraft('note', patientId, EMPTY_NOTE)
  const { title, content } = draft.value
  // One press, one note; after a reload, one sent from this draft is
  // looked for first, and Add Note waits meanwhile.
  const add = useWrite<NewRecord, MedicalRecord>(recordWrites.create, {
    draft: { key: draft.key, value: draft.value },
  })
  const [isTitleTouched, setIsTitleTouched] = useState(false)
  const [isContentTouched, setIsContentTouched] = useState(false)
  const [isDialogOpen, setIsDialogOpen] = useState(false)
  const titleRef = useRef<HTMLInputElement>(null)
  const failure = add.isSending ? null : add.error
  const isAdded = !add.isSending && !add.error && Boolean(add.data)
  const isSlow = useTakingLong(
    isDialogOpen && add.isSending ? add.submittedAt : null,
    NOTE_SLOW_NOTICE_MS,
  )

  const contentError = noteContentError(content)
  // Too long is said at once; too short only after leaving the field, not while typing.
  const shownContentError =
    contentError && (isContentTouched || content.length > NOTE_MAX_LENGTH)
      ? contentError
      : null
  const titleError =
    isTitleTouched && !title.trim() ? t`Enter a name for this record` : null

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!canSubmitNote(title, content) || add.isSending) return
    setIsDialogOpen(true)
    add.send(
      {
        patientId,
        projectId,
        note: { title: title.trim(), content },
      },
      {
        onSuccess: () => {
          setIsTitleTouched(false)
          setIsContentTouched(false)
        },
      },
    )
  }

  const handleDialogClose = () => {
    setIsDialogOpen(false)
    add.dismissError()
    // Added: the next note is another one.
    if (add.data) add.renew()
  }
  useCloseAfter(isDialogOpen && isAdded, NOTE_CLOSE_DELAY_MS, handleDialogClose)

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <TextField
        ref={titleRef}
        label={t`Record name`}
        hint={t`For example: Blood test results, March 2025`}
        value={title}
        onChange={(event) =>
          draft.setValue({ ...draft.value, title: event.target.value })
        }
        onBlur={() => setIsTitleTouched(true)}
        error={titleError}
        autoComplete="off"
        required
      />
      <TextAreaField
        label={t`Record content`}
        hint={t`Paste or type the text of a medical record: at least 25 characters.`}
        value={content}
        onChange={(event) =>
          draft.setValue({ ...draft.value, content: event.target.value })
        }
        onBlur={() => setIsContentTouched(true)}
        error={shownContentError}
        counter={`${content.length} / ${NOTE_MAX_LENGTH}`}
        rows={8}
        required
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          disabled={!canSubmitNote(title, content) || add.isSending}
        >
          <Trans>Add Note</Trans>
        </Button>
      </div>
      {add.isChecking && !isDialogOpen ? (
        <p role="status">
          <Trans>Checking whether your note was saved…</Trans>
        </p>
      ) : null}
      <Dialog
        open={isDialogOpen}
        onOpenChange={(isOpen) => {
          if (!isOpen) handleDialogClose()
        }}
        title={t`Adding Note Record`}
        size="sm"
        isDismissable={!add.isSending}
        hideClose={add.isSending}
        // Once a note is added the form is empty and Add Note disabled, so
        // focus cannot go back to it: the next note starts in the name field.
        onCloseAutoFocus={(event) => {
          if (canSubmitNote(title, content)) return
          event.preventDefault()
          titleRef.current?.focus()
        }}
        // The note is on its way: its progress shows once another dialog has closed.
        whileClosing="wait"
      >
        {failure ? (
          <>
            <div className={progress.outcome} role="alert">
              <CircleAlert aria-hidden="true" className={progress.errorIcon} />
              <p>{noteErrorMessage(failure)}</p>
            </div>
            <p className={progress.hint}>
              <Trans>Your note is still in the form.</Trans>
            </p>
            <DialogActions>
              <Button variant="secondary" onClick={handleDialogClose}>
                <Trans>Back to my note</Trans>
              </Button>
            </DialogActions>
          </>
        ) : isAdded ? (
          <div className={progress.outcome} role="status">
            <CircleCheck aria-hidden="true" className={progress.successIcon} />
            <p>
              <Trans>
                Your note was added to the health records and selected.
              </Trans>
            </p>
          </div>
        ) : (
          <div className={progress.outcome} role="status">
            <Spinner size="lg" />
            <div>
              <p>
                <Trans>Adding your note to the health records…</Trans>
              </p>
              {isSlow ? (
                <p className={progress.slow}>
                  {i18n._(RECORD_MESSAGES.slowNotice)}
                </p>
              ) : null}
            </div>
          </div>
        )}
      </Dialog>
    </form>
  )
}
