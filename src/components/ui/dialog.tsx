import {
  cloneElement,
  createContext,
  Suspense,
  use,
  useEffect,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react'

import { useHasBeenTrue } from '@/hooks/use-has-been-true'
import { lazyPart } from '@/lib/lazy-code'

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
  trigger?: ReactElement<TriggerProps>
  /** Hide the close (×) button, e.g. when the dialog must be answered. */
  hideClose?: boolean
  /** Block Escape and outside clicks, e.g. while an upload runs. */
  isDismissable?: boolean
  className?: string
  /** Where focus goes on open; call `event.preventDefault()` and focus another element (default: the first focusable). */
  onOpenAutoFocus?: (event: Event) => void
  /** Where focus goes on close; call `event.preventDefault()` and focus another element (default: the opener). */
  onCloseAutoFocus?: (event: Event) => void
  /** When asked to open while another modal closes (default: the request is ignored). */
  whileClosing?: OpenWhileClosing
}

interface TriggerProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void
  'aria-haspopup'?: 'dialog'
  'aria-expanded'?: boolean
}

/**
 * The dialog's code (Radix's focus trap, scroll lock and layers) is not
 * needed to paint a page: it loads once the page is idle, or when a dialog
 * opens first, and again if the connection dropped meanwhile.
 */
const dialogFrame = lazyPart(
  () => import('./dialog-frame'),
  (module) => module.DialogFrame,
)

const DialogCloseContext = createContext<() => void>(() => {})

/**
 * A modal dialog: focus moves in and is trapped, Escape closes it, focus
 * returns to the opener, the page behind is hidden from assistive technology.
 */
export function Dialog({
  open,
  onOpenChange,
  trigger,
  whileClosing = 'ignore',
  ...frameProps
}: DialogProps) {
  const isOpen = useTimedOpen(open, onOpenChange, whileClosing)
  useEffect(() => dialogFrame.preloadWhenIdle(), [])
  // Once opened, the frame stays: closing runs through it.
  const hasOpened = useHasBeenTrue(isOpen)
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
      {hasOpened ? (
        <Suspense fallback={null}>
          <DialogCloseContext value={() => onOpenChange(false)}>
            <dialogFrame.Component
              isOpen={isOpen}
              onOpenChange={onOpenChange}
              {...frameProps}
            />
          </DialogCloseContext>
        </Suspense>
      ) : null}
    </>
  )
}

export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>
}

/** Why a dialog's form could not do what was asked, above its buttons; nothing when there is no error. */
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
