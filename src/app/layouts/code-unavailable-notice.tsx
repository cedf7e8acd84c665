import { Trans } from '@lingui/react/macro'

import { Button } from '@/components/ui/button'
import { useIsCodeGone } from '@/components/ui/lazy-part'

import styles from './page-notice.module.css'

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
      <span className={styles.text}>
        <Trans>
          Part of the app could not be loaded. Reload the page to use it.
        </Trans>
      </span>
      <Button
        size="sm"
        variant="secondary"
        className={styles.action}
        onClick={reload}
      >
        <Trans>Reload page</Trans>
      </Button>
    </div>
  )
}
