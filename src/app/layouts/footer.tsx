import styles from './footer.module.css'

const ACCESSIBILITY_STATEMENT_URL = '/accessibility.html'

export function Footer() {
  return (
    <footer className={styles.footer}>
      <p className={styles.note}>
        This is a knowledge tool to help you understand health research. It does
        not give medical advice: use it in consultation with your doctor.
      </p>
      <a href={ACCESSIBILITY_STATEMENT_URL} data-print="hide">
        Accessibility statement
      </a>
    </footer>
  )
}
