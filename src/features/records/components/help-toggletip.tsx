import * as Popover from '@radix-ui/react-popover'
import { CircleHelp } from 'lucide-react'
import type { ReactNode } from 'react'

import { IconButton } from '@/components/ui/icon-button'

import styles from './help-toggletip.module.css'

export interface HelpToggletipProps {
  /** The accessible name of the help button, e.g. 'About health records'. */
  label: string
  children: ReactNode
}

/** A help button whose explanation opens on click or Enter, so it also works on touch screens. */
export function HelpToggletip({ label, children }: HelpToggletipProps) {
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <IconButton
          label={label}
          icon={<CircleHelp aria-hidden="true" />}
          size="sm"
          className={styles.trigger}
        />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.content}
          side="top"
          sideOffset={10}
          collisionPadding={5}
          aria-label={label}
        >
          {children}
          <Popover.Arrow className={styles.arrow} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
