import { clsx } from 'clsx'
import type { ComponentPropsWithRef, ReactNode } from 'react'

import styles from './icon-button.module.css'

export interface IconButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'aria-label'
> {
  label: string
  icon: ReactNode
  size?: 'sm' | 'md'
}

export function IconButton({
  label,
  icon,
  size = 'md',
  type = 'button',
  className,
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={clsx(styles.iconButton, styles[size], className)}
      {...props}
    >
      {icon}
    </button>
  )
}
