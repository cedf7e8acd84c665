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

/** What the card says at a step; only the card (loaded when a tour starts) needs these words. */
export function stepText(step: WalkthroughStep): {
  title: string
  content: string
} {
  if (step.isIntro)
    return {
      title: 'View a Sample Project',
      content: `${step.projectName} is a sample research project. Follow its reports in the order they were made to see how research builds up over time.`,
    }
  if (step.isFinal)
    return {
      title: 'Try It Yourself',
      content:
        'Ask your own health question, or add your medical records to get a report about you. Your research stays in your own projects.',
    }
  const index = step.reportIndex ?? 0
  return index === 0
    ? {
        title: 'The First Report',
        content:
          'Each report answers in plain language and cites the scientific papers behind it. Select a numbered citation to read the excerpt it comes from.',
      }
    : {
        title: `Report ${index + 1}: ${displayTitle(step.reportTitle)}`,
        content:
          'Each new report builds on the records and questions of the project. Ask a follow-up question at the bottom of any report.',
      }
}

/** Not modal: the reports it opens stay usable. */
export function WalkthroughBox() {
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
  const { title, content } = stepText(step)
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
          Step {index + 1} of {count}
        </p>
        <IconButton
          label="Close the tutorial"
          icon={<X aria-hidden="true" />}
          size="sm"
          onClick={controls.dismiss}
        />
      </div>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label="Tutorial progress"
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={index + 1}
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
          Previous
        </Button>
        <Button size="sm" onClick={isLast ? controls.complete : controls.next}>
          {isLast ? 'Get Started' : 'Next'}
        </Button>
      </div>
    </section>
  )
}
