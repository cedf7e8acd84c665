import { Trans, useLingui } from '@lingui/react/macro'
import * as Popover from '@radix-ui/react-popover'
import { CircleHelp } from 'lucide-react'
import { useState } from 'react'

import { useWrite } from '@/api/outbox'
import { recordWrites, type RecordDeletion } from '@/api/records/mutations'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { IconButton } from '@/components/ui/icon-button'
import { Spinner } from '@/components/ui/spinner'
import { i18n } from '@/i18n/i18n'
import { isSignedIn } from '@/lib/auth'
import { notify } from '@/lib/toast'
import type { MedicalRecord } from '@/types/record'

import { deleteErrorMessage, RECORD_MESSAGES } from '../utils/record-messages'
import { recordTitle } from '../utils/record-preview'
import { REPORT_MESSAGES } from '../utils/report-creation'

import styles from './health-records-section.module.css'
import helpStyles from './help-toggletip.module.css'
import { RecordsList } from './records-list'
import listStyles from './records-list.module.css'

const warnLocked = () => notify.warning(i18n._(REPORT_MESSAGES.locked))

export interface HealthRecordsSectionProps {
  patientId: string
  records: readonly MedicalRecord[]
  isLoading: boolean
  selectedIds: ReadonlySet<string>
  lockedIds: ReadonlySet<string>
  onSelectedChange: (recordId: string, isSelected: boolean) => void
}

export function HealthRecordsSection({
  patientId,
  records,
  isLoading,
  selectedIds,
  lockedIds,
  onSelectedChange,
}: HealthRecordsSectionProps) {
  const { t } = useLingui()
  const [toDelete, setToDelete] = useState<MedicalRecord | null>(null)
  const [announcement, setAnnouncement] = useState('')

  return (
    <section
      className={styles.section}
      aria-labelledby="health-records-heading"
    >
      <div className={styles.header}>
        <h2 id="health-records-heading" className={styles.heading}>
          <Trans>Health Records</Trans>
        </h2>
        {/* Opens on click or Enter, so it also works on touch screens. */}
        <Popover.Root>
          <Popover.Trigger asChild>
            <IconButton
              label={t`About health records`}
              icon={<CircleHelp aria-hidden="true" />}
              size="sm"
              className={helpStyles.trigger}
            />
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              className={helpStyles.content}
              side="top"
              sideOffset={10}
              collisionPadding={5}
              aria-label={t`About health records`}
            >
              <p>
                <Trans>
                  Health records are your own medical documents: notes you
                  paste, such as a symptom diary, and files you upload, such as
                  test results or clinic letters.
                </Trans>
              </p>
              <p>
                <Trans>
                  The records you select are read together with the scientific
                  literature to create a health report for this project. Records
                  already used in the project stay selected.
                </Trans>
              </p>
              <Popover.Arrow className={helpStyles.arrow} />
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      </div>
      <p className={styles.intro}>
        <Trans>Select the records to include in your report.</Trans>
      </p>
      {isLoading ? (
        <div className={listStyles.placeholder}>
          <Spinner label={t`Loading records…`} />
        </div>
      ) : !records.length ? (
        <p className={listStyles.placeholder}>
          <Trans>
            No records yet. Add a note or upload files under Add Records.
          </Trans>
        </p>
      ) : (
        <RecordsList
          records={records}
          selectedIds={selectedIds}
          lockedIds={lockedIds}
          onSelectedChange={onSelectedChange}
          onLockedToggle={warnLocked}
          onDeleteRequest={setToDelete}
        />
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <DeleteRecordDialog
        patientId={patientId}
        record={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={(record) => {
          const title = recordTitle(record)
          setAnnouncement(t`The record "${title}" was deleted.`)
        }}
      />
    </section>
  )
}

function DeleteRecordDialog({
  patientId,
  record,
  onClose,
  onDeleted,
}: {
  patientId: string
  /** The record to delete; null keeps the dialog closed. */
  record: MedicalRecord | null
  onClose: () => void
  onDeleted: (record: MedicalRecord) => void
}) {
  const { t } = useLingui()
  const title = record ? recordTitle(record) : ''
  const deletion = useWrite<RecordDeletion, true>(recordWrites.delete, {
    opId: `delete:${record?.id ?? ''}`,
  })

  const handleDelete = () => {
    if (!record) return
    if (!isSignedIn()) {
      notify.error(i18n._(RECORD_MESSAGES.deleteAuth))
      onClose()
      return
    }
    deletion.send(
      { patientId, id: record.id },
      {
        onSuccess: () => {
          onClose()
          onDeleted(record)
        },
        onError: (error) => {
          notify.error(deleteErrorMessage(error))
          onClose()
        },
      },
    )
  }

  return (
    <ConfirmDialog
      open={record !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={t`Confirm Deletion`}
      description={
        record ? t`Delete the record "${title}"? This cannot be undone.` : null
      }
      confirmLabel={t({
        comment: 'Button: deletes the record',
        message: 'Delete',
      })}
      onConfirm={handleDelete}
      isPending={deletion.isSending}
      isHeldWhilePending
    />
  )
}
