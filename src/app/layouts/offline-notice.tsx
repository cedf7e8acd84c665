import { Trans } from '@lingui/react/macro'
import { WifiOff } from 'lucide-react'

import { useIsOnline } from '@/hooks/use-is-online'

import styles from './page-notice.module.css'

export function OfflineNotice() {
  const isOnline = useIsOnline()
  if (isOnline) return null
  return (
    <p role="alert" className={styles.notice} data-print="hide">
      <WifiOff aria-hidden="true" />
      <Trans>
        You are offline. What you send now waits and goes when your connection
        returns.
      </Trans>
    </p>
  )
}
