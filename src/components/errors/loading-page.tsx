import { useLingui } from '@lingui/react/macro'

import { Logo } from '@/components/ui/logo'
import { Spinner } from '@/components/ui/spinner'

import styles from './full-page-message.module.css'

export function LoadingPage() {
  const { t } = useLingui()
  return (
    <main className={styles.page} aria-busy="true">
      <div className={styles.loading}>
        <Logo size="lg" />
        <Spinner size="lg" label={t`Loading`} />
      </div>
    </main>
  )
}
