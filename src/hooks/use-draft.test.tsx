import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { getUserClaims } from '@/lib/auth'
import { draftKey, readDraft, saveDraft } from '@/lib/drafts'

import { useDraft } from './use-draft'

function Question({ patientId }: { patientId: string | null }) {
  const draft = useDraft('question', patientId, '')
  return (
    <label>
      Question
      <textarea
        value={draft.value}
        onChange={(event) => draft.setValue(event.target.value)}
      />
    </label>
  )
}

const keyOf = (patientId: string) =>
  draftKey(getUserClaims()?.sub ?? '', patientId, 'question')

test('what is typed before the patient is known stays, and is kept for that patient from the next change', async () => {
  saveDraft(keyOf('pat_1'), 'an older draft')
  const user = userEvent.setup()
  const { rerender } = render(<Question patientId={null} />)
  await user.type(screen.getByRole('textbox'), 'Is my TSH too high')

  rerender(<Question patientId="pat_1" />)
  expect(screen.getByRole('textbox')).toHaveValue('Is my TSH too high')
  await user.type(screen.getByRole('textbox'), '?')
  expect(readDraft(keyOf('pat_1'))).toBe('Is my TSH too high?')
})

test('another patient shows that patient’s draft, never the text typed for the first, also by way of no patient', async () => {
  saveDraft(keyOf('pat_2'), 'About Robert')
  const user = userEvent.setup()
  const { rerender } = render(<Question patientId="pat_1" />)
  await user.type(screen.getByRole('textbox'), 'About Jane')

  rerender(<Question patientId="pat_2" />)
  expect(screen.getByRole('textbox')).toHaveValue('About Robert')
  rerender(<Question patientId={null} />)
  expect(screen.getByRole('textbox')).toHaveValue('')
  rerender(<Question patientId="pat_1" />)
  expect(screen.getByRole('textbox')).toHaveValue('About Jane')
})

test('a field emptied on purpose stays empty, not back to what it started from', async () => {
  function Name() {
    const draft = useDraft('name', 'pat_1', 'Jane Doe')
    return (
      <label>
        Name
        <input
          value={draft.value}
          onChange={(event) => draft.setValue(event.target.value)}
        />
      </label>
    )
  }
  const user = userEvent.setup()
  const { unmount } = render(<Name />)
  expect(screen.getByRole('textbox')).toHaveValue('Jane Doe')
  await user.clear(screen.getByRole('textbox'))
  unmount()
  render(<Name />)
  expect(screen.getByRole('textbox')).toHaveValue('')
})
