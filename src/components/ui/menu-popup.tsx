import { clsx } from 'clsx'
import { useEffect, useRef, type KeyboardEvent } from 'react'
import { createPortal } from 'react-dom'

import type { MenuContentProps } from './menu'
import { useMenu } from './menu-context'
import styles from './menu.module.css'
import { useAnchoredPosition } from './use-anchored-position'

/** The enabled items of an open menu, in order. */
const itemsOf = (content: HTMLElement | null) =>
  Array.from(
    content?.querySelectorAll<HTMLElement>(
      '[role^="menuitem"]:not([aria-disabled="true"])',
    ) ?? [],
  )

const TYPEAHEAD_RESET_MS = 1000

/** The open menu, under its button (above when there is more room there). */
export function MenuPopup({
  children,
  className,
  align = 'start',
  sideOffset = 6,
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
    const content = contentRef.current
    if (menu.openFocusRef.current === 'first') itemsOf(content)[0]?.focus()
    else content?.focus()
    // Once, as the menu opens: it is in the page only while open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

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
