import {
  useLayoutEffect,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react'

import { listen } from '@/lib/listen'

export type Side = 'top' | 'right' | 'bottom' | 'left'

export interface AnchoredPositionOptions {
  /** The side preferred; the opposite one is used when it has more room. */
  side: Side
  /** For top and bottom: which edges line up ('center' centres it). */
  align?: 'start' | 'center' | 'end'
  /** Distance from the anchor, in px. */
  offset: number
  /** Closest distance to the window's edges, in px. */
  padding: number
}

export interface AnchoredPosition {
  style: CSSProperties
  /** The side actually used. */
  side: Side
  /** Where the anchor's centre is along the floating element's edge, in px (for an arrow). */
  arrowOffset: number
}

const OPPOSITE: Record<Side, Side> = {
  top: 'bottom',
  bottom: 'top',
  left: 'right',
  right: 'left',
}

const clamp = (value: number, min: number, max: number) =>
  Math.max(min, Math.min(value, max))

function place(
  anchor: DOMRect,
  floating: { width: number; height: number },
  {
    side: preferred,
    align = 'center',
    offset,
    padding,
  }: AnchoredPositionOptions,
): AnchoredPosition {
  const { innerWidth, innerHeight } = window
  const room: Record<Side, number> = {
    top: anchor.top - offset - padding,
    bottom: innerHeight - anchor.bottom - offset - padding,
    left: anchor.left - offset - padding,
    right: innerWidth - anchor.right - offset - padding,
  }
  const isVertical = preferred === 'top' || preferred === 'bottom'
  const size = isVertical ? floating.height : floating.width
  const side =
    room[preferred] < size && room[OPPOSITE[preferred]] > room[preferred]
      ? OPPOSITE[preferred]
      : preferred
  let top: number
  let left: number
  if (isVertical) {
    top =
      side === 'bottom'
        ? anchor.bottom + offset
        : anchor.top - offset - Math.min(floating.height, room.top)
    const start =
      align === 'start'
        ? anchor.left
        : align === 'end'
          ? anchor.right - floating.width
          : anchor.left + (anchor.width - floating.width) / 2
    left = clamp(start, padding, innerWidth - floating.width - padding)
  } else {
    left =
      side === 'right'
        ? anchor.right + offset
        : anchor.left - offset - floating.width
    top = clamp(
      anchor.top + (anchor.height - floating.height) / 2,
      padding,
      innerHeight - floating.height - padding,
    )
  }
  const arrowOffset = isVertical
    ? anchor.left + anchor.width / 2 - left
    : anchor.top + anchor.height / 2 - top
  return {
    side,
    arrowOffset,
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

/**
 * Places a floating element (menu, tooltip) next to its anchor with
 * `position: fixed`, on the preferred side or the opposite one when that has
 * more room, kept `padding` px inside the window; follows scrolling and
 * resizing while open. Transparent until measured (React re-renders it in
 * place before the browser paints); not `visibility: hidden`, which would
 * refuse the focus a menu moves into itself as it opens.
 */
export function useAnchoredPosition(
  anchorRef: RefObject<HTMLElement | null>,
  floatingRef: RefObject<HTMLElement | null>,
  isOpen: boolean,
  options: AnchoredPositionOptions,
): AnchoredPosition {
  const [position, setPosition] = useState<AnchoredPosition>({
    side: options.side,
    arrowOffset: 0,
    style: { position: 'fixed', top: 0, left: 0, opacity: 0 },
  })
  const { side, align, offset, padding } = options
  useLayoutEffect(() => {
    if (!isOpen) return
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
  }, [isOpen, anchorRef, floatingRef, side, align, offset, padding])
  return position
}
