import { Spinner } from '@/components/ui/spinner'
import type { MedicalRecord } from '@/types/record'

import { RecordRow } from './record-row'
import styles from './records-list.module.css'

export interface RecordsListProps {
  records: readonly MedicalRecord[]
  isLoading: boolean
  selectedIds: ReadonlySet<string>
  lockedIds: ReadonlySet<string>
  onSelectedChange: (recordId: string, isSelected: boolean) => void
  onLockedToggle: () => void
  onDeleteRequest: (record: MedicalRecord) => void
}

/** The patient's records, newest first, in a scrollable box of at most 334 px. */
export function RecordsList({
  records,
  isLoading,
  selectedIds,
  lockedIds,
  onSelectedChange,
  onLockedToggle,
  onDeleteRequest,
}: RecordsListProps) {
  if (isLoading) {
    return (
      <div className={styles.placeholder}>
        <Spinner label="Loading records…" />
      </div>
    )
  }
  if (!records.length) {
    return (
      <p className={styles.placeholder}>
        No records yet. Add a note or upload files under Add Records.
      </p>
    )
  }
  return (
    <section
      className={styles.scroller}
      // A focusable region, so keyboard users can scroll a long list.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-label="Patient records"
    >
      <ul className={styles.list}>
        {records.map((record) => (
          <RecordRow
            key={record.id}
            record={record}
            isSelected={selectedIds.has(record.id)}
            isLocked={lockedIds.has(record.id)}
            onSelectedChange={(isSelected) =>
              onSelectedChange(record.id, isSelected)
            }
            onLockedToggle={onLockedToggle}
            onDeleteRequest={() => onDeleteRequest(record)}
          />
        ))}
      </ul>
    </section>
  )
}
