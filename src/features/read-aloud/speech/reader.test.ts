import {
  installFakeSpeech,
  removeFakeSpeech,
  type FakeSpeech,
} from '@mocks/testing/fake-speech'

import { READING_ATTRIBUTE, startReader, type ReadingEnd } from './reader'

const MARKER = 'button[data-citation-key]'

let speech: FakeSpeech
let ends: ReadingEnd[]

beforeEach(() => {
  speech = installFakeSpeech({
    voices: [{ name: 'Daniel', lang: 'en-GB', localService: true }],
  })
  ends = []
  Element.prototype.scrollIntoView = vi.fn()
  // Registered first, so it runs after each reader's stop.
  onTestFinished(() => {
    removeFakeSpeech()
    document.body.replaceChildren()
  })
})

function start(html: string) {
  const root = document.createElement('div')
  root.innerHTML = html
  document.body.append(root)
  const [voice] = window.speechSynthesis.getVoices()
  const reader = startReader({
    root,
    marker: MARKER,
    voice: voice!,
    lang: 'en-GB',
    reference: (number) => `reference ${number}`,
    onEnd: (end) => ends.push(end),
  })
  onTestFinished(() => reader.stop())
  return { root, reader }
}

const REPORT = `
  <h2>Summary</h2>
  <p>More common with type 1 diabetes <button data-citation-key="1-abstract-1">1</button>.</p>
  <ul><li>Check TSH</li><li>Track symptoms</li></ul>`

const highlighted = (root: HTMLElement) =>
  [...root.querySelectorAll(`[${READING_ATTRIBUTE}]`)].map(
    (element) => element.textContent,
  )

test('each block is one utterance, in order, in the content’s language and the chosen voice', () => {
  start(REPORT)
  expect(speech.speaking()).toBe('Summary')
  speech.finish()
  speech.finish()
  speech.finish()
  speech.finish()
  expect(speech.spoken).toEqual([
    { text: 'Summary', lang: 'en-GB', voice: 'Daniel' },
    {
      text: 'More common with type 1 diabetes reference 1.',
      lang: 'en-GB',
      voice: 'Daniel',
    },
    { text: 'Check TSH', lang: 'en-GB', voice: 'Daniel' },
    { text: 'Track symptoms', lang: 'en-GB', voice: 'Daniel' },
  ])
  expect(speech.speaking()).toBeNull()
  expect(ends).toEqual(['finished'])
})

test('the block being read is highlighted and scrolled into view; the highlight moves with the reading', () => {
  const { root } = start(REPORT)
  expect(highlighted(root)).toEqual(['Summary'])
  const heading = root.querySelector('h2')!
  expect(heading.scrollIntoView).toHaveBeenCalledWith({
    block: 'nearest',
    behavior: 'smooth',
  })
  speech.finish()
  expect(highlighted(root)).toEqual(['More common with type 1 diabetes 1.'])
  speech.finish()
  speech.finish()
  speech.finish()
  expect(highlighted(root)).toEqual([])
})

test('with reduced motion the block is scrolled to at once', () => {
  window.matchMedia = vi.fn((query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia
  const { root } = start(REPORT)
  expect(root.querySelector('h2')!.scrollIntoView).toHaveBeenCalledWith({
    block: 'nearest',
    behavior: 'auto',
  })
})

test('paused, the voice stops; resumed, the block is said again from its start, and reading goes on', () => {
  const { root, reader } = start(REPORT)
  speech.finish()
  reader.pause()
  expect(speech.speaking()).toBeNull()
  // The utterance cut off ends; the reading does not move on.
  expect(speech.spoken).toHaveLength(2)
  expect(highlighted(root)).toEqual(['More common with type 1 diabetes 1.'])
  reader.resume()
  expect(speech.speaking()).toBe(
    'More common with type 1 diabetes reference 1.',
  )
  speech.finish()
  expect(speech.speaking()).toBe('Check TSH')
  expect(ends).toEqual([])
})

test('stopped, nothing more is said and the highlight goes', () => {
  const { root, reader } = start(REPORT)
  reader.stop()
  expect(speech.speaking()).toBeNull()
  expect(speech.queued()).toBe(0)
  expect(highlighted(root)).toEqual([])
  expect(ends).toEqual(['stopped'])
  reader.resume()
  expect(speech.spoken).toHaveLength(1)
})

test('a word reached changes nothing; a failed voice ends the reading as failed', () => {
  const { root } = start(REPORT)
  speech.boundary(3)
  expect(speech.speaking()).toBe('Summary')
  speech.fail('synthesis-failed')
  expect(ends).toEqual(['failed'])
  expect(speech.speaking()).toBeNull()
  expect(highlighted(root)).toEqual([])
})

test('leaving the page stops the voice', () => {
  start(REPORT)
  window.dispatchEvent(new Event('pagehide'))
  expect(speech.speaking()).toBeNull()
  expect(ends).toEqual(['stopped'])
})

test('sections that arrive while reading are read after those before them', () => {
  const { root } = start('<p>First</p>')
  root.insertAdjacentHTML('beforeend', '<p>Second</p>')
  speech.finish()
  expect(speech.speaking()).toBe('Second')
})
