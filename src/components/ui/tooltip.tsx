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

import { lazyPart } from '@/components/ui/lazy-part'
import { listen } from '@/lib/listen'

import type { Side } from './use-anchored-position'

const SHOW_DELAY_MS = 300
/** So the pointer can move onto the tooltip. */
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
  /** A focusable element. */
  children: ReactElement<TriggerProps>
  side?: Side
}

// Placement and arrow load once the page is idle, or when a tooltip first shows.
const tooltipBubble = lazyPart(
  () => import('./tooltip-bubble'),
  (module) => module.TooltipBubble,
)

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
    return listen(document, {
      keydown: (event) => {
        if (event.key === 'Escape') setIsOpen(false)
      },
    })
  }, [isOpen])

  const setOpenAfter = (isNextOpen: boolean, delay: number) => {
    window.clearTimeout(timerRef.current)
    if (delay)
      timerRef.current = window.setTimeout(() => setIsOpen(isNextOpen), delay)
    else setIsOpen(isNextOpen)
  }
  const hideSoon = () => setOpenAfter(false, HIDE_DELAY_MS)

  const own = children.props
  // eslint-disable-next-line react-hooks/refs -- the refs are read in the trigger's event handlers only
  const trigger = cloneElement(children, {
    'aria-describedby': own['aria-describedby'] ?? (isOpen ? id : undefined),
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event)
      triggerRef.current = event.currentTarget
      if (event.pointerType !== 'touch') setOpenAfter(true, SHOW_DELAY_MS)
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event)
      hideSoon()
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event)
      isPointerDownRef.current = true
      setOpenAfter(false, 0)
    },
    onFocus: (event) => {
      own.onFocus?.(event)
      triggerRef.current = event.currentTarget
      if (!isPointerDownRef.current) setOpenAfter(true, 0)
      isPointerDownRef.current = false
    },
    onBlur: (event) => {
      own.onBlur?.(event)
      setOpenAfter(false, 0)
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
