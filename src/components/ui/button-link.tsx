import { clsx } from 'clsx'
import { Link, type LinkProps } from 'react-router-dom'

import styles from './button.module.css'

export interface ButtonLinkProps extends LinkProps {
  variant?: 'primary' | 'secondary' | 'ghost'
  size?: 'sm' | 'md' | 'lg'
}

export function ButtonLink({
  variant = 'primary',
  size = 'md',
  className,
  ...props
}: ButtonLinkProps) {
  return (
    <Link
      className={clsx(styles.button, styles[variant], styles[size], className)}
      {...props}
    />
  )
}
