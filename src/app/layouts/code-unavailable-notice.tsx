import { Button } from '@/components/ui/button'
import { useIsCodeGone } from '@/components/ui/lazy-part'

import styles from './page-notice.module.css'

export const CODE_UNAVAILABLE_MESSAGE =
  'Part of the app could not be loaded. Reload the page to use it.'

/** A part asked for waits for code only a fresh load can bring (a new build: src/lib/lazy-code.ts). */
export function CodeUnavailableNotice({
  reload = () => window.location.reload(),
}: {
  /** Tests pass their own. */
  reload?: () => void
}) {
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
