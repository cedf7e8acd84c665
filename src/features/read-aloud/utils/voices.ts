/** A BCP 47 tag's primary language, lower case ('en' of 'en-GB'; Android writes 'en_GB'). */
export const primaryOf = (tag: string) =>
  tag.split(/[-_]/)[0]?.toLowerCase() ?? ''

export const sameLanguage = (one: string, other: string) =>
  primaryOf(one) === primaryOf(other)

const sameTag = (one: string, other: string) =>
  one.replace('_', '-').toLowerCase() === other.replace('_', '-').toLowerCase()

/**
 * The voice to read text in `language` with: only a voice on the device
 * (`localService`), so health text is never sent to a speech service
 * (docs/product/read-aloud.md); of those, one of the text's own region, else
 * the device's default, else the first listed. Null when the device has none.
 */
export function chooseVoice(
  voices: readonly SpeechSynthesisVoice[],
  language: string,
): SpeechSynthesisVoice | null {
  const local = voices.filter(
    (voice) => voice.localService && sameLanguage(voice.lang, language),
  )
  return (
    local.find((voice) => sameTag(voice.lang, language)) ??
    local.find((voice) => voice.default) ??
    local[0] ??
    null
  )
}
