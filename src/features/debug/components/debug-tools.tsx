import * as Popover from '@radix-ui/react-popover'
import { X } from 'lucide-react'
import { useId, useRef, type RefObject } from 'react'

import { IconButton } from '@/components/ui/icon-button'

import { CreateDemoProjects } from './create-demo-projects'
import styles from './debug-tools.module.css'
import { ResetData } from './reset-data'

export interface DebugToolsProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The control the panel opens below and gives focus back to. */
  anchorRef: RefObject<HTMLElement | null>
  /** Drops what the app holds about the person once the server deleted their data. */
  onDataDeleted: () => void
}

/**
 * Tools for trying the app out, shown only when the runtime configuration
 * turns debugging on, in a panel below the top bar. The panel is not modal,
 * so the project tree stays in view while demo projects appear in it. It
 * stays clear of the question bar and closes when focus leaves it (for the
 * tour card, say), so it never hides the focused control. The reset
 * confirmation is rendered inside it, so answering the confirmation does
 * not count as leaving the panel.
 */
export function DebugTools({
  open,
  onOpenChange,
  anchorRef,
  onDataDeleted,
}: DebugToolsProps) {
  const titleId = useId()
  // Closed by a click elsewhere, focus stays where that click put it.
  const wasDismissedOutsideRef = useRef(false)
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Portal>
        <Popover.Content
          className={styles.panel}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby={titleId}
          onInteractOutside={() => {
            wasDismissedOutsideRef.current = true
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (!wasDismissedOutsideRef.current) anchorRef.current?.focus()
            wasDismissedOutsideRef.current = false
          }}
        >
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              Debug tools
            </h2>
            <Popover.Close asChild>
              <IconButton
                size="sm"
                label="Close debug tools"
                icon={<X aria-hidden="true" />}
              />
            </Popover.Close>
          </header>
          <p className={styles.hint}>
            For trying the app out: these change this account’s data on the
            server.
          </p>
          <CreateDemoProjects />
          <ResetData onDataDeleted={onDataDeleted} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
