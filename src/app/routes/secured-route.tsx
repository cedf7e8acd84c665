import { getUserClaims } from '@/lib/auth'

import styles from './simple-page.module.css'

export function SecuredRoute() {
  const name = getUserClaims()?.name
  return (
    <div className={styles.page}>
      <h1>Secured page</h1>
      <p>{name ? `You are signed in as ${name}.` : 'You are signed in.'}</p>
    </div>
  )
}
