import * as Collapsible from '@radix-ui/react-collapsible'
import { clsx } from 'clsx'
import { ChevronDown } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'

import styles from './expandable-section.module.css'

export interface ExpandableSectionProps {
  title: string
  subtitle?: string
  /** Decorative icon before the title. */
  icon?: ReactNode
  headingLevel?: 2 | 3 | 4
  /** Expanded by default. */
  defaultOpen?: boolean
  className?: string
  children: ReactNode
}

/** A titled section the reader can collapse and expand again. */
export function ExpandableSection({
  title,
  subtitle,
  icon,
  headingLevel = 2,
  defaultOpen = true,
  className,
  children,
}: ExpandableSectionProps) {
  const Heading = `h${headingLevel}` as const
  const subtitleId = useId()
  const [isOpen, setIsOpen] = useState(defaultOpen)
  return (
    <Collapsible.Root
      open={isOpen}
      onOpenChange={setIsOpen}
      className={clsx(styles.section, className)}
    >
      <Heading className={styles.heading}>
        <Collapsible.Trigger
          className={styles.trigger}
          data-print="text"
          aria-describedby={subtitle ? subtitleId : undefined}
        >
          {icon ? <span className={styles.icon}>{icon}</span> : null}
          <span className={styles.title}>{title}</span>
          <ChevronDown className={styles.chevron} aria-hidden="true" />
        </Collapsible.Trigger>
      </Heading>
      {subtitle ? (
        <p id={subtitleId} className={styles.subtitle}>
          {subtitle}
        </p>
      ) : null}
      {/* Kept in the page when collapsed, so a printed report always has its references. */}
      <Collapsible.Content
        className={styles.content}
        forceMount
        hidden={!isOpen}
        data-print="show"
      >
        {children}
      </Collapsible.Content>
    </Collapsible.Root>
  )
}
