import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Pause, Play, Square, Volume2 } from 'lucide-react'
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'

import { Button } from '@/components/ui/button'
import { getConfig } from '@/lib/config'
import { useChosenPatientId } from '@/stores/active-selection-store'

import { findVoice } from '../hooks/use-voice'
import { loadReferenceWords } from '../speech/reference-words'
import {
  pauseReading,
  readAloud,
  resumeReading,
  stopReading,
  useReadingStatus,
  type ReadingStatus,
} from '../stores/reading-store'

import styles from './read-aloud-controls.module.css'

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

export interface ReadAloudControlsProps {
  analysisId: string
  /** Holds the content, and what is read of it matches `contentSelector`. */
  contentRef: RefObject<HTMLElement | null>
  contentSelector: string
  markerSelector: string
}

/** 'Read aloud', then Pause or Resume and Stop, and what they did said politely. */
export function ReadAloudControls({
  analysisId,
  contentRef,
  contentSelector,
  markerSelector,
}: ReadAloudControlsProps) {
  const { t, i18n } = useLingui()
  const language = getConfig().contentLanguage
  const status = useReadingStatus(analysisId)
  const patientId = useChosenPatientId()
  const mainRef = useRef<HTMLButtonElement>(null)
  const isStopFocused = useRef(false)
  const active = isActive(status)
  const announcement = status ? ANNOUNCEMENTS[status] : null

  useEffect(() => void loadReferenceWords(language), [language])
  // Leaving the answer, another patient chosen, or the voice gone (the
  // controls go with it) stops the reading.
  useEffect(() => () => stopReading(analysisId), [analysisId, patientId])
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
    <>
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
              {t({ comment: 'Button: pauses reading aloud', message: 'Pause' })}
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
      {/* Present while empty, so each change is announced. */}
      <p role="status" className={styles.status} data-print="hide">
        {announcement ? i18n._(announcement) : null}
      </p>
    </>
  )
}
