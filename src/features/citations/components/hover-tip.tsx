import { clsx } from 'clsx'
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

import styles from './hover-tip.module.css'

// Tips sit 10 px from their trigger and 5 px from the window edge; the CSS
// makes them 320 px wide at most.
const OFFSET = 10
const EDGE = 5
const HALF_WIDTH = 160
/** Time to move the pointer from the trigger onto the tip (WCAG 1.4.13: hoverable). */
const HIDE_DELAY_MS = 150

function place(trigger: HTMLElement) {
  const rect = trigger.getBoundingClientRect()
  const placement = rect.top > 120 ? 'above' : 'below'
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
  } as const
}

/** Touch and pen have no hover: their pointerover is the start of a tap. */
const isHoverless = (event: PointerEvent) =>
  event.pointerType === 'touch' || event.pointerType === 'pen'

/**
 * One tip for the triggers inside `rootRef`, listened to on the root: a
 * report has hundreds. An activated trigger shows none until pointer and
 * focus leave it, or it would cover what it opened (a phone's side panel).
 */
export function useHoverTip(
  rootRef: RefObject<HTMLElement | null>,
  selector: string,
  read: (trigger: HTMLElement) => ReactNode,
) {
  const id = useId()
  const [tip, setTip] = useState<
    ({ id: string; content: ReactNode } & ReturnType<typeof place>) | null
  >(null)
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
    if (current?.describedBy)
      current.element.setAttribute('aria-describedby', current.describedBy)
    else current?.element.removeAttribute('aria-describedby')
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
    let activated: HTMLElement | null = null
    const show = (element: HTMLElement | null) => {
      if (!element) return
      clearTimeout(hideTimer.current)
      if (element === activated || trigger.current?.element === element) return
      hide()
      const describedBy = element.getAttribute('aria-describedby')
      trigger.current = { element, describedBy }
      element.setAttribute(
        'aria-describedby',
        describedBy ? `${describedBy} ${id}` : id,
      )
      setTip({ id, content: readRef.current(element), ...place(element) })
    }
    const activate = (event: Event) => {
      const element = find(event.target)
      if (!element) return
      activated = element
      hide()
    }
    const stop = listen(root, {
      pointerover: (event) => {
        if (!isHoverless(event)) show(find(event.target))
      },
      focusin: (event) => show(find(event.target)),
      pointerdown: activate,
      click: activate,
      keydown: (event) => {
        if (event.key === 'Enter' || event.key === ' ') activate(event)
      },
      pointerout: (event) => {
        const element = find(event.target)
        if (!element || find(event.relatedTarget) === element) return
        // A tap's pointerout comes before the focus it gives the trigger.
        if (element === activated && !isHoverless(event)) activated = null
        hideSoon()
      },
      focusout: (event) => {
        const element = find(event.target)
        if (!element) return
        if (element === activated) activated = null
        hide()
      },
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
    const stops = [
      listen(document, { keydown: onKeyDown }, { capture: true }),
      listen(window, { scroll: hide }, { capture: true }),
    ]
    return () => stops.forEach((stop) => stop())
  }, [tip, hide])

  return { tip, keepOpen, hideSoon }
}

export function HoverTip({
  tip,
  keepOpen,
  hideSoon,
}: ReturnType<typeof useHoverTip>) {
  if (!tip) return null
  return (
    <div
      id={tip.id}
      role="tooltip"
      className={clsx(styles.tip, styles[tip.placement])}
      style={{ top: tip.top, left: tip.left }}
      onPointerEnter={keepOpen}
      onPointerLeave={hideSoon}
    >
      {tip.content}
    </div>
  )
}
