import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useNavigation } from 'react-router-dom'

import styles from './navigation-progress.module.css'

const PROGRESS_DELAY_MS = 200

export function NavigationProgress() {
  const { t } = useLingui()
  const isNavigating = useNavigation().state !== 'idle'
  const [isVisible, setIsVisible] = useState(false)

  useEffect(() => {
    if (!isNavigating) return
    const timer = window.setTimeout(() => setIsVisible(true), PROGRESS_DELAY_MS)
    return () => {
      window.clearTimeout(timer)
      setIsVisible(false)
    }
  }, [isNavigating])

  if (!isNavigating || !isVisible) return null
  return (
    <div
      className={styles.bar}
      data-print="hide"
      role="progressbar"
      aria-label={t`Loading page`}
      aria-valuetext={t`Loading`}
    >
      <div className={styles.indicator} />
    </div>
  )
}
