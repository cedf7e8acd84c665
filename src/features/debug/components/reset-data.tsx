import { useId, useState } from 'react'
import { useNavigate } from 'react-router-dom'

import { useWrite } from '@/api/outbox'
import { userWrites, type UserReset } from '@/api/users/mutations'
import { useUserId } from '@/api/users/queries'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { paths } from '@/lib/paths'

import { failureMessage } from '../utils/failure-message'

import styles from './debug-tools.module.css'

export interface ResetDataProps {
  /** Drops what the app holds about the person, who stays signed in. */
  onDataDeleted: () => void
}

/**
 * Deletes all data of the account, once confirmed. Afterwards nothing of
 * it stays in the app: the client state is dropped and the person starts
 * over on the landing page.
 */
export function ResetData({ onDataDeleted }: ResetDataProps) {
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
      {/* Cancel takes focus first, so Enter pressed out of habit deletes
          nothing; while the request runs the dialog stays, and its outcome
          is shown where it was asked for. */}
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
