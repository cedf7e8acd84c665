import { useRef, useState, type FormEvent } from 'react'

import { useCreateNote, useIsNoteBeingAdded } from '@/api/records/mutations'
import { mayHaveBeenSaved } from '@/api/records/requests'
import { Button } from '@/components/ui/button'
import { TextAreaField, TextField } from '@/components/ui/field'
import { signedInDraftKey, useDraft } from '@/hooks/use-draft'

import { useNoteInFlight } from '../hooks/use-note-in-flight'
import { recordsPicked } from '../stores/record-selection-store'
import {
  clearNoteInFlight,
  markNoteInFlight,
  NOTE_IN_FLIGHT_DRAFT,
} from '../utils/note-in-flight'
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

/**
 * The Copy & Paste tab: a named note that becomes a record. What is typed
 * is kept as a draft until the note is saved. A note belongs to the patient
 * and project it was written for, whatever is on screen when it is saved.
 */
const DRAFT_NAMES = { title: 'note-title', content: 'note-content' }

export function NoteForm({ patientId, projectId }: NoteFormProps) {
  const title = useDraft(DRAFT_NAMES.title, patientId)
  const content = useDraft(DRAFT_NAMES.content, patientId)
  // A note sent before the page was reloaded may be saved already.
  const isNoteInFlight = useNoteInFlight(patientId, DRAFT_NAMES)
  const [isTitleTouched, setIsTitleTouched] = useState(false)
  const [isContentTouched, setIsContentTouched] = useState(false)
  const [isDialogOpen, setIsDialogOpen] = useState(false)
  const createNote = useCreateNote()
  const isNoteBeingAdded = useIsNoteBeingAdded(patientId)
  const titleRef = useRef<HTMLInputElement>(null)
  // One press, one note: pressed again before the screen updates, nothing more is sent.
  const isSendingRef = useRef(false)

  const contentError = noteContentError(content.value)
  // Too long is said at once; too short only after leaving the field, not while typing.
  const shownContentError =
    contentError && (isContentTouched || content.value.length > NOTE_MAX_LENGTH)
      ? contentError
      : null
  const titleError =
    isTitleTouched && !title.value.trim()
      ? 'Enter a name for this record'
      : null

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (
      !canSubmitNote(title.value, content.value) ||
      isNoteInFlight ||
      isSendingRef.current
    )
      return
    isSendingRef.current = true
    const { setValue: setTitle } = title
    const { setValue: setContent } = content
    const note = { title: title.value.trim(), content: content.value }
    const inFlightKey = signedInDraftKey(NOTE_IN_FLIGHT_DRAFT, patientId)
    if (inFlightKey) markNoteInFlight(inFlightKey, { ...note, projectId })
    setIsDialogOpen(true)
    createNote
      .mutateAsync({ patientId, ...note })
      .then(
        (record) => {
          // Cleared and selected even when the dialog or the form has gone meanwhile.
          setTitle('')
          setContent('')
          setIsTitleTouched(false)
          setIsContentTouched(false)
          if (projectId) recordsPicked(projectId, [record.id])
          if (inFlightKey) clearNoteInFlight(inFlightKey)
        },
        // The dialog shows why; the note stays in the form. An answer lost
        // on the way (or a page going) leaves the note marked: the records,
        // read again, tell whether it was saved.
        (error: unknown) => {
          if (inFlightKey && !mayHaveBeenSaved(error))
            clearNoteInFlight(inFlightKey)
        },
      )
      .finally(() => {
        isSendingRef.current = false
      })
  }

  const handleDialogClose = () => {
    setIsDialogOpen(false)
    if (!createNote.isPending) createNote.reset()
  }

  // Once a note is added the form is empty and Add Note disabled, so focus
  // cannot go back to it: the next note starts in the name field.
  const handleDialogCloseAutoFocus = (event: Event) => {
    if (canSubmitNote(title.value, content.value)) return
    event.preventDefault()
    titleRef.current?.focus()
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <TextField
        ref={titleRef}
        label="Record name"
        hint="For example: Blood test results, March 2025"
        value={title.value}
        onChange={(event) => title.setValue(event.target.value)}
        onBlur={() => setIsTitleTouched(true)}
        error={titleError}
        autoComplete="off"
        required
      />
      <TextAreaField
        label="Record content"
        hint="Paste or type the text of a medical record: at least 25 characters."
        value={content.value}
        onChange={(event) => content.setValue(event.target.value)}
        onBlur={() => setIsContentTouched(true)}
        error={shownContentError}
        counter={`${content.value.length} / ${NOTE_MAX_LENGTH}`}
        rows={8}
        required
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          disabled={
            !canSubmitNote(title.value, content.value) ||
            isNoteBeingAdded ||
            isNoteInFlight
          }
        >
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
