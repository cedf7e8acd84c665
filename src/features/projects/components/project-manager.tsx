import { useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState, type FocusEvent, type FormEvent } from 'react'

import { useActivePatient } from '@/api/patients/queries'
import { useCreateProject } from '@/api/projects/create-project'
import { projectQueries } from '@/api/projects/queries'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/field'
import { draftSent, signedInDraftKey, useDraft } from '@/hooks/use-draft'
import { usePressGuard } from '@/hooks/use-press-guard'
import { createdMarked, forgetMark } from '@/lib/creation-marks'
import { ApiError, RequestNotSentError } from '@/lib/http-client'
import {
  getActiveSelection,
  projectActivated,
} from '@/stores/active-selection-store'
import type { Project } from '@/types/project'

import { PROJECT_HELP } from '../utils/project-help'

import styles from './project-manager.module.css'

const GENERIC_PROFILE_PROJECT_MESSAGE =
  'Projects cannot be created for Generic Profiles. Please select a patient profile.'

export interface ProjectManagerProps {
  onCreated?: (project: Project) => void
  /** When given, a Cancel button (and Escape) leaves without creating. */
  onCancel?: () => void
  autoFocus?: boolean
}

const PROJECT_NOT_CREATED =
  'The project could not be created. Please try again.'

/**
 * Why the project was not created, next to its name: the API's or the
 * app's reason; none for a server fault, which its toast already tells.
 */
function creationErrorMessage(error: Error): string | undefined {
  if (error instanceof ApiError)
    return error.status >= 500 ? undefined : error.message
  if (error instanceof RequestNotSentError) return error.message
  return PROJECT_NOT_CREATED
}

const focusElement = (element: HTMLElement | null) => element?.focus()

/** The name typed is kept as the patient's draft, and the project being created marked beside it. */
const DRAFT = 'project-name'
const MARK = 'project-sending'

/** Created, or the form cancelled: the patient's draft and mark go. */
function forgetNewProject(patientId: string) {
  draftSent(signedInDraftKey(DRAFT, patientId))
  forgetMark(signedInDraftKey(MARK, patientId))
}

/**
 * Names a new research project for the active patient.
 * Enter, Continue, or leaving the filled-in field creates it; it becomes the
 * active project, unless another patient was chosen meanwhile. Refused for
 * a generic profile.
 */
export function ProjectManager({
  onCreated,
  onCancel,
  autoFocus = false,
}: ProjectManagerProps) {
  const patient = useActivePatient()
  const createProject = useCreateProject()
  const queryClient = useQueryClient()
  // A reload, or a session ended and signed into again, brings it back
  // (decision 0002); one sent just before is looked for first
  // (`lib/creation-marks.ts`).
  const { value: name, setValue: setName } = useDraft(DRAFT, patient?.id)
  const [isNameMissing, setIsNameMissing] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const isCancelledRef = useRef(false)
  // One press (or Enter, then leaving the field), one project; once it is
  // created the form goes.
  const pressGuard = usePressGuard()
  const headingId = useId()
  const formId = useId()

  if (patient?.isGeneric) {
    return <p className={styles.refused}>{GENERIC_PROFILE_PROJECT_MESSAGE}</p>
  }

  const submit = () => {
    if (!name.trim()) {
      setIsNameMissing(true)
      return
    }
    if (!pressGuard.take()) return
    const patientId = patient?.id ?? ''
    createdMarked(
      signedInDraftKey(MARK, patientId),
      name.trim(),
      queryClient.getQueryData(projectQueries.list(patientId).queryKey),
      (sentBefore) =>
        createProject.mutateAsync(
          { patientId, name, formId, sentBefore },
          {
            onSuccess: (project) => {
              // Another patient chosen meanwhile stays on screen: the
              // project only joins its own patient's list.
              if (getActiveSelection().patientId !== patientId) return
              projectActivated(project.id, project.patientId ?? patientId)
              onCreated?.(project)
            },
          },
        ),
    )
      // Here, not in the callbacks above, which a form gone meanwhile (the
      // session ended, another patient chosen) no longer hears.
      .then(() => forgetNewProject(patientId), pressGuard.release)
  }

  const cancelled = () => {
    isCancelledRef.current = true
    if (patient) forgetNewProject(patient.id)
    onCancel?.()
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    submit()
  }

  // Leaving the field creates the project, unless focus moves to this form's own buttons.
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (isCancelledRef.current) return
    if (formRef.current?.contains(event.relatedTarget)) return
    if (name.trim()) submit()
  }

  const requestError = createProject.error
    ? creationErrorMessage(createProject.error)
    : undefined

  return (
    <form
      ref={formRef}
      className={styles.manager}
      onSubmit={handleSubmit}
      aria-labelledby={headingId}
      noValidate
    >
      <h3 id={headingId} className={styles.heading}>
        Research Project
      </h3>
      <TextField
        ref={autoFocus ? focusElement : undefined}
        label="Project name"
        placeholder="Enter project name"
        hint={PROJECT_HELP}
        value={name}
        onChange={(event) => {
          setName(event.target.value)
          if (event.target.value.trim()) setIsNameMissing(false)
        }}
        onBlur={handleBlur}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onCancel) {
            event.stopPropagation()
            cancelled()
          }
        }}
        autoComplete="off"
        required
        error={isNameMissing ? 'Project name is required.' : requestError}
        className={styles.field}
      />
      <div className={styles.actions}>
        <Button type="submit" isBusy={createProject.isPending}>
          {createProject.isPending ? 'Creating...' : 'Continue'}
        </Button>
        {onCancel ? (
          <Button
            variant="ghost"
            // Keeps focus in the field, so a browser that does not focus clicked buttons does not blur-submit.
            onMouseDown={(event) => event.preventDefault()}
            onClick={cancelled}
          >
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  )
}
