import { clsx } from 'clsx'
import {
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react'

import { lazyPart } from '@/components/ui/lazy-part'
import { listen } from '@/lib/listen'

import {
  MenuContext,
  useMenu,
  type MenuContextValue,
  type OpenFocus,
} from './menu-context'
import styles from './menu.module.css'

export interface MenuProps {
  children: ReactNode
  open?: boolean
  onOpenChange?: (open: boolean) => void
}

/** A menu button (WAI-ARIA menu button pattern); not modal: the page stays in the accessibility tree. */
export function Menu({ children, open, onOpenChange }: MenuProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false)
  const [container, setContainer] = useState<Element>(() => document.body)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const contentRef = useRef<HTMLDivElement>(null)
  const openFocusRef = useRef<OpenFocus>('menu')
  const onCloseAutoFocusRef = useRef<(event: Event) => void>(undefined)
  const triggerId = useId()
  const contentId = useId()
  const setOpen = (next: boolean) => {
    setUncontrolledOpen(next)
    onOpenChange?.(next)
  }
  const value: MenuContextValue = {
    isOpen: open ?? uncontrolledOpen,
    container,
    open: (focus) => {
      openFocusRef.current = focus
      // Inside a modal dialog (the navigation drawer), the menu must be part of
      // it: the dialog keeps focus and pointer events to itself.
      setContainer(
        triggerRef.current?.closest('[role="dialog"]') ?? document.body,
      )
      setOpen(true)
    },
    close: (reason) => {
      setOpen(false)
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an event type
      const event = new Event('menu.closeAutoFocus', { cancelable: true })
      onCloseAutoFocusRef.current?.(event)
      if (event.defaultPrevented || reason === 'outside') return
      triggerRef.current?.focus()
    },
    triggerRef,
    contentRef,
    openFocusRef,
    onCloseAutoFocusRef,
    triggerId,
    contentId,
  }
  return <MenuContext value={value}>{children}</MenuContext>
}

export type MenuTriggerProps = Omit<ComponentPropsWithRef<'button'>, 'type'>

export function MenuTrigger({ ref, onKeyDown, ...props }: MenuTriggerProps) {
  const { triggerRef, ...menu } = useMenu()
  return (
    <button
      type="button"
      id={menu.triggerId}
      aria-haspopup="menu"
      aria-expanded={menu.isOpen}
      aria-controls={menu.isOpen ? menu.contentId : undefined}
      data-state={menu.isOpen ? 'open' : 'closed'}
      {...props}
      ref={(node) => {
        triggerRef.current = node
        if (typeof ref === 'function') ref(node)
        else if (ref) ref.current = node
      }}
      onClick={() => {
        if (menu.isOpen) menu.close('key')
        else menu.open('menu')
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event)
        if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
          event.preventDefault()
          if (!menu.isOpen) menu.open('first')
        }
      }}
    />
  )
}

export interface MenuContentProps {
  children: ReactNode
  className?: string
  align?: 'start' | 'end'
  sideOffset?: number
  /** `event.preventDefault()` keeps focus from going back to the button. */
  onCloseAutoFocus?: (event: Event) => void
}

// Keys, typeahead and placement load once the page is idle, or when a menu first opens.
const menuPopup = lazyPart(
  () => import('./menu-popup'),
  (module) => module.MenuPopup,
)

export function MenuContent({ onCloseAutoFocus, ...props }: MenuContentProps) {
  const { isOpen, contentRef, triggerRef, onCloseAutoFocusRef, close } =
    useMenu()
  useEffect(() => {
    onCloseAutoFocusRef.current = onCloseAutoFocus
  })
  useEffect(() => menuPopup.preloadWhenIdle(), [])
  // Here rather than in the popup, so a press or focus outside closes the
  // menu while the popup's code is still on its way.
  useEffect(() => {
    if (!isOpen) return
    const closeIfOutside = (event: Event) => {
      const target = event.target
      if (
        target instanceof Node &&
        !contentRef.current?.contains(target) &&
        !triggerRef.current?.contains(target)
      )
        close('outside')
    }
    const stops = [
      listen(document, { pointerdown: closeIfOutside }, { capture: true }),
      listen(document, { focusin: closeIfOutside }),
    ]
    return () => stops.forEach((stop) => stop())
    // Runs once per opening: `close` is a new function on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen])
  if (!isOpen) return null
  return (
    <Suspense fallback={null}>
      <menuPopup.Component {...props} />
    </Suspense>
  )
}

export interface MenuItemProps {
  disabled?: boolean
  onSelect?: () => void
  className?: string
  children: ReactNode
}

function useItem({
  disabled,
  onSelect,
  className,
  children,
}: Partial<MenuItemProps>) {
  const menu = useMenu()
  const [isHighlighted, setIsHighlighted] = useState(false)
  return {
    className: clsx(styles.item, className),
    children,
    tabIndex: -1,
    'aria-disabled': disabled || undefined,
    'data-disabled': disabled ? '' : undefined,
    'data-highlighted': isHighlighted ? '' : undefined,
    onFocus: () => setIsHighlighted(true),
    onBlur: () => setIsHighlighted(false),
    onPointerMove: (event: { currentTarget: HTMLElement }) => {
      if (!disabled && document.activeElement !== event.currentTarget)
        event.currentTarget.focus()
    },
    onClick: () => {
      if (disabled) return
      onSelect?.()
      menu.close('select')
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Enter' && event.key !== ' ') return
      event.preventDefault()
      event.currentTarget.click()
    },
  }
}

export function MenuItem(props: MenuItemProps) {
  return <div role="menuitem" {...useItem(props)} />
}

export interface MenuLinkItemProps {
  href: string
  className?: string
  children: ReactNode
}

export function MenuLinkItem({ href, className, children }: MenuLinkItemProps) {
  return (
    <a
      role="menuitem"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      {...useItem({ className })}
    >
      {children}
    </a>
  )
}

export type MenuRadioItemProps = MenuItemProps & { checked: boolean }

export function MenuRadioItem({ checked, ...item }: MenuRadioItemProps) {
  return (
    <div
      role="menuitemradio"
      aria-checked={checked}
      data-state={checked ? 'checked' : 'unchecked'}
      {...useItem(item)}
    />
  )
}

export function MenuGroup(props: ComponentPropsWithRef<'div'>) {
  return <div role="group" {...props} />
}

export function MenuSeparator() {
  return (
    <div
      role="separator"
      aria-orientation="horizontal"
      className={styles.separator}
    />
  )
}
