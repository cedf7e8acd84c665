import { clsx } from 'clsx'
import type { ComponentPropsWithRef } from 'react'

import styles from './button.module.css'
import { Spinner } from './spinner'

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger'
  size?: 'sm' | 'md' | 'lg'
  isBusy?: boolean
}

export function Button({
  variant = 'primary',
  size = 'md',
  isBusy = false,
  type = 'button',
  className,
  children,
  disabled,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={clsx(styles.button, styles[variant], styles[size], className)}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      {...props}
    >
      {isBusy ? <Spinner size="sm" /> : null}
      {children}
    </button>
  )
}
