import {
  useLayoutEffect,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react'

import { listen } from '@/lib/listen'

export type Side = 'top' | 'right' | 'bottom' | 'left'

export interface AnchoredPositionOptions {
  /** The opposite side is used when it has more room. */
  side: Side
  /** For top and bottom only. */
  align?: 'start' | 'center' | 'end'
  offset: number
  padding: number
}

export interface AnchoredPosition {
  style: CSSProperties
  side: Side
  /** Where the anchor's centre is along the floating element's edge (for an arrow). */
  arrowOffset: number
}

const OPPOSITE = {
  top: 'bottom',
  bottom: 'top',
  left: 'right',
  right: 'left',
} as const

const clamp = (value: number, min: number, max: number) =>
  Math.max(min, Math.min(value, max))

function place(
  anchor: DOMRect,
  { width, height }: { width: number; height: number },
  options: AnchoredPositionOptions,
): AnchoredPosition {
  const { align = 'center', offset, padding } = options
  const { innerWidth, innerHeight } = window
  // Start and end, left and right, as the page reads: mirrored right to left.
  const isRightToLeft = document.documentElement.dir === 'rtl'
  const preferred =
    isRightToLeft && (options.side === 'left' || options.side === 'right')
      ? OPPOSITE[options.side]
      : options.side
  const room: Record<Side, number> = {
    top: anchor.top - offset - padding,
    bottom: innerHeight - anchor.bottom - offset - padding,
    left: anchor.left - offset - padding,
    right: innerWidth - anchor.right - offset - padding,
  }
  const isVertical = preferred === 'top' || preferred === 'bottom'
  const side =
    room[preferred] < (isVertical ? height : width) &&
    room[OPPOSITE[preferred]] > room[preferred]
      ? OPPOSITE[preferred]
      : preferred
  let top: number, left: number
  if (isVertical) {
    top =
      side === 'bottom'
        ? anchor.bottom + offset
        : anchor.top - offset - Math.min(height, room.top)
    const edge = isRightToLeft
      ? { start: anchor.right - width, end: anchor.left }
      : { start: anchor.left, end: anchor.right - width }
    const start =
      align === 'center'
        ? anchor.left + (anchor.width - width) / 2
        : edge[align]
    left = clamp(start, padding, innerWidth - width - padding)
  } else {
    left =
      side === 'right' ? anchor.right + offset : anchor.left - offset - width
    top = clamp(
      anchor.top + (anchor.height - height) / 2,
      padding,
      innerHeight - height - padding,
    )
  }
  return {
    side,
    arrowOffset: isVertical
      ? anchor.left + anchor.width / 2 - left
      : anchor.top + anchor.height / 2 - top,
    style: {
      position: 'fixed',
      top: Math.max(top, padding),
      left,
      // For a menu's CSS: as wide as its button, no taller than the room it has.
      ['--anchor-width' as string]: `${anchor.width}px`,
      ['--available-height' as string]: `${Math.max(room[side], 0)}px`,
    },
  }
}

// For a floating element mounted while open. Transparent until measured, not
// `visibility: hidden`, which would refuse the focus a menu moves into itself.
export function useAnchoredPosition(
  anchorRef: RefObject<HTMLElement | null>,
  floatingRef: RefObject<HTMLElement | null>,
  options: AnchoredPositionOptions,
): AnchoredPosition {
  const [position, setPosition] = useState<AnchoredPosition>({
    side: options.side,
    arrowOffset: 0,
    style: { position: 'fixed', top: 0, left: 0, opacity: 0 },
  })
  const { side, align, offset, padding } = options
  useLayoutEffect(() => {
    const update = () => {
      const anchor = anchorRef.current
      const floating = floatingRef.current
      if (!anchor || !floating) return
      setPosition(
        place(
          anchor.getBoundingClientRect(),
          { width: floating.offsetWidth, height: floating.scrollHeight },
          { side, align, offset, padding },
        ),
      )
    }
    update()
    // Capture: a scroll inside any scrolling box moves the anchor too.
    return listen(window, { resize: update, scroll: update }, { capture: true })
  }, [anchorRef, floatingRef, side, align, offset, padding])
  return position
}
