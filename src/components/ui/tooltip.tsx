import * as RadixTooltip from '@radix-ui/react-tooltip'
import type { ReactNode } from 'react'

import styles from './tooltip.module.css'

/** Tooltips sit 10 px from their trigger, 5 px from the window edge. */
const TOOLTIP_OFFSET = 10
const TOOLTIP_PADDING = 5

export interface TooltipProps {
  content: ReactNode
  /** A focusable element; the tooltip shows on hover and keyboard focus. */
  children: ReactNode
  side?: 'top' | 'right' | 'bottom' | 'left'
  open?: boolean
  onOpenChange?: (open: boolean) => void
}

export function Tooltip({
  content,
  children,
  side = 'top',
  open,
  onOpenChange,
}: TooltipProps) {
  return (
    <RadixTooltip.Root open={open} onOpenChange={onOpenChange}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side={side}
          sideOffset={TOOLTIP_OFFSET}
          collisionPadding={TOOLTIP_PADDING}
          className={styles.tooltip}
        >
          {content}
          <RadixTooltip.Arrow className={styles.arrow} />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  )
}

export const TooltipProvider = RadixTooltip.Provider
