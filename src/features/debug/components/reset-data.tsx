import { useId, useState } from 'react'
import { useNavigate } from 'react-router-dom'

import { useResetUserData } from '@/api/users/mutations'
import { useUserId } from '@/api/users/queries'
import { paths } from '@/app/paths'
import { Button } from '@/components/ui/button'
import { usePressGuard } from '@/hooks/use-press-guard'

import { failureMessage } from '../utils/failure-message'

import styles from './debug-tools.module.css'
import { ResetDataDialog } from './reset-data-dialog'

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
  const resetData = useResetUserData()
  const pressGuard = usePressGuard()
  const [isConfirmOpen, setIsConfirmOpen] = useState(false)
  const [problem, setProblem] = useState('')
  const [done, setDone] = useState('')

  const handleOpenChange = (open: boolean) => {
    setIsConfirmOpen(open)
    setProblem('')
  }

  const handleConfirm = () => {
    if (!pressGuard.take()) return
    setProblem('')
    resetData
      .mutateAsync(userId ?? '')
      .then(
        () => {
          setIsConfirmOpen(false)
          onDataDeleted()
          setDone(
            'All patients, projects, records and reports of this account were deleted.',
          )
          void navigate(paths.index())
        },
        (error: unknown) =>
          setProblem(failureMessage('Failed to reset your data.', error)),
      )
      .finally(pressGuard.release)
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
      <ResetDataDialog
        open={isConfirmOpen}
        onOpenChange={handleOpenChange}
        onConfirm={handleConfirm}
        isBusy={resetData.isPending}
        problem={problem}
      />
    </section>
  )
}
