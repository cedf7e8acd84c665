import { X } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'

import { Button } from '@/components/ui/button'
import { IconButton } from '@/components/ui/icon-button'
import { useBottomClearance } from '@/hooks/use-bottom-clearance'

import { useWalkthroughControls } from '../hooks/use-walkthrough-controls'
import { useWalkthroughSteps } from '../hooks/use-walkthrough-steps'
import {
  useWalkthroughShouldFocus,
  useWalkthroughStepIndex,
} from '../stores/walkthrough-store'
import { stepText } from '../utils/step-texts'

import styles from './walkthrough-box.module.css'

/**
 * The tour's card at the bottom left. It does not block the page
 * (the reports it opens stay usable); focus moves to it when a step changes
 * so keyboard and screen reader users follow along.
 */
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

  // The heading takes focus on each step the user asked for: the box is
  // outside the normal reading order, and the report behind it changes.
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
        {isLast ? (
          <Button size="sm" onClick={controls.complete}>
            Get Started
          </Button>
        ) : (
          <Button size="sm" onClick={controls.next}>
            Next
          </Button>
        )}
      </div>
    </section>
  )
}
