import styles from './full-page-message.module.css'

/** Shown when config.json or the identity provider cannot be initialised (docs/api.md#configjson). */
export function StartupFailure() {
  return (
    <main className={styles.page}>
      <div className={styles.card} role="alert">
        <h1 className={styles.title}>Application Error</h1>
        <p>Could not initialize the application. Please try again later.</p>
      </div>
    </main>
  )
}
