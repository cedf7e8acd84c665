import { create } from 'zustand'

import { appStatePart } from '@/lib/app-state'

import {
  startReader,
  type Reader,
  type ReaderOptions,
  type ReadingEnd,
} from '../speech/reader'
import {
  loadReferenceWords,
  referenceWordsNow,
} from '../speech/reference-words'

export type ReadingStatus = 'loading' | 'reading' | 'paused' | ReadingEnd

interface Reading {
  /** The answer read aloud last, or being read: one at a time in the page. */
  analysisId: string | null
  status: ReadingStatus | null
}

const initialState = (): Reading => ({ analysisId: null, status: null })
const useReadingStore = create(initialState)

let reader: Reader | null = null

export const useReadingStatus = (analysisId: string) =>
  useReadingStore((s) => (s.analysisId === analysisId ? s.status : null))

const isStarting = (analysisId: string) => {
  const { analysisId: current, status } = useReadingStore.getState()
  return current === analysisId && status === 'loading'
}

type StartOptions = Omit<ReaderOptions, 'reference' | 'onEnd'>

function start(options: StartOptions, reference: ReaderOptions['reference']) {
  useReadingStore.setState({ status: 'reading' })
  const started: Reader = startReader({
    ...options,
    reference,
    onEnd: (end) => {
      if (reader === started) reader = null
      useReadingStore.setState({ status: end })
    },
  })
  // It may have ended at once (nothing to read).
  if (useReadingStore.getState().status === 'reading') reader = started
}

/**
 * Reads an answer aloud, stopping any other first. With the words loaded
 * (`loadReferenceWords`), the first utterance is spoken within the press:
 * Safari on iOS speaks only there.
 */
export function readAloud(analysisId: string, options: StartOptions) {
  stopReading()
  useReadingStore.setState({ analysisId, status: 'loading' })
  const words = referenceWordsNow(options.lang)
  if (words) return start(options, words)
  void loadReferenceWords(options.lang).then((loaded) => {
    // Stopped, or another answer started, while the words loaded.
    if (isStarting(analysisId)) start(options, loaded)
  })
}

export function pauseReading() {
  if (!reader) return
  reader.pause()
  useReadingStore.setState({ status: 'paused' })
}

export function resumeReading() {
  if (!reader) return
  useReadingStore.setState({ status: 'reading' })
  reader.resume()
}

/** Stops the reading (of `analysisId` only, when given). */
export function stopReading(analysisId?: string) {
  const state = useReadingStore.getState()
  if (analysisId !== undefined && state.analysisId !== analysisId) return
  const stopping = reader
  reader = null
  if (stopping) stopping.stop()
  else if (state.status === 'loading')
    useReadingStore.setState({ status: 'stopped' })
}

// Signing out, or a session ended in another tab, stops the voice reading
// health text aloud (src/app/reset-client-state.ts).
appStatePart(() => null, {
  dispose: () => {
    stopReading()
    useReadingStore.setState(initialState(), true)
  },
})
