import { resetAppState } from '@/lib/app-state'
import { installFakeSpeech, removeFakeSpeech } from '@mocks/testing/fake-speech'

import { loadReferenceWords } from '../speech/reference-words'

import { readAloud, stopReading } from './reading-store'

const MARKER = 'button[data-citation-key]'

function setUp() {
  const speech = installFakeSpeech({
    voices: [{ name: 'Daniel', lang: 'en-GB', localService: true }],
  })
  Element.prototype.scrollIntoView = vi.fn()
  const root = document.createElement('div')
  root.innerHTML = '<p>First</p><p>Second</p>'
  document.body.append(root)
  onTestFinished(() => {
    stopReading()
    removeFakeSpeech()
    root.remove()
  })
  const [voice] = window.speechSynthesis.getVoices()
  return {
    speech,
    options: { root, marker: MARKER, voice: voice!, lang: 'en' },
  }
}

test('with the words loaded, the first block is spoken within the press itself (Safari on iOS speaks only there)', async () => {
  const { speech, options } = setUp()
  await loadReferenceWords('en')
  readAloud('report-1', options)
  expect(speech.speaking()).toBe('First')
})

test('without them, it is spoken once they have loaded, unless stopped meanwhile', async () => {
  const { speech, options } = setUp()
  readAloud('report-2', { ...options, lang: 'de-CH' })
  stopReading('report-2')
  await loadReferenceWords('de-CH')
  expect(speech.speaking()).toBeNull()
  readAloud('report-2', { ...options, lang: 'de-CH' })
  expect(speech.speaking()).toBe('First')
})

test('one answer at a time, and resetting the app’s state (signing out) stops it', async () => {
  const { speech, options } = setUp()
  await loadReferenceWords('en')
  readAloud('report-1', options)
  stopReading('another')
  expect(speech.speaking()).toBe('First')
  resetAppState('sign-out')
  expect(speech.speaking()).toBeNull()
})
