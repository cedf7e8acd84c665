import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react'
import { createPortal } from 'react-dom'

import styles from './tooltip.module.css'
import { useAnchoredPosition, type Side } from './use-anchored-position'

/** Tooltips sit 10 px from their trigger, 5 px from the window edge. */
const TOOLTIP_OFFSET = 10
const TOOLTIP_PADDING = 5
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
 * A tooltip: shows on hover (after a short pause) and on keyboard focus,
 * hides when the pointer leaves both trigger and tooltip, on blur, on a
 * press, and on Escape; the trigger is described by it while it shows.
 */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  const [isOpen, setIsOpen] = useState(false)
  const triggerRef = useRef<HTMLElement>(null)
  const contentRef = useRef<HTMLDivElement>(null)
  const timerRef = useRef(0)
  const id = useId()
  const position = useAnchoredPosition(triggerRef, contentRef, isOpen, {
    side,
    offset: TOOLTIP_OFFSET,
    padding: TOOLTIP_PADDING,
  })
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
  const isVertical = position.side === 'top' || position.side === 'bottom'
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
      {isOpen
        ? createPortal(
            <div
              ref={contentRef}
              id={id}
              role="tooltip"
              data-side={position.side}
              className={styles.tooltip}
              style={position.style}
              onPointerEnter={() => window.clearTimeout(timerRef.current)}
              onPointerLeave={hideSoon}
            >
              {content}
              <svg
                className={styles.arrow}
                width={10}
                height={5}
                viewBox="0 0 30 10"
                preserveAspectRatio="none"
                aria-hidden="true"
                style={
                  isVertical
                    ? {
                        left: position.arrowOffset - 5,
                        [position.side === 'top' ? 'top' : 'bottom']: '100%',
                        rotate: position.side === 'top' ? undefined : '180deg',
                      }
                    : {
                        top: position.arrowOffset - 2.5,
                        [position.side === 'left' ? 'left' : 'right']: '100%',
                        rotate: position.side === 'left' ? '-90deg' : '90deg',
                      }
                }
              >
                <polygon points="0,0 30,0 15,10" />
              </svg>
            </div>,
            document.body,
          )
        : null}
    </>
  )
}
