import { useState } from 'react'

import { notify } from '@/lib/toast'
import type { MedicalRecord } from '@/types/record'

import { recordTitle } from '../utils/record-preview'
import { REPORT_MESSAGES } from '../utils/report-creation'

import { DeleteRecordDialog } from './delete-record-dialog'
import styles from './health-records-section.module.css'
import { HelpToggletip } from './help-toggletip'
import { RecordsList } from './records-list'

export interface HealthRecordsSectionProps {
  patientId: string
  records: readonly MedicalRecord[]
  isLoading: boolean
  selectedIds: ReadonlySet<string>
  lockedIds: ReadonlySet<string>
  onSelectedChange: (recordId: string, isSelected: boolean) => void
}

/** 'Health Records': the patient's records to choose from, with preview and deletion. */
export function HealthRecordsSection({
  patientId,
  records,
  isLoading,
  selectedIds,
  lockedIds,
  onSelectedChange,
}: HealthRecordsSectionProps) {
  const [toDelete, setToDelete] = useState<MedicalRecord | null>(null)
  const [announcement, setAnnouncement] = useState('')

  return (
    <section
      className={styles.section}
      aria-labelledby="health-records-heading"
    >
      <div className={styles.header}>
        <h2 id="health-records-heading" className={styles.heading}>
          Health Records
        </h2>
        <HelpToggletip label="About health records">
          <p>
            Health records are your own medical documents: notes you paste, such
            as a symptom diary, and files you upload, such as test results or
            clinic letters.
          </p>
          <p>
            The records you select are read together with the scientific
            literature to create a health report for this project. Records
            already used in the project stay selected.
          </p>
        </HelpToggletip>
      </div>
      <p className={styles.intro}>
        Select the records to include in your report.
      </p>
      <RecordsList
        records={records}
        isLoading={isLoading}
        selectedIds={selectedIds}
        lockedIds={lockedIds}
        onSelectedChange={onSelectedChange}
        onLockedToggle={() => notify.warning(REPORT_MESSAGES.locked)}
        onDeleteRequest={setToDelete}
      />
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <DeleteRecordDialog
        patientId={patientId}
        record={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={(record) =>
          setAnnouncement(`The record "${recordTitle(record)}" was deleted.`)
        }
      />
    </section>
  )
}
