import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react'

/** SPEC.md §9: tips sit 10 px from their trigger and 5 px from the window edge. */
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

/**
 * One tooltip for many triggers inside `rootRef` (those matching
 * `selector`), shown on hover and keyboard focus, hidden on Escape, scroll
 * or when pointer and focus leave. Listening once on the container keeps a
 * report with hundreds of citation markers light. While shown, the trigger
 * is described by the tip.
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
    const show = (element: HTMLElement) => {
      clearTimeout(hideTimer.current)
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
    const onEnter = (event: Event) => {
      const element = find(event.target)
      if (element) show(element)
    }
    const onPointerOut = (event: PointerEvent) => {
      if (find(event.target) && !find(event.relatedTarget)) hideSoon()
    }
    const onFocusOut = (event: FocusEvent) => {
      if (find(event.target)) hide()
    }
    root.addEventListener('pointerover', onEnter)
    root.addEventListener('focusin', onEnter)
    root.addEventListener('pointerout', onPointerOut)
    root.addEventListener('focusout', onFocusOut)
    return () => {
      root.removeEventListener('pointerover', onEnter)
      root.removeEventListener('focusin', onEnter)
      root.removeEventListener('pointerout', onPointerOut)
      root.removeEventListener('focusout', onFocusOut)
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
    document.addEventListener('keydown', onKeyDown, true)
    window.addEventListener('scroll', hide, true)
    return () => {
      document.removeEventListener('keydown', onKeyDown, true)
      window.removeEventListener('scroll', hide, true)
    }
  }, [tip, hide])

  return { tip, keepOpen, hideSoon }
}
