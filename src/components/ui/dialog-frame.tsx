import { useLingui } from '@lingui/react/macro'
import * as RadixDialog from '@radix-ui/react-dialog'
import { clsx } from 'clsx'
import { X } from 'lucide-react'
import { useRef } from 'react'

import { shareStyleNonce } from '@/lib/style-nonce'

import type { DialogProps } from './dialog'
import styles from './dialog.module.css'

// Radix's scroll lock adds a <style> element while the dialog is open: it
// carries the page's style nonce, or the policy refuses it.
shareStyleNonce()

export type DialogFrameProps = Omit<DialogProps, 'trigger' | 'whileClosing'>

export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  hideClose = false,
  isDismissable = true,
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
}: DialogFrameProps) {
  const { t } = useLingui()
  const preventUnlessDismissable = (event: Event) => {
    if (!isDismissable) event.preventDefault()
  }
  // Radix returns focus only to its own Trigger, which is not used: the
  // dialog returns it to whatever opened it (its trigger, a menu item's button).
  const openerRef = useRef<HTMLElement | null>(null)
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={clsx(styles.content, styles[size], className)}
          onOpenAutoFocus={(event) => {
            const opener = document.activeElement
            openerRef.current = opener instanceof HTMLElement ? opener : null
            onOpenAutoFocus?.(event)
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event)
            if (event.defaultPrevented || !openerRef.current?.isConnected)
              return
            event.preventDefault()
            openerRef.current.focus()
          }}
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
                aria-label={t({
                  comment: 'Button: closes the dialog',
                  message: 'Close',
                })}
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
