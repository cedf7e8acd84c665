import { draftKey, forgetDraftsOfOthers, readDraft, saveDraft } from './drafts'

test('another person signing in forgets the drafts of whoever typed before them in the tab, and keeps their own', () => {
  const earlier = draftKey({ userId: 'usr_a', patientId: 'pat_1' }, 'question')
  const own = draftKey({ userId: 'usr_b', patientId: 'pat_2' }, 'question')
  // A user id that starts like another's is another person.
  const alike = draftKey({ userId: 'usr_bb', patientId: 'pat_3' }, 'question')
  saveDraft(earlier, 'Does selenium help?')
  saveDraft(own, 'Is my TSH normal?')
  saveDraft(alike, 'What about iodine?')
  sessionStorage.setItem('not-a-draft', 'kept')

  forgetDraftsOfOthers('usr_b')

  expect(readDraft(earlier)).toBe('')
  expect(readDraft(alike)).toBe('')
  expect(readDraft(own)).toBe('Is my TSH normal?')
  expect(sessionStorage.getItem('not-a-draft')).toBe('kept')
})
