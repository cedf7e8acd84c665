import {
  cloneElement,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react'

import { lazyPart } from '@/lib/lazy-code'

import type { Side } from './use-anchored-position'

/** Hovering shows the tooltip after this pause; keyboard focus shows it at once. */
const SHOW_DELAY_MS = 300
/** Leaving the trigger hides it after this pause, so the pointer can move onto the tooltip. */
const HIDE_DELAY_MS = 150

type TriggerProps = {
  'aria-describedby'?: string
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onBlur?: (event: FocusEvent<HTMLElement>) => void
}

export interface TooltipProps {
  content: ReactNode
  /** A focusable element; the tooltip shows on hover and keyboard focus. */
  children: ReactElement<TriggerProps>
  side?: Side
}

/**
 * The shown tooltip's code (placement, arrow) is not needed to paint a page:
 * it loads once the page is idle, or when a tooltip first shows.
 */
const tooltipBubble = lazyPart(
  () => import('./tooltip-bubble'),
  (module) => module.TooltipBubble,
)

/**
 * A tooltip: shows on hover (after a short pause) and on keyboard focus,
 * hides when the pointer leaves both trigger and tooltip, on blur, on a
 * press, and on Escape; the trigger is described by it while it shows.
 */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  const [isOpen, setIsOpen] = useState(false)
  const triggerRef = useRef<HTMLElement>(null)
  const timerRef = useRef(0)
  const id = useId()
  useEffect(() => tooltipBubble.preloadWhenIdle(), [])
  // A press focuses the trigger too; the tooltip shows on focus from the keyboard only.
  const isPointerDownRef = useRef(false)
  useEffect(() => () => window.clearTimeout(timerRef.current), [])
  useEffect(() => {
    if (!isOpen) return
    const handleKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false)
    }
    document.addEventListener('keydown', handleKeyDown)
    return () => document.removeEventListener('keydown', handleKeyDown)
  }, [isOpen])

  const setOpenAfter = (isNextOpen: boolean, delay: number) => {
    window.clearTimeout(timerRef.current)
    if (delay)
      timerRef.current = window.setTimeout(() => setIsOpen(isNextOpen), delay)
    else setIsOpen(isNextOpen)
  }
  const show = () => setOpenAfter(true, SHOW_DELAY_MS)
  const hideSoon = () => setOpenAfter(false, HIDE_DELAY_MS)
  const hide = () => setOpenAfter(false, 0)

  const own = children.props
  // eslint-disable-next-line react-hooks/refs -- the refs are read in the trigger's event handlers only
  const trigger = cloneElement(children, {
    'aria-describedby': own['aria-describedby'] ?? (isOpen ? id : undefined),
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event)
      triggerRef.current = event.currentTarget
      if (event.pointerType !== 'touch') show()
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event)
      hideSoon()
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event)
      isPointerDownRef.current = true
      hide()
    },
    onFocus: (event) => {
      own.onFocus?.(event)
      triggerRef.current = event.currentTarget
      if (!isPointerDownRef.current) setOpenAfter(true, 0)
      isPointerDownRef.current = false
    },
    onBlur: (event) => {
      own.onBlur?.(event)
      hide()
    },
  })

  return (
    <>
      {trigger}
      {isOpen ? (
        <Suspense fallback={null}>
          <tooltipBubble.Component
            id={id}
            content={content}
            side={side}
            triggerRef={triggerRef}
            onPointerEnter={() => window.clearTimeout(timerRef.current)}
            onPointerLeave={hideSoon}
          />
        </Suspense>
      ) : null}
    </>
  )
}
