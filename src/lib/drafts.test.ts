import {
  draftKey,
  draftSent,
  forgetDraftsOfOthers,
  readDraft,
  saveDraft,
} from './drafts'

test('another person signing in forgets the drafts of whoever typed before them in the tab, and keeps their own', () => {
  const earlier = draftKey('usr_a', 'pat_1', 'question')
  const own = draftKey('usr_b', 'pat_2', 'question')
  // A user id that starts like another's is another person.
  const alike = draftKey('usr_bb', 'pat_3', 'question')
  saveDraft(earlier, 'Does selenium help?')
  saveDraft(own, 'Is my TSH normal?')
  saveDraft(alike, 'What about iodine?')
  sessionStorage.setItem('not-a-draft', 'kept')

  forgetDraftsOfOthers('usr_b')

  expect(readDraft(earlier)).toBeUndefined()
  expect(readDraft(alike)).toBeUndefined()
  expect(readDraft(own)).toBe('Is my TSH normal?')
  expect(sessionStorage.getItem('not-a-draft')).toBe('kept')
})

test('a draft sent goes, unless something else was typed since', () => {
  const key = draftKey('usr_a', 'pat_1', 'question')
  saveDraft(key, 'Is my TSH normal?')
  draftSent(key, 'Is my TSH normal now?')
  expect(readDraft(key)).toBe('Is my TSH normal?')
  draftSent(key, 'Is my TSH normal?')
  expect(readDraft(key)).toBeUndefined()
})
