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
  const contentId = useId()
  const [isOpen, setIsOpen] = useState(defaultOpen)
  // The disclosure pattern: a button that says whether its content is shown.
  // Nothing is measured as the content appears, so a long list of references
  // adds no layout work of its own to the report's render.
  return (
    <div className={clsx(styles.section, className)}>
      <Heading className={styles.heading}>
        <button
          type="button"
          className={styles.trigger}
          data-state={isOpen ? 'open' : 'closed'}
          data-print="text"
          aria-expanded={isOpen}
          aria-controls={contentId}
          aria-describedby={subtitle ? subtitleId : undefined}
          onClick={() => setIsOpen(!isOpen)}
        >
          {icon ? <span className={styles.icon}>{icon}</span> : null}
          <span className={styles.title}>{title}</span>
          <ChevronDown className={styles.chevron} aria-hidden="true" />
        </button>
      </Heading>
      {subtitle ? (
        <p id={subtitleId} className={styles.subtitle}>
          {subtitle}
        </p>
      ) : null}
      {/* Kept in the page when collapsed, so a printed report always has its references. */}
      <div
        id={contentId}
        className={styles.content}
        hidden={!isOpen}
        data-print="show"
      >
        {children}
      </div>
    </div>
  )
}
