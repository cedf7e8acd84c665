import { Trans } from '@lingui/react/macro'
import { Info } from 'lucide-react'

import { useActiveProject, useIsReadOnlyProject } from '@/api/projects/queries'

import styles from './demo-project-notice.module.css'

export function DemoProjectNotice() {
  const project = useActiveProject()
  const isReadOnly = useIsReadOnlyProject(project)
  if (!isReadOnly) return null
  return (
    <p className={styles.notice} role="status">
      <Info className={styles.icon} aria-hidden="true" />
      <Trans>This is a demo project and is read-only.</Trans>
    </p>
  )
}
