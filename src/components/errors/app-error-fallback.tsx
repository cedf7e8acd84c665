import { Button } from '@/components/ui/button'

import styles from './full-page-message.module.css'

export function AppErrorFallback() {
  return (
    <main className={styles.page}>
      <div className={styles.card} role="alert">
        <h1 className={styles.title}>Something went wrong</h1>
        <p>The page could not be shown. Reloading usually helps.</p>
        <Button onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </div>
    </main>
  )
}
