import styles from './left-navigation.module.css'

/** The patient selector and the 'Research Projects' tree of the active patient. */
export function LeftNavigation() {
  return (
    <nav className={styles.navigation} aria-label="Research Projects">
      <h2 className={styles.heading}>Research Projects</h2>
    </nav>
  )
}
