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

import { lazyPart } from '@/lib/lazy-code'
import { listen } from '@/lib/listen'

import {
  MenuContext,
  useMenu,
  type MenuContextValue,
  type OpenFocus,
} from './menu-context'
import styles from './menu.module.css'

export interface MenuProps {
  /** A `MenuTrigger` and a `MenuContent`. */
  children: ReactNode
  open?: boolean
  onOpenChange?: (open: boolean) => void
}

/**
 * A menu button (WAI-ARIA menu button pattern): Enter, Space or ArrowDown
 * open it on its first item; the arrows, Home and End move through the
 * items, typing a name's first letters goes to it; Enter or Space choose;
 * Escape and Tab close it with focus back on its button; a press outside or
 * focus moving away close it. Not modal: the page stays in the
 * accessibility tree.
 */
export function Menu({ children, open, onOpenChange }: MenuProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false)
  const isOpen = open ?? uncontrolledOpen
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
    isOpen,
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
      const event = new Event('menu.closeAutoFocus', { cancelable: true })
      onCloseAutoFocusRef.current?.(event)
      if (event.defaultPrevented || reason === 'outside') return
      triggerRef.current?.focus()
    },
    triggerRef,
    setTrigger: (node) => {
      triggerRef.current = node
    },
    contentRef,
    openFocusRef,
    triggerId,
    contentId,
    setOnCloseAutoFocus: (handler) => {
      onCloseAutoFocusRef.current = handler
    },
  }
  return <MenuContext value={value}>{children}</MenuContext>
}

export type MenuTriggerProps = Omit<ComponentPropsWithRef<'button'>, 'type'>

/** The button that opens the menu. */
export function MenuTrigger({ ref, onKeyDown, ...props }: MenuTriggerProps) {
  const menu = useMenu()
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
        menu.setTrigger(node)
        if (typeof ref === 'function') ref(node)
        else if (ref) ref.current = node
      }}
      onClick={() => {
        if (menu.isOpen) menu.close('key')
        else menu.open('menu')
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event)
        if (
          event.key === 'Enter' ||
          event.key === ' ' ||
          event.key === 'ArrowDown'
        ) {
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
  /** Gap between the button and the menu, in px. */
  sideOffset?: number
  /** Called as the menu closes; `event.preventDefault()` keeps focus from going back to the button. */
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * The open menu's code (keys, typeahead, placement) is not needed to paint
 * a page: it loads once the page is idle, or when a menu first opens.
 */
const menuPopup = lazyPart(
  () => import('./menu-popup'),
  (module) => module.MenuPopup,
)

/** The menu itself, shown under its button (above when there is more room there) while open. */
export function MenuContent({ onCloseAutoFocus, ...props }: MenuContentProps) {
  const menu = useMenu()
  useEffect(() => {
    menu.setOnCloseAutoFocus(onCloseAutoFocus)
  })
  useEffect(() => menuPopup.preloadWhenIdle(), [])
  useCloseOnOutside(menu)
  if (!menu.isOpen) return null
  return (
    <Suspense fallback={null}>
      <menuPopup.Component {...props} />
    </Suspense>
  )
}

/**
 * Closes the open menu when a press or focus lands outside it and its
 * button. Here rather than in the popup, so it holds while the popup's code
 * is still on its way.
 */
function useCloseOnOutside({
  isOpen,
  contentRef,
  triggerRef,
  close,
}: MenuContextValue) {
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
    const stopPresses = listen(
      document,
      { pointerdown: closeIfOutside },
      { capture: true },
    )
    const stopFocus = listen(document, { focusin: closeIfOutside })
    return () => {
      stopPresses()
      stopFocus()
    }
    // Runs once per opening: `close` is a new function on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen])
}

interface ItemBehaviourProps {
  disabled?: boolean
  onSelect?: () => void
}

/** What every kind of item shares: focus follows the pointer, Enter and Space choose. */
function useItem({ disabled, onSelect }: ItemBehaviourProps) {
  const menu = useMenu()
  const [isHighlighted, setIsHighlighted] = useState(false)
  return {
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

export interface MenuItemProps extends ItemBehaviourProps {
  className?: string
  children: ReactNode
}

export function MenuItem({ className, children, ...behaviour }: MenuItemProps) {
  return (
    <div
      role="menuitem"
      className={clsx(styles.item, className)}
      {...useItem(behaviour)}
    >
      {children}
    </div>
  )
}

export interface MenuLinkItemProps {
  href: string
  className?: string
  children: ReactNode
}

/** An item that is a link opening in a new tab. */
export function MenuLinkItem({ href, className, children }: MenuLinkItemProps) {
  return (
    <a
      role="menuitem"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={clsx(styles.item, className)}
      {...useItem({})}
    >
      {children}
    </a>
  )
}

export interface MenuRadioItemProps extends ItemBehaviourProps {
  checked: boolean
  className?: string
  children: ReactNode
}

/** One of a group's mutually exclusive choices; the checked one is announced as such. */
export function MenuRadioItem({
  checked,
  className,
  children,
  ...behaviour
}: MenuRadioItemProps) {
  return (
    <div
      role="menuitemradio"
      aria-checked={checked}
      data-state={checked ? 'checked' : 'unchecked'}
      className={clsx(styles.item, className)}
      {...useItem(behaviour)}
    >
      {children}
    </div>
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
