import type { QueryClient } from '@tanstack/react-query'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'

import { getPickedRecordIds } from '@/stores/record-picks-store'
import { clockMovedOn, installFakeClock, settle } from '@/testing/fake-clock'
import { afterModalClosed } from '@/testing/modal'
import { renderWithProviders } from '@/testing/render'
import { gate, holdAnswers, loseAnswers } from '@/testing/requests'
import { TEST_API_URL } from '@/testing/test-auth'
import { db } from '@mocks/api/db'
import { DEMO_USER } from '@mocks/idp/users'
import { server } from '@mocks/testing/node'
import { seedOf } from '@mocks/testing/test-helpers'

import { NoteForm } from './note-form'

const CONTENT =
  'TSH 6.8 mIU/L, free T4 11.2 pmol/L. Feeling tired and cold most days.'
const NOTES_URL = `${TEST_API_URL}/patients/:patientId/records`

afterEach(() => {
  vi.useRealTimers()
})

function renderNoteForm(
  patient: 'jane' | 'robert' = 'jane',
  project: 'thyroid' | 'heartHealth' = 'thyroid',
  queryClient?: QueryClient,
) {
  const seed = seedOf()
  const view = renderWithProviders(
    <NoteForm
      patientId={seed.patients[patient]}
      projectId={seed.projects[project]}
    />,
    { queryClient },
  )
  const name = screen.getByRole('textbox', { name: 'Record name' })
  const content = screen.getByRole('textbox', { name: 'Record content' })
  const addNote = () => screen.getByRole('button', { name: 'Add Note' })
  const fill = async (title: string, text: string) => {
    await view.user.type(name, title)
    await view.user.click(content)
    await view.user.paste(text)
  }
  return { seed, ...view, name, content, addNote, fill }
}

const advance = async (ms: number) => {
  await act(() => vi.advanceTimersByTimeAsync(ms))
}

/**
 * Sends the form on the fake clock; user-event waits on setTimeout, which
 * the fake clock holds, so this is a plain click.
 */
function addNoteOnFakeClock(button: HTMLElement) {
  installFakeClock()
  fireEvent.click(button)
}

/** A handler that holds the note until `release` is called. */
function stallNotes() {
  const { opened, open } = gate()
  server.use(
    http.post(NOTES_URL, async () => {
      await opened
      return HttpResponse.json({ status: 'ERROR', reason: 'Held back' })
    }),
  )
  return open
}

/** What the tab keeps of notes being written: drafts and sending marks, not the records picked. */
const noteKeysKept = () =>
  Object.keys(sessionStorage).filter((key) => !key.endsWith(':record-picks'))

const patientRecordTitles = (patientId: string) =>
  db.records.listForPatient(DEMO_USER.sub, patientId).map((r) => r.title)

const patientRecordsTitled = (patientId: string, title: string) =>
  db.records
    .listForPatient(DEMO_USER.sub, patientId)
    .filter((record) => record.title === title)

test('Add Note waits for a name and 25 to 12500 characters, and says what is missing', async () => {
  const { user, name, content, addNote } = renderNoteForm()
  expect(addNote()).toBeDisabled()
  expect(screen.getByText('0 / 12500')).toBeInTheDocument()

  await user.type(name, 'Blood test')
  await user.type(content, 'a'.repeat(24))
  expect(screen.getByText('24 / 12500')).toBeInTheDocument()
  // Too short is not said while typing, only after leaving the field.
  expect(
    screen.queryByText('Content must be at least 25 characters'),
  ).not.toBeInTheDocument()
  await user.tab()
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Content must be at least 25 characters',
  )
  expect(addNote()).toBeDisabled()

  await user.type(content, 'a')
  expect(screen.getByText('25 / 12500')).toBeInTheDocument()
  expect(
    screen.queryByText('Content must be at least 25 characters'),
  ).not.toBeInTheDocument()
  expect(addNote()).toBeEnabled()

  await user.clear(name)
  await user.tab()
  expect(name).toHaveAccessibleDescription(
    expect.stringContaining('Enter a name for this record'),
  )
  expect(addNote()).toBeDisabled()
  await user.type(name, 'Blood test')

  await user.click(content)
  await user.paste('b'.repeat(12_500 - 25 + 1))
  expect(screen.getByText('12501 / 12500')).toBeInTheDocument()
  expect(
    screen.getByText('Content must be less than 12500 characters'),
  ).toBeInTheDocument()
  expect(addNote()).toBeDisabled()
  await user.keyboard('{Backspace}')
  expect(screen.getByText('12500 / 12500')).toBeInTheDocument()
  expect(addNote()).toBeEnabled()
})

test('a note is processed, succeeds, is selected, and the dialog closes after 2 s', async () => {
  const { seed, name, content, addNote, queryClient, fill } = renderNoteForm()
  await fill('Thyroid follow-up', CONTENT)
  addNoteOnFakeClock(addNote())

  const dialog = screen.getByRole('dialog', { name: 'Adding Note Record' })
  expect(dialog).toHaveTextContent('Adding your note to the health records…')
  await settle(queryClient)
  expect(dialog).toHaveTextContent(
    'Your note was added to the health records and selected.',
  )
  expect(patientRecordTitles(seed.patients.jane)[0]).toBe('Thyroid follow-up')
  const created = db.records.listForPatient(
    DEMO_USER.sub,
    seed.patients.jane,
  )[0]
  expect(getPickedRecordIds(seed.projects.thyroid)).toEqual([created?.id])
  expect(name).toHaveValue('')
  expect(content).toHaveValue('')

  await advance(1999)
  expect(
    screen.getByRole('dialog', { name: 'Adding Note Record' }),
  ).toBeInTheDocument()
  await advance(1)
  expect(
    screen.queryByRole('dialog', { name: 'Adding Note Record' }),
  ).not.toBeInTheDocument()
  // Add Note is disabled now: the next note starts in the name field.
  await advance(0)
  expect(name).toHaveFocus()
})

test("a slow note shows the 'taking a bit of time' notice after 5 s and cannot be dismissed", async () => {
  const release = stallNotes()
  const { addNote, queryClient, fill } = renderNoteForm()
  await fill('Slow note', CONTENT)
  addNoteOnFakeClock(addNote())

  const dialog = screen.getByRole('dialog', { name: 'Adding Note Record' })
  await advance(4999)
  expect(dialog).not.toHaveTextContent(
    'This is taking a bit of time. Please wait…',
  )
  await advance(1)
  expect(dialog).toHaveTextContent('This is taking a bit of time. Please wait…')
  fireEvent.keyDown(dialog, { key: 'Escape' })
  expect(dialog).toBeInTheDocument()

  release()
  await settle(queryClient)
  await advance(0)
  expect(dialog).toHaveTextContent('Held back')
})

test('a note the API rejects shows its reason and keeps the typed text', async () => {
  const { user, name, content, addNote } = renderNoteForm()
  await user.type(name, 'Shopping list')
  await user.click(content)
  await user.paste('Please simulate rejection of this text, thanks.')
  await user.click(addNote())

  const dialog = await screen.findByRole('dialog', {
    name: 'Adding Note Record',
  })
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This note could not be processed: it does not look like health information.',
  )
  expect(dialog).toHaveTextContent('Your note is still in the form.')
  await user.click(screen.getByRole('button', { name: 'Back to my note' }))
  await waitFor(() => expect(dialog).not.toBeInTheDocument())
  expect(name).toHaveValue('Shopping list')
  expect(content).toHaveValue('Please simulate rejection of this text, thanks.')
  expect(addNote()).toBeEnabled()
  await waitFor(() => expect(addNote()).toHaveFocus())
})

test('a refused note shows the API detail; a lost connection the fallback', async () => {
  server.use(
    http.post(NOTES_URL, () =>
      HttpResponse.json(
        { detail: 'Generic profile is read-only' },
        { status: 403 },
      ),
    ),
  )
  const { user, name, content, addNote } = renderNoteForm()
  await user.type(name, 'Blood test')
  await user.click(content)
  await user.paste(CONTENT)
  await user.click(addNote())
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Generic profile is read-only',
  )
  await user.click(screen.getByRole('button', { name: 'Back to my note' }))
  await afterModalClosed()

  server.use(http.post(NOTES_URL, () => HttpResponse.error()))
  await user.click(addNote())
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Something went wrong with creating the note. Please try again or contact support.',
  )
})

test('a note is kept as a draft of its patient: it survives a reload and goes once saved', async () => {
  const { fill, unmount } = renderNoteForm()
  await fill('Cardiology letter', CONTENT)
  unmount()

  // Another patient has no draft; the same patient gets it back.
  const view = renderNoteForm('robert', 'heartHealth')
  expect(view.name).toHaveValue('')
  view.unmount()
  const { user, name, content, addNote, queryClient } = renderNoteForm()
  expect(name).toHaveValue('Cardiology letter')
  expect(content).toHaveValue(CONTENT)

  await user.click(addNote())
  await settle(queryClient)
  expect(name).toHaveValue('')
  expect(noteKeysKept()).toEqual([])
})

test('a note still being saved when its form is left and opened again is saved once, and the form empties', async () => {
  const { opened, open: answer } = gate()
  let isSavingHeld = false
  server.use(
    http.post(NOTES_URL, async () => {
      isSavingHeld = true
      await opened
    }),
  )
  const view = renderNoteForm()
  await view.fill('Cardiology letter', CONTENT)
  await view.user.click(view.addNote())
  await waitFor(() => expect(isSavingHeld).toBe(true))
  view.unmount()

  const { addNote, name, content, user, seed } = renderNoteForm(
    'jane',
    'thyroid',
    view.queryClient,
  )
  expect(addNote()).toBeDisabled()
  await user.click(addNote())
  answer()
  await waitFor(() => expect(name).toHaveValue(''))
  expect(content).toHaveValue('')
  expect(
    patientRecordTitles(seed.patients.jane).filter(
      (title) => title === 'Cardiology letter',
    ),
  ).toHaveLength(1)
})

test('a note sent just as a dialog closes is saved once, the form empties and its progress shows', async () => {
  const { seed, addNote, name, content, queryClient, fill } = renderNoteForm()
  await fill('First note', CONTENT)
  addNoteOnFakeClock(addNote())
  await settle(queryClient)
  await advance(2000)
  // The success dialog is closing (150 ms): the next note is sent meanwhile, pressed twice.
  fireEvent.change(name, { target: { value: 'Second note' } })
  fireEvent.change(content, { target: { value: `${CONTENT} Again.` } })
  fireEvent.click(addNote())
  fireEvent.click(addNote())
  await settle(queryClient)
  await advance(300)

  expect(
    patientRecordTitles(seed.patients.jane).filter((t) => t === 'Second note'),
  ).toHaveLength(1)
  expect(name).toHaveValue('')
  expect(content).toHaveValue('')
  expect(
    screen.getByRole('dialog', { name: 'Adding Note Record' }),
  ).toHaveTextContent('Your note was added to the health records and selected.')
  expect(getPickedRecordIds(seed.projects.thyroid)).toHaveLength(2)
})

/** Stores the note as the API does, whatever it answers next. */
const saveNote = async (patientId: string, request: Request) =>
  db.records.createNote(DEMO_USER.sub, patientId, await request.json())

/**
 * Holds each note sent; with `isSaved`, the API stores it first, so only
 * its answer is lost when the page goes.
 */
function holdNotes({ isSaved }: { isSaved: boolean }) {
  const heldCount = holdAnswers(
    '/patients/:patientId/records',
    (params, request) =>
      isSaved ? saveNote(params.patientId ?? '', request) : undefined,
  )
  return { heldCount }
}

/** Fills and sends a note, then leaves as a reload does: its answer never comes. */
async function sendNoteAndReload(
  held: { heldCount: () => number },
  backAfterMs = 0,
) {
  const view = renderNoteForm()
  await view.fill('Cardiology letter', CONTENT)
  await view.user.click(view.addNote())
  await waitFor(() => expect(held.heldCount()).toBe(1))
  view.unmount()
  server.resetHandlers()
  if (backAfterMs) clockMovedOn(backAfterMs)
  return renderNoteForm()
}

test('a note saved while its page reloaded is not added again: the form empties and the note is selected', async () => {
  const held = holdNotes({ isSaved: true })
  const { name, content, addNote, seed, queryClient } =
    await sendNoteAndReload(held)

  // Back from the reload the draft shows, but Add Note waits for the records.
  expect(name).toHaveValue('Cardiology letter')
  expect(addNote()).toBeDisabled()
  await settle(queryClient)
  await waitFor(() => expect(name).toHaveValue(''))
  expect(content).toHaveValue('')
  expect(noteKeysKept()).toEqual([])
  const saved = patientRecordsTitled(seed.patients.jane, 'Cardiology letter')
  expect(saved).toHaveLength(1)
  expect(getPickedRecordIds(seed.projects.thyroid)).toContain(saved[0]?.id)
  expect(held.heldCount()).toBe(1)
})

test('a note not saved when its page reloaded is added once the page is back, once, and selected', async () => {
  const held = holdNotes({ isSaved: false })
  const { name, content, seed } = await sendNoteAndReload(held, 10_000)

  await waitFor(() => expect(name).toHaveValue(''))
  expect(content).toHaveValue('')
  const saved = patientRecordsTitled(seed.patients.jane, 'Cardiology letter')
  expect(saved).toHaveLength(1)
  expect(getPickedRecordIds(seed.projects.thyroid)).toEqual([saved[0]?.id])
})

test('a note whose answer is cut off after the API saved it is reported added, once, and selected', async () => {
  loseAnswers('/patients/:patientId/records', (params, request) =>
    saveNote(params.patientId ?? '', request),
  )
  const { fill, user, addNote, name, seed, queryClient } = renderNoteForm()
  await fill('Cardiology letter', CONTENT)
  await user.click(addNote())
  await settle(queryClient)

  expect(
    await screen.findByText(
      'Your note was added to the health records and selected.',
    ),
  ).toBeVisible()
  expect(name).toHaveValue('')
  expect(noteKeysKept()).toEqual([])
  const saved = patientRecordsTitled(seed.patients.jane, 'Cardiology letter')
  expect(saved).toHaveLength(1)
  expect(getPickedRecordIds(seed.projects.thyroid)).toEqual([saved[0]?.id])
})
