import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react'

import { listen } from '@/lib/listen'

/** Tips sit 10 px from their trigger and 5 px from the window edge. */
const OFFSET = 10
const EDGE = 5
const HALF_WIDTH = 160
/** Time to move the pointer from the trigger onto the tip (WCAG 1.4.13: hoverable). */
const HIDE_DELAY_MS = 150

export interface HoverTipState {
  id: string
  content: ReactNode
  top: number
  left: number
  placement: 'above' | 'below'
}

function place(trigger: HTMLElement) {
  const rect = trigger.getBoundingClientRect()
  const placement: HoverTipState['placement'] =
    rect.top > 120 ? 'above' : 'below'
  const center = rect.left + rect.width / 2
  const width = window.innerWidth
  const left =
    width > 2 * (HALF_WIDTH + EDGE)
      ? Math.min(Math.max(center, HALF_WIDTH + EDGE), width - HALF_WIDTH - EDGE)
      : width / 2
  return {
    placement,
    left,
    top: placement === 'above' ? rect.top - OFFSET : rect.bottom + OFFSET,
  }
}

/** Touch and pen have no hover: their pointerover is the start of a tap. */
const isHoverless = (event: PointerEvent) =>
  event.pointerType === 'touch' || event.pointerType === 'pen'

/**
 * One tooltip for many triggers inside `rootRef` (those matching
 * `selector`), shown on mouse hover and on focus, hidden on Escape, scroll
 * or when pointer and focus leave. Activating a trigger (press, click,
 * Enter or Space) hides its tip, and it stays hidden until the pointer or
 * focus leaves that trigger: the tip would otherwise cover what the
 * trigger opened (on a phone, the side panel's links). Touch and pen show
 * no tip. Listening once on the container keeps a report with hundreds of
 * citation markers light. While shown, the trigger is described by the tip.
 */
export function useHoverTip(
  rootRef: RefObject<HTMLElement | null>,
  selector: string,
  read: (trigger: HTMLElement) => ReactNode,
) {
  const id = useId()
  const [tip, setTip] = useState<HoverTipState | null>(null)
  const trigger = useRef<{ element: HTMLElement; describedBy: string | null }>(
    null,
  )
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const readRef = useRef(read)
  useEffect(() => {
    readRef.current = read
  })

  const hide = useCallback(() => {
    clearTimeout(hideTimer.current)
    const current = trigger.current
    if (current) {
      if (current.describedBy)
        current.element.setAttribute('aria-describedby', current.describedBy)
      else current.element.removeAttribute('aria-describedby')
    }
    trigger.current = null
    setTip(null)
  }, [])

  const keepOpen = useCallback(() => clearTimeout(hideTimer.current), [])
  const hideSoon = useCallback(() => {
    clearTimeout(hideTimer.current)
    hideTimer.current = setTimeout(hide, HIDE_DELAY_MS)
  }, [hide])

  useEffect(() => {
    const root = rootRef.current
    if (!root) return
    const find = (target: EventTarget | null) =>
      target instanceof Element ? target.closest<HTMLElement>(selector) : null
    /** The trigger last activated: no tip for it until pointer or focus leaves it. */
    let activated: HTMLElement | null = null
    const show = (element: HTMLElement) => {
      clearTimeout(hideTimer.current)
      if (element === activated) return
      if (trigger.current?.element === element) return
      hide()
      const describedBy = element.getAttribute('aria-describedby')
      trigger.current = { element, describedBy }
      element.setAttribute(
        'aria-describedby',
        describedBy ? `${describedBy} ${id}` : id,
      )
      setTip({ id, content: readRef.current(element), ...place(element) })
    }
    const activate = (element: HTMLElement | null) => {
      if (!element) return
      activated = element
      hide()
    }
    const onPointerOver = (event: PointerEvent) => {
      if (isHoverless(event)) return
      const element = find(event.target)
      if (element) show(element)
    }
    const onFocusIn = (event: FocusEvent) => {
      const element = find(event.target)
      if (element) show(element)
    }
    const onPointerDown = (event: PointerEvent) => activate(find(event.target))
    const onClick = (event: MouseEvent) => activate(find(event.target))
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ') {
        activate(find(event.target))
      }
    }
    const onPointerOut = (event: PointerEvent) => {
      const element = find(event.target)
      if (!element || find(event.relatedTarget) === element) return
      // A tap's pointerout comes before the focus it gives the trigger.
      if (element === activated && !isHoverless(event)) activated = null
      hideSoon()
    }
    const onFocusOut = (event: FocusEvent) => {
      const element = find(event.target)
      if (!element) return
      if (element === activated) activated = null
      hide()
    }
    const stop = listen(root, {
      pointerover: onPointerOver,
      focusin: onFocusIn,
      pointerdown: onPointerDown,
      click: onClick,
      keydown: onKeyDown,
      pointerout: onPointerOut,
      focusout: onFocusOut,
    })
    return () => {
      stop()
      clearTimeout(hideTimer.current)
    }
  }, [rootRef, selector, id, hide, hideSoon])

  useEffect(() => {
    if (!tip) return
    // Capture phase, so Escape closes the tip before anything else sees it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      hide()
    }
    const stopKeys = listen(document, { keydown: onKeyDown }, { capture: true })
    const stopScroll = listen(window, { scroll: hide }, { capture: true })
    return () => {
      stopKeys()
      stopScroll()
    }
  }, [tip, hide])

  return { tip, keepOpen, hideSoon }
}
