// @vitest-environment node
import { chooseVoice, sameLanguage } from './voices'

const voice = (
  lang: string,
  name: string,
  { isLocal = true, isDefault = false } = {},
) =>
  ({
    lang,
    name,
    voiceURI: name,
    localService: isLocal,
    default: isDefault,
  }) as SpeechSynthesisVoice

test('languages are the same by their primary subtag, whatever the region or separator', () => {
  expect(sameLanguage('en', 'en-GB')).toBe(true)
  expect(sameLanguage('EN_us', 'en')).toBe(true)
  expect(sameLanguage('fr-CA', 'fr-FR')).toBe(true)
  expect(sameLanguage('en', 'es-ES')).toBe(false)
})

test('a voice on the device is chosen over one of a speech service', () => {
  const chosen = chooseVoice(
    [
      voice('en-US', 'Google US English', { isLocal: false, isDefault: true }),
      voice('en-GB', 'Daniel'),
    ],
    'en',
  )
  expect(chosen?.name).toBe('Daniel')
})

test('only voices of a speech service for the language: none is chosen', () => {
  expect(
    chooseVoice(
      [
        voice('en-US', 'Google US English', { isLocal: false }),
        voice('fr-FR', 'Amélie'),
      ],
      'en',
    ),
  ).toBeNull()
  expect(chooseVoice([], 'en')).toBeNull()
})

test('the content’s own region first, then the device’s default voice, then the first listed', () => {
  const voices = [
    voice('en-US', 'Samantha'),
    voice('en-AU', 'Karen', { isDefault: true }),
    voice('en-GB', 'Daniel'),
  ]
  expect(chooseVoice(voices, 'en-GB')?.name).toBe('Daniel')
  expect(chooseVoice(voices, 'en')?.name).toBe('Karen')
  expect(chooseVoice(voices.slice(0, 1).concat(voices[2]!), 'en')?.name).toBe(
    'Samantha',
  )
})
