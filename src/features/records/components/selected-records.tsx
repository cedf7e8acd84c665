import type { MedicalRecord } from '@/types/record'

import { recordTitle } from '../utils/record-preview'

import { InProjectBadge } from './in-project-badge'
import styles from './selected-records.module.css'

export interface SelectedRecordsProps {
  records: readonly MedicalRecord[]
  selectedIds: ReadonlySet<string>
  lockedIds: ReadonlySet<string>
}

/** The records that go into the next report. */
export function SelectedRecords({
  records,
  selectedIds,
  lockedIds,
}: SelectedRecordsProps) {
  const selected = records.filter((record) => selectedIds.has(record.id))
  return (
    <section
      className={styles.section}
      aria-labelledby="selected-records-heading"
    >
      <h3 id="selected-records-heading" className={styles.heading}>
        Selected records ({selected.length})
      </h3>
      {selected.length ? (
        <ul className={styles.list}>
          {selected.map((record) => (
            <li key={record.id} className={styles.item}>
              {recordTitle(record)}
              {lockedIds.has(record.id) ? <InProjectBadge /> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>No records selected yet.</p>
      )}
    </section>
  )
}
