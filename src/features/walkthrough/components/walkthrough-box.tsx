import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { X } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'

import { Button } from '@/components/ui/button'
import { IconButton } from '@/components/ui/icon-button'
import { useBottomClearance } from '@/hooks/use-bottom-clearance'
import { displayTitle } from '@/utils/display-title'

import { useWalkthroughControls } from '../hooks/use-walkthrough-controls'
import { useWalkthroughSteps } from '../hooks/use-walkthrough-steps'
import {
  useWalkthroughShouldFocus,
  useWalkthroughStepIndex,
} from '../stores/walkthrough-store'
import type { WalkthroughStep } from '../utils/walkthrough-steps'

import styles from './walkthrough-box.module.css'

/** What the card says at a step, translated where shown; only the card (loaded when a tour starts) needs these words. */
export function stepText(step: WalkthroughStep): {
  title: MessageDescriptor
  content: MessageDescriptor
} {
  if (step.isIntro) {
    const projectName = step.projectName ?? ''
    return {
      title: msg`View a Sample Project`,
      content: msg`${projectName} is a sample research project. Follow its reports in the order they were made to see how research builds up over time.`,
    }
  }
  if (step.isFinal)
    return {
      title: msg`Try It Yourself`,
      content: msg`Ask your own health question, or add your medical records to get a report about you. Your research stays in your own projects.`,
    }
  const index = step.reportIndex ?? 0
  const number = index + 1
  const reportTitle = displayTitle(step.reportTitle)
  return index === 0
    ? {
        title: msg`The First Report`,
        content: msg`Each report answers in plain language and cites the scientific papers behind it. Select a numbered citation to read the excerpt it comes from.`,
      }
    : {
        title: msg`Report ${number}: ${reportTitle}`,
        content: msg`Each new report builds on the records and questions of the project. Ask a follow-up question at the bottom of any report.`,
      }
}

/** Not modal: the reports it opens stay usable. */
export function WalkthroughBox() {
  const { t, i18n } = useLingui()
  const steps = useWalkthroughSteps()
  const index = useWalkthroughStepIndex()
  const step = steps[index]
  const count = steps.length
  const shouldFocus = useWalkthroughShouldFocus()
  const controls = useWalkthroughControls()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const titleId = useId()
  // The card covers the bottom of the page and of the navigation.
  const clearanceRef = useBottomClearance('--fixed-bottom-card')

  // Focus follows each step the user asked for: the box is outside the
  // reading order, and the report behind it changes.
  useEffect(() => {
    if (shouldFocus) headingRef.current?.focus()
  }, [step?.id, shouldFocus])

  if (!step) return null
  const text = stepText(step)
  const title = i18n._(text.title)
  const content = i18n._(text.content)
  const number = index + 1
  const isLast = index === count - 1
  const progress = count > 1 ? ((index + 1) / count) * 100 : 100

  return (
    <section
      ref={clearanceRef}
      className={styles.box}
      data-print="hide"
      aria-labelledby={titleId}
    >
      <div className={styles.header}>
        <p className={styles.counter}>
          <Trans>
            Step {number} of {count}
          </Trans>
        </p>
        <IconButton
          label={t`Close the tutorial`}
          icon={<X aria-hidden="true" />}
          size="sm"
          onClick={controls.dismiss}
        />
      </div>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={t`Tutorial progress`}
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={number}
      >
        <div
          className={styles.progressValue}
          style={{ width: `${progress}%` }}
        />
      </div>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
        {title}
      </h2>
      <p className={styles.content}>{content}</p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          onClick={controls.previous}
          disabled={index === 0}
        >
          <Trans comment="Button: the tutorial's previous step">Previous</Trans>
        </Button>
        <Button size="sm" onClick={isLast ? controls.complete : controls.next}>
          {isLast ? (
            <Trans comment="Button: ends the tutorial">Get Started</Trans>
          ) : (
            <Trans comment="Button: the tutorial's next step">Next</Trans>
          )}
        </Button>
      </div>
    </section>
  )
}
