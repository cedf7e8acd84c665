import { useRef, useState, type FormEvent } from 'react'

import { useWrite } from '@/api/outbox'
import { recordWrites, type NewRecord } from '@/api/records/mutations'
import { Button } from '@/components/ui/button'
import { TextAreaField, TextField } from '@/components/ui/field'
import { useDraft } from '@/hooks/use-draft'
import type { MedicalRecord } from '@/types/record'

import {
  canSubmitNote,
  NOTE_MAX_LENGTH,
  noteContentError,
} from '../utils/note-validation'

import styles from './note-form.module.css'
import { NoteProgressDialog } from './note-progress-dialog'

export interface NoteFormProps {
  patientId: string
  /** The project whose report the new note is selected for. */
  projectId: string | undefined
}

const EMPTY_NOTE = { title: '', content: '' }

/**
 * The Copy & Paste tab: a named note that becomes a record. What is typed
 * is kept as a draft until the note is saved. A note belongs to the patient
 * and project it was written for, whatever is on screen when it is saved.
 */
export function NoteForm({ patientId, projectId }: NoteFormProps) {
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

  const contentError = noteContentError(content)
  // Too long is said at once; too short only after leaving the field, not while typing.
  const shownContentError =
    contentError && (isContentTouched || content.length > NOTE_MAX_LENGTH)
      ? contentError
      : null
  const titleError =
    isTitleTouched && !title.trim() ? 'Enter a name for this record' : null

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

  // Once a note is added the form is empty and Add Note disabled, so focus
  // cannot go back to it: the next note starts in the name field.
  const handleDialogCloseAutoFocus = (event: Event) => {
    if (canSubmitNote(title, content)) return
    event.preventDefault()
    titleRef.current?.focus()
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <TextField
        ref={titleRef}
        label="Record name"
        hint="For example: Blood test results, March 2025"
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
        label="Record content"
        hint="Paste or type the text of a medical record: at least 25 characters."
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
          Add Note
        </Button>
      </div>
      {add.isChecking && !isDialogOpen ? (
        <p role="status">Checking whether your note was saved…</p>
      ) : null}
      <NoteProgressDialog
        open={isDialogOpen}
        status={
          add.isSending
            ? 'pending'
            : add.error
              ? 'error'
              : add.data
                ? 'success'
                : 'idle'
        }
        error={add.error}
        startedAt={add.submittedAt}
        onClose={handleDialogClose}
        onCloseAutoFocus={handleDialogCloseAutoFocus}
      />
    </form>
  )
}
