import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { ButtonLink } from '@/components/ui/button-link'

import styles from './project-step.module.css'

export interface ProjectStepProps {
  children: ReactNode
  /** The records step of the active project, when there is one. */
  continueTo: string | null
}

export function ProjectStep({ children, continueTo }: ProjectStepProps) {
  return (
    <section className={styles.step} aria-labelledby="project-step-heading">
      <h2 id="project-step-heading" className={styles.heading}>
        <Trans>Choose a research project</Trans>
      </h2>
      <p className={styles.intro}>
        <Trans>
          Your health report is kept in a project, together with the records it
          is made from and the questions you ask about it.
        </Trans>
      </p>
      {children}
      {continueTo ? (
        <div className={styles.actions}>
          <ButtonLink to={continueTo}>
            <Trans comment="Link: on to adding and choosing records">
              Continue
            </Trans>
          </ButtonLink>
        </div>
      ) : null}
    </section>
  )
}
