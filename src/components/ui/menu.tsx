import {
  createContext,
  use,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import { createPortal } from 'react-dom'

import { useAnchoredPosition } from './use-anchored-position'

/** Where focus goes when the menu opens: its first item (keyboard) or the menu itself (pointer). */
type OpenFocus = 'first' | 'menu'
/** How the menu closed: focus goes back to its button unless a person moved it elsewhere. */
type CloseReason = 'select' | 'key' | 'outside'

interface MenuContextValue {
  isOpen: boolean
  /** Where the open menu is rendered. */
  container: Element
  open: (focus: OpenFocus) => void
  close: (reason: CloseReason) => void
  triggerRef: RefObject<HTMLButtonElement | null>
  setTrigger: (node: HTMLButtonElement | null) => void
  contentRef: RefObject<HTMLDivElement | null>
  openFocusRef: RefObject<OpenFocus>
  triggerId: string
  contentId: string
  setOnCloseAutoFocus: (handler: ((event: Event) => void) | undefined) => void
}

const MenuContext = createContext<MenuContextValue | null>(null)

function useMenu() {
  const menu = use(MenuContext)
  if (!menu) throw new Error('Menu parts must be inside <Menu>')
  return menu
}

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

/** The enabled items of an open menu, in order. */
const itemsOf = (content: HTMLElement | null) =>
  Array.from(
    content?.querySelectorAll<HTMLElement>(
      '[role^="menuitem"]:not([aria-disabled="true"])',
    ) ?? [],
  )

const TYPEAHEAD_RESET_MS = 1000

export interface MenuContentProps {
  children: ReactNode
  className?: string
  align?: 'start' | 'end'
  /** Gap between the button and the menu, in px. */
  sideOffset?: number
  /** Called as the menu closes; `event.preventDefault()` keeps focus from going back to the button. */
  onCloseAutoFocus?: (event: Event) => void
}

/** The menu itself, shown under its button (above when there is more room there) while open. */
export function MenuContent({
  children,
  className,
  align = 'start',
  sideOffset = 6,
  onCloseAutoFocus,
}: MenuContentProps) {
  const menu = useMenu()
  const { isOpen, contentRef, triggerRef, close } = menu
  const position = useAnchoredPosition(triggerRef, contentRef, isOpen, {
    side: 'bottom',
    align,
    offset: sideOffset,
    padding: 8,
  })
  const typeaheadRef = useRef({ text: '', timer: 0 })
  useEffect(() => {
    menu.setOnCloseAutoFocus(onCloseAutoFocus)
  })

  useEffect(() => {
    if (!isOpen) return
    const content = contentRef.current
    if (menu.openFocusRef.current === 'first') itemsOf(content)[0]?.focus()
    else content?.focus()
    const isOutside = (target: EventTarget | null) =>
      target instanceof Node &&
      !content?.contains(target) &&
      !triggerRef.current?.contains(target)
    const handlePointerDown = (event: PointerEvent) => {
      if (isOutside(event.target)) close('outside')
    }
    const handleFocusIn = (event: FocusEvent) => {
      if (isOutside(event.target)) close('outside')
    }
    document.addEventListener('pointerdown', handlePointerDown, true)
    document.addEventListener('focusin', handleFocusIn)
    return () => {
      document.removeEventListener('pointerdown', handlePointerDown, true)
      document.removeEventListener('focusin', handleFocusIn)
    }
    // Runs once per opening: `close` is a new function on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen])

  if (!isOpen) return null

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = itemsOf(contentRef.current)
    const current = items.indexOf(document.activeElement as HTMLElement)
    const last = items.length - 1
    const target = {
      ArrowDown: current < 0 ? 0 : Math.min(current + 1, last),
      ArrowUp: current < 0 ? last : Math.max(current - 1, 0),
      Home: 0,
      End: last,
    }[event.key]
    if (target === undefined) return false
    items[target]?.focus()
    return true
  }

  const typeahead = (key: string) => {
    const state = typeaheadRef.current
    window.clearTimeout(state.timer)
    state.text += key.toLowerCase()
    state.timer = window.setTimeout(() => {
      state.text = ''
    }, TYPEAHEAD_RESET_MS)
    const items = itemsOf(contentRef.current)
    const current = items.indexOf(document.activeElement as HTMLElement)
    // The same letter typed again goes on to the next item starting with it.
    const isRepeat = [...state.text].every((char) => char === state.text[0])
    const search = isRepeat ? state.text[0]! : state.text
    const start = isRepeat ? current + 1 : Math.max(current, 0)
    const ordered = [...items.slice(start), ...items.slice(0, start)]
    ordered
      .find((item) => item.textContent?.trim().toLowerCase().startsWith(search))
      ?.focus()
  }

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault()
      close('key')
    } else if (moveFocus(event)) {
      event.preventDefault()
    } else if (
      event.key.length === 1 &&
      event.key !== ' ' &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey
    ) {
      typeahead(event.key)
    }
  }

  return createPortal(
    // The menu takes focus when a pointer opens it, so its keys work at once.
    <div
      ref={contentRef}
      id={menu.contentId}
      role="menu"
      aria-labelledby={menu.triggerId}
      aria-orientation="vertical"
      tabIndex={-1}
      data-side={position.side}
      className={className}
      style={{ ...position.style, outline: 'none' }}
      onKeyDown={handleKeyDown}
      onPointerLeave={() => {
        if (contentRef.current?.contains(document.activeElement))
          contentRef.current.focus()
      }}
    >
      {children}
    </div>,
    menu.container,
  )
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
    <div role="menuitem" className={className} {...useItem(behaviour)}>
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
      className={className}
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
      className={className}
      {...useItem(behaviour)}
    >
      {children}
    </div>
  )
}

export function MenuGroup(props: ComponentPropsWithRef<'div'>) {
  return <div role="group" {...props} />
}

export function MenuSeparator({ className }: { className?: string }) {
  return (
    <div role="separator" aria-orientation="horizontal" className={className} />
  )
}
