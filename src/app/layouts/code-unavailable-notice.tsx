import { Button } from '@/components/ui/button'
import { useIsCodeGone } from '@/lib/lazy-code'

import styles from './page-notice.module.css'

export const CODE_UNAVAILABLE_MESSAGE =
  'Part of the app could not be loaded. Reload the page to use it.'

interface CodeUnavailableNoticeProps {
  /** Loads the page afresh (tests pass their own). */
  reload?: () => void
}

/**
 * Asks the person to reload the page when a part of it they asked for (a
 * menu, a dialog) waits for code that only a fresh load can bring (a new
 * build deployed since the page loaded: src/lib/lazy-code.ts). What was
 * typed is kept as drafts, and writes on their way carry on after it.
 */
export function CodeUnavailableNotice({
  reload = () => window.location.reload(),
}: CodeUnavailableNoticeProps) {
  if (!useIsCodeGone()) return null
  return (
    <div role="alert" className={styles.notice} data-print="hide">
      <span className={styles.text}>{CODE_UNAVAILABLE_MESSAGE}</span>
      <Button
        size="sm"
        variant="secondary"
        className={styles.action}
        onClick={reload}
      >
        Reload page
      </Button>
    </div>
  )
}
