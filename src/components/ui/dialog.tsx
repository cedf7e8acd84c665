import {
  cloneElement,
  createContext,
  use,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react'

import styles from './dialog.module.css'
import { lazyDialog } from './lazy-part'
import { useTimedOpen, type OpenWhileClosing } from './modal-timing'

export interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  size?: 'sm' | 'md' | 'lg'
  trigger?: ReactElement<TriggerProps>
  hideClose?: boolean
  /** Block Escape and outside clicks, e.g. while an upload runs. */
  isDismissable?: boolean
  className?: string
  /** `event.preventDefault()` and focus another element than the first focusable. */
  onOpenAutoFocus?: (event: Event) => void
  /** `event.preventDefault()` and focus another element than the opener. */
  onCloseAutoFocus?: (event: Event) => void
  whileClosing?: OpenWhileClosing
}

interface TriggerProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void
  'aria-haspopup'?: 'dialog'
  'aria-expanded'?: boolean
}

// Radix's focus trap, scroll lock and layers load once the page is idle, or
// when a dialog first opens; once opened, the frame stays to run the closing.
const DialogFrame = lazyDialog(
  () => import('./dialog-frame'),
  (module) => module.DialogFrame,
)

const DialogCloseContext = createContext<() => void>(() => {})

export function Dialog({
  open,
  onOpenChange,
  trigger,
  whileClosing = 'ignore',
  ...frameProps
}: DialogProps) {
  const isOpen = useTimedOpen(open, onOpenChange, whileClosing)
  return (
    <>
      {trigger
        ? cloneElement(trigger, {
            'aria-haspopup': 'dialog',
            'aria-expanded': isOpen,
            onClick: (event) => {
              trigger.props.onClick?.(event)
              onOpenChange(true)
            },
          })
        : null}
      <DialogCloseContext value={() => onOpenChange(false)}>
        <DialogFrame
          open={isOpen}
          onOpenChange={onOpenChange}
          {...frameProps}
        />
      </DialogCloseContext>
    </>
  )
}

export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>
}

export function DialogFormError({ children }: { children?: ReactNode }) {
  return children ? (
    <p className={styles.formError} role="alert">
      {children}
    </p>
  ) : null
}

/** Makes its child (a button) close the dialog it is in. */
export function DialogClose({
  children,
}: {
  children: ReactElement<TriggerProps>
}) {
  const close = use(DialogCloseContext)
  return cloneElement(children, {
    onClick: (event) => {
      children.props.onClick?.(event)
      close()
    },
  })
}

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
