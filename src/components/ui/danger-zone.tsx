import type { ReactNode } from 'react'

import { Button } from './button'
import styles from './danger-zone.module.css'

export interface DangerZoneProps {
  warning: string
  actionLabel: string
  onAction: () => void
  children?: ReactNode
}

export function DangerZone({
  warning,
  actionLabel,
  onAction,
  children,
}: DangerZoneProps) {
  return (
    <div className={styles.dangerZone}>
      <p className={styles.warning}>{warning}</p>
      <Button
        variant="secondary"
        size="sm"
        className={styles.action}
        onClick={onAction}
      >
        {actionLabel}
      </Button>
      {children}
    </div>
  )
}
