import { clsx } from 'clsx'

import styles from './logo.module.css'

// eslint-disable-next-line lingui/no-unlocalized-strings -- the product's name, the same in every language
export const PRODUCT_NAME = 'Health Research Assistant'

export interface LogoProps {
  size?: 'md' | 'lg'
  /** Only the mark on narrow screens (the name stays readable to screen readers). */
  isCollapsible?: boolean
  className?: string
}

export function Logo({
  size = 'md',
  isCollapsible = false,
  className,
}: LogoProps) {
  return (
    <span
      className={clsx(
        styles.logo,
        styles[size],
        isCollapsible && styles.collapsible,
        className,
      )}
    >
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#0b5fa5" />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
        <circle
          cx="24"
          cy="24"
          r="5"
          fill="#ffbf47"
          stroke="#0b5fa5"
          strokeWidth="2"
        />
      </svg>
      <span className={styles.name}>{PRODUCT_NAME}</span>
    </span>
  )
}
