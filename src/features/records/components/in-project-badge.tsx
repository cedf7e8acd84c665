import { Lock } from 'lucide-react'

import styles from './in-project-badge.module.css'

/** Marks a record that is part of the project's report, so it cannot be unselected. */
export function InProjectBadge() {
  return (
    <span className={styles.badge}>
      <Lock aria-hidden="true" />
      In this project
    </span>
  )
}
