import { Suspense, useRef, type ReactNode } from 'react'

import { lazyPart } from '@/components/ui/lazy-part'
import { getConfig } from '@/lib/config'

import { useVoice } from '../hooks/use-voice'

import styles from './read-aloud.module.css'

// Not needed to show the answer: the controls and the speech load only
// where the device has a voice, beside the answer's first paint.
const { Component: ReadAloudControls } = lazyPart(
  () => import('./read-aloud-controls'),
  (module) => module.ReadAloudControls,
)

export interface ReadAloudProps {
  analysisId: string
  /** The part of `children` to read (not the references under it). */
  contentSelector: string
  /** A citation marker in the content, read as 'reference N'. */
  markerSelector: string
  children: ReactNode
}

/**
 * An answer with 'Read aloud' above it, where the device has a voice of its
 * own for the content's language (docs/product/read-aloud.md).
 */
export function ReadAloud({
  analysisId,
  contentSelector,
  markerSelector,
  children,
}: ReadAloudProps) {
  const hasVoice = useVoice(getConfig().contentLanguage) !== null
  const contentRef = useRef<HTMLDivElement>(null)
  return (
    <>
      {hasVoice ? (
        <Suspense fallback={null}>
          <ReadAloudControls
            analysisId={analysisId}
            contentRef={contentRef}
            contentSelector={contentSelector}
            markerSelector={markerSelector}
          />
        </Suspense>
      ) : null}
      <div ref={contentRef} className={styles.content}>
        {children}
      </div>
    </>
  )
}
