import { useRef, useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { TextAreaField, TextField } from '@/components/ui/field'

import { useCreateNote } from '../api/use-create-note'
import { pickRecords } from '../hooks/use-record-selection'
import {
  canSubmitNote,
  NOTE_MAX_LENGTH,
  noteContentError,
} from '../utils/note-validation'

import styles from './note-form.module.css'
import { NoteProgressDialog } from './note-progress-dialog'

export interface NoteFormProps {
  patientId: string
}

/** The Copy & Paste tab: a named note that becomes a record (SPEC.md §5). */
export function NoteForm({ patientId }: NoteFormProps) {
  const [title, setTitle] = useState('')
  const [content, setContent] = useState('')
  const [isTitleTouched, setIsTitleTouched] = useState(false)
  const [isContentTouched, setIsContentTouched] = useState(false)
  const [isDialogOpen, setIsDialogOpen] = useState(false)
  const createNote = useCreateNote(patientId)
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
    if (!canSubmitNote(title, content) || createNote.isPending) return
    setIsDialogOpen(true)
    createNote.mutate(
      { title: title.trim(), content },
      {
        onSuccess: (record) => {
          setTitle('')
          setContent('')
          setIsTitleTouched(false)
          setIsContentTouched(false)
          pickRecords([record.id])
        },
      },
    )
  }

  const handleDialogClose = () => {
    setIsDialogOpen(false)
    createNote.reset()
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
        onChange={(event) => setTitle(event.target.value)}
        onBlur={() => setIsTitleTouched(true)}
        error={titleError}
        autoComplete="off"
        required
      />
      <TextAreaField
        label="Record content"
        hint="Paste or type the text of a medical record: at least 25 characters."
        value={content}
        onChange={(event) => setContent(event.target.value)}
        onBlur={() => setIsContentTouched(true)}
        error={shownContentError}
        counter={`${content.length} / ${NOTE_MAX_LENGTH}`}
        rows={8}
        required
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={!canSubmitNote(title, content)}>
          Add Note
        </Button>
      </div>
      <NoteProgressDialog
        open={isDialogOpen}
        status={createNote.status}
        error={createNote.error}
        startedAt={createNote.submittedAt}
        onClose={handleDialogClose}
        onCloseAutoFocus={handleDialogCloseAutoFocus}
      />
    </form>
  )
}
