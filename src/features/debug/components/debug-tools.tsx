import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
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
import { i18n } from '@/i18n/i18n'
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
  const { t } = useLingui()
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
              <Trans>Debug tools</Trans>
            </h2>
            <Popover.Close asChild>
              <IconButton
                size="sm"
                label={t`Close debug tools`}
                icon={<X aria-hidden="true" />}
              />
            </Popover.Close>
          </header>
          <p className={styles.hint}>
            <Trans>
              For trying the app out: these change this account’s data on the
              server.
            </Trans>
          </p>
          <CreateDemoProjects />
          <ResetData onDataDeleted={onDataDeleted} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

const NO_PATIENT_MESSAGE = msg`Select or add a patient first: demo projects are created for the active patient.`
const GENERIC_PROFILE_MESSAGE = msg`Demo projects cannot be created for Generic Profiles. Please select a patient profile.`

/** For the patient active at the press. */
function CreateDemoProjects() {
  const { t } = useLingui()
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
      setProblem(i18n._(patient ? GENERIC_PROFILE_MESSAGE : NO_PATIENT_MESSAGE))
      return
    }
    setProblem('')
    const { displayName } = patient
    create.send(
      { patientId: patient.id },
      {
        onSuccess: () =>
          setDone(
            t`Demo projects created for ${displayName}. They are listed under Research Projects.`,
          ),
        onError: (error) => setProblem(failureMessage('create', error)),
        // Pressed again, demo projects are created again.
        onSettled: create.renew,
      },
    )
  }

  const patientName = patient?.displayName
  return (
    <section className={styles.action} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.actionTitle}>
        <Trans>Demo projects</Trans>
      </h3>
      <p className={styles.hint}>
        {patient && !patient.isGeneric
          ? t`Adds the example projects to ${patientName}, replacing any the account had.`
          : t`Adds the example projects to the active patient.`}
      </p>
      <Button
        size="sm"
        variant="secondary"
        onClick={handleCreate}
        isBusy={create.isSending}
      >
        <Trans>Create demo projects</Trans>
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
  const { t } = useLingui()
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
            t`All patients, projects, records and reports of this account were deleted.`,
          )
          void navigate(paths.index())
        },
        onError: (error) => setProblem(failureMessage('reset', error)),
        onSettled: reset.renew,
      },
    )
  }

  return (
    <section className={styles.action} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.actionTitle}>
        <Trans comment="Heading of the debug action that deletes the account's data">
          Your data
        </Trans>
      </h3>
      <p className={styles.hint}>
        <Trans>
          Deletes all patients, projects, records and reports of this account.
          You stay signed in.
        </Trans>
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
        <Trans>Reset my data</Trans>
      </Button>
      <p className={styles.done} role="status">
        {done}
      </p>
      {/* Cancel takes focus first, so Enter pressed out of habit deletes nothing. */}
      <ConfirmDialog
        open={isConfirmOpen}
        onOpenChange={handleOpenChange}
        title={t`Reset my data?`}
        description={t`Delete all patients, projects, records and reports of this account? This cannot be undone.`}
        confirmLabel={t`Delete all my data`}
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
export function failureMessage(
  action: 'create' | 'reset',
  error: unknown,
): string {
  // The API's reason as it came.
  const reason =
    error instanceof RequestNotSentError
      ? error.message
      : error instanceof ApiError && error.status < 500
        ? error.detail
        : i18n._(msg`Please try again.`)
  return action === 'create'
    ? i18n._(msg`Failed to create demo projects. ${reason}`)
    : i18n._(msg`Failed to reset your data. ${reason}`)
}
