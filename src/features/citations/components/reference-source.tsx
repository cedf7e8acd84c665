import type { BibliographyEntry } from '@/types/bibliography'

import numberStyles from './reference-number.module.css'
import styles from './reference-source.module.css'

export function ReferenceNumber({ number }: { number: number | undefined }) {
  if (number === undefined) return null
  return <span className={numberStyles.badge}>{number}</span>
}

export function ReferenceSource({
  entry,
}: {
  entry: BibliographyEntry | undefined
}) {
  return (
    <>
      {entry?.authors.length ? (
        <p className={styles.line}>{entry.authors.join(', ')}</p>
      ) : null}
      {entry?.biblioInfo ? (
        <p className={styles.line}>{entry.biblioInfo}</p>
      ) : null}
    </>
  )
}
