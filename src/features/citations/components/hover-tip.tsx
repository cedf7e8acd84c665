import { clsx } from 'clsx'

import type { HoverTipState } from '../hooks/use-hover-tip'

import styles from './hover-tip.module.css'

export interface HoverTipProps {
  tip: HoverTipState | null
  keepOpen: () => void
  hideSoon: () => void
}

/** The floating tip of `useHoverTip`; the pointer may rest on it. */
export function HoverTip({ tip, keepOpen, hideSoon }: HoverTipProps) {
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
