import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { settledCheck } from '@/lib/settled'
import { useIsAskedCodeUnavailable } from '@/stores/code-availability-store'

import styles from './page-notice.module.css'

export const CODE_UNAVAILABLE_MESSAGE =
  'Part of the app could not be loaded. Reload the page to use it.'

/**
 * Settles once nothing the person sent is still on its way, still so a
 * task later: the next file of a batch is sent as soon as the one before
 * has its answer (`settledCheck`).
 */
function writesSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const settled = settledCheck(
      () => queryClient.isMutating() === 0,
      () => {
        unsubscribe()
        resolve()
      },
    )
    const unsubscribe = queryClient.getMutationCache().subscribe(settled.check)
    settled.check()
  })
}

interface CodeUnavailableNoticeProps {
  /** Loads the page afresh (tests pass their own). */
  reload?: () => void
}

/**
 * Asks the person to reload the page when a part of it they asked for (a
 * menu, a dialog) waits for code that only a fresh load can bring: a new
 * build was deployed since the page loaded, or the browser keeps the
 * failed fetch (src/lib/lazy-retrying.ts). The reload waits until nothing
 * the person sent is still on its way; typed questions and notes are kept
 * as drafts.
 */
export function CodeUnavailableNotice({
  reload = () => window.location.reload(),
}: CodeUnavailableNoticeProps) {
  const isUnavailable = useIsAskedCodeUnavailable()
  const queryClient = useQueryClient()
  const [isReloading, setIsReloading] = useState(false)
  if (!isUnavailable) return null
  const handleReload = () => {
    setIsReloading(true)
    void writesSettled(queryClient).then(reload)
  }
  return (
    <div role="alert" className={styles.notice} data-print="hide">
      <span className={styles.text}>{CODE_UNAVAILABLE_MESSAGE}</span>
      <Button
        size="sm"
        variant="secondary"
        className={styles.action}
        isBusy={isReloading}
        onClick={handleReload}
      >
        Reload page
      </Button>
    </div>
  )
}
