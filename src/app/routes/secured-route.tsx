import { Trans, useLingui } from '@lingui/react/macro'

import { getUserClaims } from '@/lib/auth'

import styles from './simple-page.module.css'

export function SecuredRoute() {
  const { t } = useLingui()
  const name = getUserClaims()?.name
  return (
    <div className={styles.page}>
      <h1>
        <Trans>Secured page</Trans>
      </h1>
      {/* `t`, not <Trans>: a name with tags in it stays text (Trans reads tags in its values). */}
      <p>{name ? t`You are signed in as ${name}.` : t`You are signed in.`}</p>
    </div>
  )
}
