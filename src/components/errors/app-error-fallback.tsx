import { Trans } from '@lingui/react/macro'

import { Button } from '@/components/ui/button'

import styles from './full-page-message.module.css'

export function AppErrorFallback() {
  return (
    <main className={styles.page}>
      <div className={styles.card} role="alert">
        <h1 className={styles.title}>
          <Trans>Something went wrong</Trans>
        </h1>
        <p>
          <Trans>The page could not be shown. Reloading usually helps.</Trans>
        </p>
        <Button onClick={() => window.location.reload()}>
          <Trans>Reload the page</Trans>
        </Button>
      </div>
    </main>
  )
}
