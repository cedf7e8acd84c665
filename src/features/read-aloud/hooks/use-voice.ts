import { useSyncExternalStore } from 'react'

import { chooseVoice } from '../utils/voices'

/** The browser's speech, where it has one (not jsdom, not some embedded browsers). */
const speech = () =>
  typeof window.speechSynthesis?.getVoices === 'function' &&
  typeof window.SpeechSynthesisUtterance === 'function'
    ? window.speechSynthesis
    : null

// Voices are listed once loaded (Chrome): a `voiceschanged` says they are.
const subscribe = (onChange: () => void) => {
  const synth = speech()
  if (typeof synth?.addEventListener !== 'function') return () => {}
  synth.addEventListener('voiceschanged', onChange)
  return () => synth.removeEventListener('voiceschanged', onChange)
}

/** The device's voice for `language`, or null (no speech, or only a speech service's voices). */
export const findVoice = (language: string) =>
  chooseVoice(speech()?.getVoices() ?? [], language)

/** The name of the voice `findVoice` gives, kept up to date as voices come and go. */
export const useVoice = (language: string) =>
  useSyncExternalStore(
    subscribe,
    () => findVoice(language)?.voiceURI ?? null,
    () => null,
  )
