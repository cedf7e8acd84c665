/**
 * A recording stand-in for the browser's `speechSynthesis`: what is spoken
 * is recorded (text, lang, voice) and each utterance starts, reaches a
 * word and ends when the test says so. Self-contained, so Playwright can
 * install it in a page as it is (`page.addInitScript(installFakeSpeech, …)`).
 */

interface FakeVoice {
  name: string
  lang: string
  localService: boolean
  default?: boolean
}

export interface FakeSpeechOptions {
  voices: FakeVoice[]
  /** The voices are listed only once `voicesArrive()` is called, as Chrome lists them after a `voiceschanged`. */
  voicesLater?: boolean
}

interface SpokenUtterance {
  text: string
  lang: string
  voice: string | null
}

export interface FakeSpeech {
  /** Every utterance spoken so far (started), in order. */
  spoken: SpokenUtterance[]
  /** The text being spoken, or null. */
  speaking: () => string | null
  /** Utterances waiting behind the one being spoken. */
  queued: () => number
  /** The one being spoken ends; the next queued starts. */
  finish: () => void
  /** The one being spoken fails with this error ('synthesis-failed', 'not-allowed'…). */
  fail: (error: string) => void
  /** The one being spoken reaches the character at `charIndex`. */
  boundary: (charIndex: number) => void
  voicesArrive: (voices?: FakeVoice[]) => void
  calls: string[]
}

type Listener = (event: Event) => void

export function installFakeSpeech(
  options: FakeSpeechOptions,
  target: Window = window,
): FakeSpeech {
  const scope = target as Window & {
    __fakeSpeech?: FakeSpeech
    SpeechSynthesisUtterance?: unknown
  }
  const EventClass = (target as unknown as { Event: typeof Event }).Event

  // Listeners by type, and the `on…` handler of the same name.
  class Events {
    listeners = new Map<string, Set<Listener>>()
    addEventListener(type: string, listener: Listener) {
      const set = this.listeners.get(type) ?? new Set<Listener>()
      set.add(listener)
      this.listeners.set(type, set)
    }
    removeEventListener(type: string, listener: Listener) {
      this.listeners.get(type)?.delete(listener)
    }
    fire(type: string, fields: Record<string, unknown> = {}) {
      const event = Object.assign(new EventClass(type), fields)
      const handler = (this as unknown as Record<string, unknown>)[`on${type}`]
      if (typeof handler === 'function') (handler as Listener).call(this, event)
      for (const listener of this.listeners.get(type) ?? []) listener(event)
    }
  }

  class Utterance extends Events {
    text: string
    lang = ''
    voice: { name: string } | null = null
    rate = 1
    pitch = 1
    volume = 1
    onstart: Listener | null = null
    onend: Listener | null = null
    onerror: Listener | null = null
    onboundary: Listener | null = null
    constructor(text = '') {
      super()
      this.text = text
    }
  }

  let listed = options.voicesLater ? [] : options.voices
  const voiceObjects = () =>
    listed.map((voice) => ({
      name: voice.name,
      lang: voice.lang,
      voiceURI: voice.name,
      localService: voice.localService,
      default: voice.default ?? false,
    }))
  let current: Utterance | null = null
  const queue: Utterance[] = []
  const spoken: SpokenUtterance[] = []
  const calls: string[] = []

  const synth = new (class extends Events {
    paused = false
    onvoiceschanged: Listener | null = null
    get speaking() {
      return current !== null
    }
    get pending() {
      return queue.length > 0
    }
    getVoices() {
      return voiceObjects()
    }
    speak(utterance: Utterance) {
      calls.push('speak')
      queue.push(utterance)
      if (!current) next()
    }
    cancel() {
      calls.push('cancel')
      queue.length = 0
      // As browsers do, the one cut off ends.
      const cut = current
      current = null
      cut?.fire('end', { charIndex: 0, elapsedTime: 0 })
    }
    pause() {
      calls.push('pause')
      this.paused = true
    }
    resume() {
      calls.push('resume')
      this.paused = false
    }
  })()

  function next() {
    current = queue.shift() ?? null
    if (!current) return
    spoken.push({
      text: current.text,
      lang: current.lang,
      voice: current.voice?.name ?? null,
    })
    current.fire('start', { charIndex: 0, elapsedTime: 0 })
  }

  const fake: FakeSpeech = {
    spoken,
    calls,
    speaking: () => current?.text ?? null,
    queued: () => queue.length,
    finish: () => {
      const done = current
      current = null
      done?.fire('end', { charIndex: done.text.length, elapsedTime: 1 })
      if (!current) next()
    },
    fail: (error) => {
      const failed = current
      current = null
      failed?.fire('error', { error, charIndex: 0, elapsedTime: 0 })
      if (!current) next()
    },
    boundary: (charIndex) =>
      current?.fire('boundary', { name: 'word', charIndex, elapsedTime: 1 }),
    voicesArrive: (voices = options.voices) => {
      listed = voices
      synth.fire('voiceschanged')
    },
  }
  Object.defineProperty(target, 'speechSynthesis', {
    configurable: true,
    value: synth,
  })
  scope.SpeechSynthesisUtterance = Utterance
  scope.__fakeSpeech = fake
  return fake
}

/** Takes the stand-in away again (unit tests share one window). */
export function removeFakeSpeech(target: Window = window) {
  const scope = target as unknown as Record<string, unknown>
  delete scope.speechSynthesis
  delete scope.SpeechSynthesisUtterance
  delete scope.__fakeSpeech
}
