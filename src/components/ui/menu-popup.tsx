import { clsx } from 'clsx'
import { useEffect, useRef, type KeyboardEvent } from 'react'
import { createPortal } from 'react-dom'

import type { MenuContentProps } from './menu'
import { useMenu } from './menu-context'
import styles from './menu.module.css'
import { useAnchoredPosition } from './use-anchored-position'

const TYPEAHEAD_RESET_MS = 1000

export function MenuPopup({
  children,
  className,
  align = 'start',
  sideOffset = 6,
}: MenuContentProps) {
  const menu = useMenu()
  const { contentRef, close } = menu
  const position = useAnchoredPosition(menu.triggerRef, contentRef, {
    side: 'bottom',
    align,
    offset: sideOffset,
    padding: 8,
  })
  const typeaheadRef = useRef({ text: '', timer: 0 })
  const itemsOf = () =>
    Array.from(
      contentRef.current?.querySelectorAll<HTMLElement>(
        '[role^="menuitem"]:not([aria-disabled="true"])',
      ) ?? [],
    )
  useEffect(() => {
    if (menu.openFocusRef.current === 'first') itemsOf()[0]?.focus()
    else contentRef.current?.focus()
    // Once, as the menu opens: it is in the page only while open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { key } = event
    if (key === 'Escape' || key === 'Tab') {
      event.preventDefault()
      close('key')
      return
    }
    const items = itemsOf()
    const current = items.indexOf(document.activeElement as HTMLElement)
    const last = items.length - 1
    const target = {
      ArrowDown: current < 0 ? 0 : Math.min(current + 1, last),
      ArrowUp: current < 0 ? last : Math.max(current - 1, 0),
      Home: 0,
      End: last,
    }[key]
    if (target !== undefined) {
      event.preventDefault()
      items[target]?.focus()
      return
    }
    if (
      key.length !== 1 ||
      key === ' ' ||
      event.ctrlKey ||
      event.metaKey ||
      event.altKey
    )
      return
    const state = typeaheadRef.current
    window.clearTimeout(state.timer)
    state.text += key.toLowerCase()
    state.timer = window.setTimeout(() => {
      state.text = ''
    }, TYPEAHEAD_RESET_MS)
    // The same letter typed again goes on to the next item starting with it.
    const isRepeat = [...state.text].every((char) => char === state.text[0])
    const search = isRepeat ? state.text[0]! : state.text
    const start = isRepeat ? current + 1 : Math.max(current, 0)
    const ordered = [...items.slice(start), ...items.slice(0, start)]
    ordered
      .find((item) => item.textContent?.trim().toLowerCase().startsWith(search))
      ?.focus()
  }

  return createPortal(
    // The menu takes focus when a pointer opens it, so its keys work at once.
    <div
      ref={contentRef}
      id={menu.contentId}
      role="menu"
      aria-labelledby={menu.triggerId}
      aria-orientation="vertical"
      // Focusable in the tab order (Tab closes it): a menu that scrolls, at
      // a large text size, is one the keyboard can reach and scroll.
      tabIndex={0}
      data-side={position.side}
      className={clsx(styles.surface, className)}
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
