import * as RadixDialog from '@radix-ui/react-dialog'
import { clsx } from 'clsx'
import { X } from 'lucide-react'
import { useRef, type ReactNode } from 'react'

import styles from './dialog.module.css'
import { useTimedOpen, type OpenWhileClosing } from './modal-timing'

export interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  /** Read out with the title; rendered under it. */
  description?: ReactNode
  children: ReactNode
  size?: 'sm' | 'md' | 'lg'
  /** Element that opens the dialog, rendered in place. */
  trigger?: ReactNode
  /** Hide the close (×) button, e.g. when the dialog must be answered. */
  hideClose?: boolean
  /** Block Escape and outside clicks, e.g. while an upload runs. */
  isDismissable?: boolean
  className?: string
  /** Where focus goes on open; call `event.preventDefault()` and focus another element (Radix default: the first focusable). */
  onOpenAutoFocus?: (event: Event) => void
  /** Where focus goes on close; call `event.preventDefault()` and focus another element (default: the opener). */
  onCloseAutoFocus?: (event: Event) => void
  /** When asked to open while another modal closes (default: the request is ignored). */
  whileClosing?: OpenWhileClosing
}

/**
 * A modal dialog: focus moves in and is trapped, Escape closes it, focus
 * returns to the opener, the page behind is hidden from assistive technology.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  trigger,
  hideClose = false,
  isDismissable = true,
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  whileClosing = 'ignore',
}: DialogProps) {
  const isOpen = useTimedOpen(open, onOpenChange, whileClosing)
  const preventUnlessDismissable = (event: Event) => {
    if (!isDismissable) event.preventDefault()
  }
  // Radix returns focus only to its own Trigger; a dialog opened from
  // elsewhere (a menu item, a button that stays outside) returns it to the opener.
  const openerRef = useRef<HTMLElement | null>(null)
  const handleOpenAutoFocus = (event: Event) => {
    const opener = document.activeElement
    openerRef.current = opener instanceof HTMLElement ? opener : null
    onOpenAutoFocus?.(event)
  }
  const handleCloseAutoFocus = (event: Event) => {
    onCloseAutoFocus?.(event)
    if (event.defaultPrevented) return
    if (trigger || !openerRef.current?.isConnected) return
    event.preventDefault()
    openerRef.current.focus()
  }
  return (
    <RadixDialog.Root open={isOpen} onOpenChange={onOpenChange}>
      {trigger ? (
        <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>
      ) : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={clsx(styles.content, styles[size], className)}
          onOpenAutoFocus={handleOpenAutoFocus}
          onCloseAutoFocus={handleCloseAutoFocus}
          onEscapeKeyDown={preventUnlessDismissable}
          onPointerDownOutside={preventUnlessDismissable}
          onInteractOutside={preventUnlessDismissable}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className={styles.header}>
            <RadixDialog.Title className={styles.title}>
              {title}
            </RadixDialog.Title>
            {hideClose ? null : (
              <RadixDialog.Close
                className={styles.close}
                aria-label="Close"
                disabled={!isDismissable}
              >
                <X aria-hidden="true" />
              </RadixDialog.Close>
            )}
          </header>
          {description ? (
            <RadixDialog.Description className={styles.description}>
              {description}
            </RadixDialog.Description>
          ) : null}
          <div className={styles.body}>{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>
}

export const DialogClose = RadixDialog.Close

/** For `onOpenAutoFocus`: start in the dialog's first text field instead of its close button. */
export function focusFirstField(event: Event) {
  const container = event.currentTarget
  if (!(container instanceof HTMLElement)) return
  const field = container.querySelector<HTMLElement>(
    'input:not([disabled]), textarea:not([disabled])',
  )
  if (!field) return
  event.preventDefault()
  field.focus()
}
