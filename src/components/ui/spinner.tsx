import { clsx } from 'clsx'

import styles from './spinner.module.css'

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg'
  /** Announced as a status. */
  label?: string
  className?: string
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const circle = (
    <svg
      className={clsx(styles.spinner, styles[size], className)}
      viewBox="0 0 24 24"
      aria-hidden="true"
    >
      <circle
        cx="12"
        cy="12"
        r="9.5"
        fill="none"
        strokeWidth="3"
        className={styles.track}
      />
      <path
        d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        className={styles.arc}
      />
    </svg>
  )
  if (!label) return circle
  return (
    <span role="status" className={styles.labelled}>
      {circle}
      <span className="visually-hidden">{label}</span>
    </span>
  )
}
