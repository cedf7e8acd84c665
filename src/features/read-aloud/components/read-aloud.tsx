import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Pause, Play, Square, Volume2 } from 'lucide-react'
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { getConfig } from '@/lib/config'
import { whenIdle } from '@/lib/idle'
import { useChosenPatientId } from '@/stores/active-selection-store'

import { findVoice, useVoice } from '../hooks/use-voice'
import {
  pauseReading,
  preloadSpeech,
  readAloud,
  resumeReading,
  stopReading,
  useReadingStatus,
  type ReadingStatus,
} from '../stores/reading-store'

import styles from './read-aloud.module.css'

const ANNOUNCEMENTS = {
  loading: null,
  reading: msg`Reading aloud`,
  paused: msg`Reading paused`,
  stopped: msg`Reading stopped`,
  finished: msg`Finished reading aloud`,
  failed: msg`This device could not read it aloud.`,
} as const

const isActive = (status: ReadingStatus | null) =>
  status === 'loading' || status === 'reading' || status === 'paused'

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
  const { t, i18n } = useLingui()
  const language = getConfig().contentLanguage
  const voiceURI = useVoice(language)
  const status = useReadingStatus(analysisId)
  const patientId = useChosenPatientId()
  const contentRef = useRef<HTMLDivElement>(null)
  const mainRef = useRef<HTMLButtonElement>(null)
  const isStopFocused = useRef(false)
  const active = isActive(status)
  const announcement = status ? ANNOUNCEMENTS[status] : null

  // Leaving the answer, or another patient chosen, stops the reading.
  useEffect(() => () => stopReading(analysisId), [analysisId, patientId])
  useEffect(() => {
    if (voiceURI) return whenIdle(preloadSpeech)
    stopReading(analysisId)
  }, [voiceURI, analysisId])
  // Stop goes when the reading ends: focus stays with the controls.
  useLayoutEffect(() => {
    if (active || !isStopFocused.current) return
    isStopFocused.current = false
    const focused = document.activeElement
    if (!focused || focused === document.body) mainRef.current?.focus()
  }, [active])

  const start = () => {
    const voice = findVoice(language)
    const root = contentRef.current?.querySelector<HTMLElement>(contentSelector)
    if (!voice || !root) return
    void readAloud(analysisId, {
      root,
      marker: markerSelector,
      voice,
      lang: language,
    })
  }
  const handleMain = () => {
    if (status === 'reading') pauseReading()
    else if (status === 'paused') resumeReading()
    else if (status !== 'loading') start()
  }

  return (
    <div className={styles.readAloud}>
      {voiceURI ? (
        <div
          className={styles.controls}
          role="group"
          aria-label={t`Read aloud`}
          data-print="hide"
        >
          <Button
            ref={mainRef}
            variant="secondary"
            size="sm"
            onClick={handleMain}
          >
            {status === 'reading' ? (
              <>
                <Pause aria-hidden="true" className={styles.icon} />
                {t({
                  comment: 'Button: pauses reading aloud',
                  message: 'Pause',
                })}
              </>
            ) : status === 'paused' ? (
              <>
                <Play aria-hidden="true" className={styles.icon} />
                {t({
                  comment: 'Button: resumes reading aloud',
                  message: 'Resume',
                })}
              </>
            ) : (
              <>
                <Volume2 aria-hidden="true" className={styles.icon} />
                {t`Read aloud`}
              </>
            )}
          </Button>
          {active ? (
            <Button
              variant="ghost"
              size="sm"
              onFocus={() => (isStopFocused.current = true)}
              onBlur={(event) => {
                if (event.relatedTarget) isStopFocused.current = false
              }}
              onClick={() => {
                stopReading(analysisId)
                mainRef.current?.focus()
              }}
            >
              <Square aria-hidden="true" className={styles.icon} />
              {t({ comment: 'Button: stops reading aloud', message: 'Stop' })}
            </Button>
          ) : null}
        </div>
      ) : null}
      {/* Present while empty, so each change is announced. */}
      <p role="status" className={styles.status} data-print="hide">
        {announcement ? i18n._(announcement) : null}
      </p>
      <div ref={contentRef} className={styles.content}>
        {children}
      </div>
    </div>
  )
}
