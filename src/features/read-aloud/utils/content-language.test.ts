// @vitest-environment node
import { contentLanguageOf } from './content-language'

test('the content’s language as one of the interface’s catalogues, else none', () => {
  expect(contentLanguageOf('en-GB')).toBe('en')
  expect(contentLanguageOf('fr')).toBe('fr')
  expect(contentLanguageOf('de-AT')).toBe('de')
  expect(contentLanguageOf('zh-CN')).toBe('zh-Hans')
  expect(contentLanguageOf('zh-Hans-SG')).toBe('zh-Hans')
  expect(contentLanguageOf('zh-TW')).toBeNull()
  expect(contentLanguageOf('zh-Hant')).toBeNull()
  expect(contentLanguageOf('ar-EG')).toBe('ar')
  expect(contentLanguageOf('it')).toBeNull()
})
