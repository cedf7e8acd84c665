import { clsx } from 'clsx'

import styles from './reference-number.module.css'

export interface ReferenceNumberProps {
  number: number | undefined
  className?: string
}

/** The numbered reference badge. */
export function ReferenceNumber({ number, className }: ReferenceNumberProps) {
  if (number === undefined) return null
  return <span className={clsx(styles.badge, className)}>{number}</span>
}
