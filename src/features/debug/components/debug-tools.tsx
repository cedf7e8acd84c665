import * as Popover from '@radix-ui/react-popover'
import { X } from 'lucide-react'
import { useId, useRef, useState, type RefObject } from 'react'
import { useNavigate } from 'react-router-dom'

import { useWrite } from '@/api/outbox'
import { useActivePatient } from '@/api/patients/queries'
import {
  projectWrites,
  type DemoProjectsCreation,
} from '@/api/projects/mutations'
import { userWrites, type UserReset } from '@/api/users/mutations'
import { useUserId } from '@/api/users/queries'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { IconButton } from '@/components/ui/icon-button'
import { ApiError, RequestNotSentError } from '@/lib/http-client'
import { paths } from '@/lib/paths'
import type { DemoProjects } from '@/types/project'

import styles from './debug-tools.module.css'

export interface DebugToolsProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  anchorRef: RefObject<HTMLElement | null>
  /** Drops what the app holds about the person once the server deleted their data. */
  onDataDeleted: () => void
}

/**
 * Not modal, so the project tree stays in view as demo projects appear; it
 * closes when focus leaves it, so it never hides the focused control (the
 * reset confirmation is rendered inside it, so answering it is not leaving).
 */
export function DebugTools({
  open,
  onOpenChange,
  anchorRef,
  onDataDeleted,
}: DebugToolsProps) {
  const titleId = useId()
  // Closed by a click elsewhere, focus stays where that click put it.
  const wasDismissedOutsideRef = useRef(false)
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Portal>
        <Popover.Content
          className={styles.panel}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby={titleId}
          onInteractOutside={() => {
            wasDismissedOutsideRef.current = true
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (!wasDismissedOutsideRef.current) anchorRef.current?.focus()
            wasDismissedOutsideRef.current = false
          }}
        >
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              Debug tools
            </h2>
            <Popover.Close asChild>
              <IconButton
                size="sm"
                label="Close debug tools"
                icon={<X aria-hidden="true" />}
              />
            </Popover.Close>
          </header>
          <p className={styles.hint}>
            For trying the app out: these change this account’s data on the
            server.
          </p>
          <CreateDemoProjects />
          <ResetData onDataDeleted={onDataDeleted} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

export const NO_PATIENT_MESSAGE =
  'Select or add a patient first: demo projects are created for the active patient.'
export const GENERIC_PROFILE_MESSAGE =
  'Demo projects cannot be created for Generic Profiles. Please select a patient profile.'

/** For the patient active at the press. */
function CreateDemoProjects() {
  const titleId = useId()
  const patient = useActivePatient()
  const create = useWrite<DemoProjectsCreation, DemoProjects>(
    projectWrites.demo,
  )
  const [done, setDone] = useState('')
  const [problem, setProblem] = useState('')

  const handleCreate = () => {
    setDone('')
    if (!patient || patient.isGeneric) {
      setProblem(patient ? GENERIC_PROFILE_MESSAGE : NO_PATIENT_MESSAGE)
      return
    }
    setProblem('')
    const { displayName } = patient
    create.send(
      { patientId: patient.id },
      {
        onSuccess: () =>
          setDone(
            `Demo projects created for ${displayName}. They are listed under Research Projects.`,
          ),
        onError: (error) =>
          setProblem(failureMessage('Failed to create demo projects.', error)),
        // Pressed again, demo projects are created again.
        onSettled: create.renew,
      },
    )
  }

  return (
    <section className={styles.action} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.actionTitle}>
        Demo projects
      </h3>
      <p className={styles.hint}>
        {patient && !patient.isGeneric
          ? `Adds the example projects to ${patient.displayName}, replacing any the account had.`
          : 'Adds the example projects to the active patient.'}
      </p>
      <Button
        size="sm"
        variant="secondary"
        onClick={handleCreate}
        isBusy={create.isSending}
      >
        Create demo projects
      </Button>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <p className={styles.done} role="status">
        {done}
      </p>
    </section>
  )
}

function ResetData({ onDataDeleted }: { onDataDeleted: () => void }) {
  const titleId = useId()
  const userId = useUserId()
  const navigate = useNavigate()
  const reset = useWrite<UserReset, void>(userWrites.reset)
  const [isConfirmOpen, setIsConfirmOpen] = useState(false)
  const [problem, setProblem] = useState('')
  const [done, setDone] = useState('')

  const handleOpenChange = (open: boolean) => {
    setIsConfirmOpen(open)
    setProblem('')
  }

  const handleConfirm = () => {
    setProblem('')
    reset.send(
      { userId: userId ?? '' },
      {
        onSuccess: () => {
          setIsConfirmOpen(false)
          onDataDeleted()
          setDone(
            'All patients, projects, records and reports of this account were deleted.',
          )
          void navigate(paths.index())
        },
        onError: (error) =>
          setProblem(failureMessage('Failed to reset your data.', error)),
        onSettled: reset.renew,
      },
    )
  }

  return (
    <section className={styles.action} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.actionTitle}>
        Your data
      </h3>
      <p className={styles.hint}>
        Deletes all patients, projects, records and reports of this account. You
        stay signed in.
      </p>
      <Button
        size="sm"
        variant="secondary"
        className={styles.danger}
        onClick={() => {
          setDone('')
          handleOpenChange(true)
        }}
      >
        Reset my data
      </Button>
      <p className={styles.done} role="status">
        {done}
      </p>
      {/* Cancel takes focus first, so Enter pressed out of habit deletes nothing. */}
      <ConfirmDialog
        open={isConfirmOpen}
        onOpenChange={handleOpenChange}
        title="Reset my data?"
        description="Delete all patients, projects, records and reports of this account? This cannot be undone."
        confirmLabel="Delete all my data"
        onConfirm={handleConfirm}
        isPending={reset.isSending}
        isHeldWhilePending
        error={problem}
        shouldFocusCancel
      />
    </section>
  )
}

/** What a failed debug action says; a server fault also shows the toast with its error ID. */
export function failureMessage(action: string, error: unknown): string {
  if (error instanceof RequestNotSentError) return `${action} ${error.message}`
  if (error instanceof ApiError && error.status < 500) {
    return `${action} ${error.detail}`
  }
  return `${action} Please try again.`
}
