import { useRef, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'

import styles from './tooltip.module.css'
import { useAnchoredPosition, type Side } from './use-anchored-position'

export interface TooltipBubbleProps {
  id: string
  content: ReactNode
  side: Side
  triggerRef: RefObject<HTMLElement | null>
  onPointerEnter: () => void
  onPointerLeave: () => void
}

export function TooltipBubble({
  id,
  content,
  side,
  triggerRef,
  onPointerEnter,
  onPointerLeave,
}: TooltipBubbleProps) {
  const contentRef = useRef<HTMLDivElement>(null)
  const position = useAnchoredPosition(triggerRef, contentRef, {
    side,
    offset: 10,
    padding: 5,
  })
  const isVertical = position.side === 'top' || position.side === 'bottom'
  return createPortal(
    <div
      ref={contentRef}
      id={id}
      role="tooltip"
      data-side={position.side}
      className={styles.tooltip}
      style={position.style}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
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
}
