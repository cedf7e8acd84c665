import { listen } from '@/lib/listen'

import { readingBlocks, spokenText } from '../utils/reading-blocks'

/** The block being read carries it (read-aloud.module.css). */
export const READING_ATTRIBUTE = 'data-reading'

export type ReadingEnd = 'finished' | 'stopped' | 'failed'

export interface ReaderOptions {
  /** The content: its blocks are read in order. */
  root: HTMLElement
  /** A citation marker inside it, whose text is its number. */
  marker: string
  voice: SpeechSynthesisVoice
  /** The content's language (BCP 47). */
  lang: string
  /** A marker's number as words in the content's language ('reference 3'). */
  reference: (number: string) => string
  onEnd: (end: ReadingEnd) => void
}

export interface Reader {
  pause: () => void
  resume: () => void
  stop: () => void
}

const scrollBehaviour = (): ScrollBehavior =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    ? 'auto'
    : 'smooth'

/**
 * Reads `root` aloud one block (heading, paragraph, list item, table row)
 * per utterance: Chrome stops a long utterance after about 15 s, and the
 * block being read is highlighted and scrolled into view. Pausing cancels
 * the utterance and resuming says that block again from its start:
 * `speechSynthesis.pause()` does nothing or cancels on Android's Chrome.
 */
export function startReader({
  root,
  marker,
  voice,
  lang,
  reference,
  onEnd,
}: ReaderOptions): Reader {
  const synth = window.speechSynthesis
  let block: HTMLElement | null = null
  // The utterance this reader waits for; events of any other (one cut off) are not its.
  let utterance: SpeechSynthesisUtterance | null = null
  let hasEnded = false
  const textOf = (element: HTMLElement) =>
    spokenText(element, marker, reference)

  const show = (next: HTMLElement | null) => {
    block?.removeAttribute(READING_ATTRIBUTE)
    block = next
    if (!next) return
    next.setAttribute(READING_ATTRIBUTE, '')
    next.scrollIntoView({ block: 'nearest', behavior: scrollBehaviour() })
  }

  const end = (how: ReadingEnd) => {
    if (hasEnded) return
    hasEnded = true
    utterance = null
    synth.cancel()
    block?.removeAttribute(READING_ATTRIBUTE)
    stopListening()
    onEnd(how)
  }

  const speak = (element: HTMLElement) => {
    const spoken = new SpeechSynthesisUtterance(textOf(element))
    spoken.lang = lang
    spoken.voice = voice
    spoken.onend = () => {
      if (utterance !== spoken) return
      utterance = null
      speakNext()
    }
    spoken.onerror = (event) => {
      if (utterance !== spoken) return
      // Cut off by someone else (another page's speech): stopped, not failed.
      end(
        event.error === 'interrupted' || event.error === 'canceled'
          ? 'stopped'
          : 'failed',
      )
    }
    utterance = spoken
    synth.speak(spoken)
  }

  // Found again each time: a long report's later sections may have come since.
  const speakNext = () => {
    const blocks = readingBlocks(root)
    const from = block ? blocks.indexOf(block) + 1 : 0
    const next = blocks.slice(from).find((element) => textOf(element))
    if (!next) return end('finished')
    show(next)
    speak(next)
  }

  // Chrome may keep speaking across a reload.
  const stopListening = listen(window, { pagehide: () => end('stopped') })
  // An earlier page's queue, left by a browser that kept it, goes first.
  synth.cancel()
  speakNext()

  return {
    pause: () => {
      if (hasEnded || !utterance) return
      utterance = null
      synth.cancel()
    },
    resume: () => {
      if (hasEnded || utterance || !block) return
      speak(block)
    },
    stop: () => end('stopped'),
  }
}
