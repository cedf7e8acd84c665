import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState, type FocusEvent } from 'react'

import { listedIds, useWrite } from '@/api/outbox'
import { useActivePatient } from '@/api/patients/queries'
import { projectWrites, type NewProject } from '@/api/projects/mutations'
import { getActivePatientId, projectQueries } from '@/api/projects/queries'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/field'
import { useDraft } from '@/hooks/use-draft'
import { i18n } from '@/i18n/i18n'
import { ApiError, RequestNotSentError } from '@/lib/http-client'
import { projectActivated } from '@/stores/active-selection-store'
import type { Project } from '@/types/project'

import { PROJECT_HELP } from '../utils/project-help'

import styles from './project-manager.module.css'

const GENERIC_PROFILE_PROJECT_MESSAGE = msg`Projects cannot be created for Generic Profiles. Please select a patient profile.`

export interface ProjectManagerProps {
  onCreated?: (project: Project) => void
  /** When given, a Cancel button (and Escape) leaves without creating. */
  onCancel?: () => void
  autoFocus?: boolean
}

/** Why the project was not created; none for a server fault, which its toast already tells. */
function creationErrorMessage(error: Error): string | undefined {
  if (error instanceof ApiError)
    return error.status >= 500 ? undefined : error.message
  if (error instanceof RequestNotSentError) return error.message
  return i18n._(msg`The project could not be created. Please try again.`)
}

const focusElement = (element: HTMLElement | null) => element?.focus()

/** Names a new project for the active patient: Enter, Continue, or leaving the filled-in field creates it. */
export function ProjectManager({
  onCreated,
  onCancel,
  autoFocus = false,
}: ProjectManagerProps) {
  const { t } = useLingui()
  const patient = useActivePatient()
  const queryClient = useQueryClient()
  // A reload, or a session ended and signed into again, brings it back (decision 0002).
  const draft = useDraft('project-name', patient?.id, '')
  const name = draft.value
  // One press (or Enter, then leaving the field), one project.
  const create = useWrite<NewProject, Project>(projectWrites.create, {
    draft: { key: draft.key, value: name },
  })
  const [isNameMissing, setIsNameMissing] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const isCancelledRef = useRef(false)
  const headingId = useId()

  if (patient?.isGeneric) {
    return (
      <p className={styles.refused}>{t(GENERIC_PROFILE_PROJECT_MESSAGE)}</p>
    )
  }

  const submit = () => {
    if (!name.trim()) {
      setIsNameMissing(true)
      return
    }
    const patientId = patient?.id ?? ''
    create.send(
      {
        patientId,
        name,
        listed: listedIds(queryClient, projectQueries.list(patientId).queryKey),
      },
      {
        onSuccess: (project) => {
          // Another patient chosen meanwhile stays on screen: the project
          // only joins its own patient's list.
          if (getActivePatientId(queryClient) !== patientId) return
          projectActivated(project.id, project.patientId ?? patientId)
          onCreated?.(project)
        },
      },
    )
  }

  const cancelled = () => {
    isCancelledRef.current = true
    draft.forget()
    onCancel?.()
  }

  // Leaving the field creates the project, unless focus moves to this form's own buttons.
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (isCancelledRef.current) return
    if (formRef.current?.contains(event.relatedTarget)) return
    if (name.trim()) submit()
  }

  const requestError = create.error
    ? creationErrorMessage(create.error)
    : create.isChecking
      ? t`Checking whether the project was created…`
      : undefined

  return (
    <form
      ref={formRef}
      className={styles.manager}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
      aria-labelledby={headingId}
      noValidate
    >
      <h3 id={headingId} className={styles.heading}>
        <Trans>Research Project</Trans>
      </h3>
      <TextField
        ref={autoFocus ? focusElement : undefined}
        label={t`Project name`}
        placeholder={t`Enter project name`}
        hint={t(PROJECT_HELP)}
        value={name}
        onChange={(event) => {
          draft.setValue(event.target.value)
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
        error={isNameMissing ? t`Project name is required.` : requestError}
        className={styles.field}
      />
      <div className={styles.actions}>
        <Button type="submit" isBusy={create.isSending}>
          {create.isSending ? (
            <Trans comment="Button: while the project is being created">
              Creating...
            </Trans>
          ) : (
            <Trans comment="Button: creates the project">Continue</Trans>
          )}
        </Button>
        {onCancel ? (
          <Button
            variant="ghost"
            // Keeps focus in the field, so a browser that does not focus clicked buttons does not blur-submit.
            onMouseDown={(event) => event.preventDefault()}
            onClick={cancelled}
          >
            <Trans comment="Button: leaves without creating a project">
              Cancel
            </Trans>
          </Button>
        ) : null}
      </div>
    </form>
  )
}
