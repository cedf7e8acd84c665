import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'

import { paths } from '@/lib/paths'
import { afterModalClosed } from '@/testing/modal'
import { pressTwice } from '@/testing/press'
import { findToast, openRecords } from '@/testing/records-page'
import { renderApp } from '@/testing/render'
import {
  lagReads,
  recordRequests,
  recordRequestsWithBodies,
  type RecordedRequest,
} from '@/testing/requests'
import { installTestAuth, TEST_API_URL } from '@/testing/test-auth'
import { db } from '@mocks/api/db'
import { DEMO_USER } from '@mocks/idp/users'
import { server } from '@mocks/testing/node'
import { seedOf } from '@mocks/testing/test-helpers'

let requests: RecordedRequest[] = []

beforeEach(() => {
  requests = recordRequestsWithBodies()
})

const toast = findToast

/** Waits until the pump photo has left the records list. */
const pumpPhotoGone = (list: HTMLElement) =>
  waitFor(() =>
    expect(
      within(list).queryByRole('checkbox', {
        name: 'insulin-pump-settings.jpg',
      }),
    ).not.toBeInTheDocument(),
  )

/** Deletes a record from the records list, confirming. */
async function deleteRecord(user: UserEvent, list: HTMLElement, name: string) {
  await user.click(within(list).getByRole('button', { name: `Delete ${name}` }))
  await user.click(
    within(
      await screen.findByRole('dialog', { name: 'Confirm Deletion' }),
    ).getByRole('button', { name: 'Delete' }),
  )
}

/** Deletes the pump photo from the records list, confirming. */
const deletePumpPhoto = (user: UserEvent, list: HTMLElement) =>
  deleteRecord(user, list, 'insulin-pump-settings.jpg')

test('a record can be deleted after confirming, and only when unselected and in no project', async () => {
  const { seed, user, list, checkbox } = await openRecords()
  const letterDelete = within(list).getByRole('button', {
    name: 'Delete endocrinology-clinic-letter.pdf',
  })
  expect(letterDelete).toHaveAttribute('aria-disabled', 'true')
  expect(letterDelete).toHaveAccessibleDescription(
    'This record is part of a project, so it cannot be deleted.',
  )
  await user.click(letterDelete)
  expect(
    screen.queryByRole('dialog', { name: 'Confirm Deletion' }),
  ).not.toBeInTheDocument()

  await user.click(checkbox('Symptom diary: energy and sleep'))
  expect(
    within(list).getByRole('button', {
      name: 'Delete Symptom diary: energy and sleep',
    }),
  ).toHaveAccessibleDescription('Unselect this record to delete it.')

  await user.click(
    within(list).getByRole('button', {
      name: 'Delete insulin-pump-settings.jpg',
    }),
  )
  const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' })
  expect(dialog).toHaveAccessibleDescription(
    'Delete the record "insulin-pump-settings.jpg"? This cannot be undone.',
  )
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  expect(checkbox('insulin-pump-settings.jpg')).toBeInTheDocument()
  await afterModalClosed()

  await deletePumpPhoto(user, list)
  await pumpPhotoGone(list)
  expect(() => db.find.record(seed.records.pumpPhoto)).toThrow()
})

test('a deleted record stays gone even when the API’s reads lag behind its writes', async () => {
  const reads = lagReads(
    '/patients/:patientId/records',
    db.records.listForPatient(DEMO_USER.sub, seedOf().patients.jane),
  )
  const { user, list } = await openRecords()
  const readsBefore = reads()
  await deletePumpPhoto(user, list)
  await waitFor(() => expect(reads()).toBe(readsBefore + 1))
  expect(
    within(list).queryByRole('checkbox', { name: 'insulin-pump-settings.jpg' }),
  ).not.toBeInTheDocument()
})

test.each([
  {
    case: 'a refusal',
    response: () => HttpResponse.json({ detail: 'Linked' }, { status: 409 }),
    message: 'Failed to delete record.',
  },
  {
    case: 'a lost connection',
    response: () => HttpResponse.error(),
    message: 'An unknown error occurred during record deletion.',
  },
])(
  'a deletion that fails with $case says so',
  async ({ response, message }) => {
    server.use(http.delete(`${TEST_API_URL}/records/:recordId`, response))
    const { user, list, checkbox } = await openRecords()
    await deletePumpPhoto(user, list)
    expect(await toast(message)).toBeInTheDocument()
    expect(checkbox('insulin-pump-settings.jpg')).toBeInTheDocument()
  },
)

test.each([
  {
    case: 'whose answer is lost after the API deleted it',
    response: ({ params }: { params: Record<string, unknown> }) => {
      db.records.delete(DEMO_USER.sub, String(params.recordId))
      return HttpResponse.error()
    },
  },
  {
    case: 'already gone (404)',
    response: () =>
      HttpResponse.json({ detail: 'Record not found' }, { status: 404 }),
  },
])(
  'a record $case counts as deleted, and leaves the list',
  async ({ response }) => {
    server.use(http.delete(`${TEST_API_URL}/records/:recordId`, response))
    const { user, list } = await openRecords()
    await deletePumpPhoto(user, list)
    await pumpPhotoGone(list)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  },
)

test('deleting without a token sends nothing', async () => {
  const { user, list } = await openRecords()
  const auth = await installTestAuth()
  auth.token = undefined
  auth.authenticated = false
  await deletePumpPhoto(user, list)
  expect(
    await toast('Authentication error. Cannot delete record.'),
  ).toBeInTheDocument()
  expect(requests.some((r) => r.method === 'DELETE')).toBe(false)
})

test('when the patient’s records cannot be loaded the list is empty and a toast says so', async () => {
  server.use(
    http.get(`${TEST_API_URL}/patients/:patientId/records`, () =>
      HttpResponse.json({ detail: 'Forbidden' }, { status: 403 }),
    ),
  )
  const seed = seedOf()
  renderApp(paths.projectRecords(seed.projects.thyroid))
  expect(await toast('Failed to load patient records.')).toBeInTheDocument()
  expect(
    await screen.findByText(
      'No records yet. Add a note or upload files under Add Records.',
    ),
  ).toBeInTheDocument()
})

test('when the project’s records cannot be loaded the toast gives the reason; linked records stay locked', async () => {
  server.use(
    http.get(`${TEST_API_URL}/projects/:projectId/records`, () =>
      HttpResponse.json(
        { detail: 'Records are being reindexed' },
        { status: 409 },
      ),
    ),
  )
  const { checkbox } = await openRecords()
  expect(await toast('Records are being reindexed')).toBeInTheDocument()
  expect(checkbox('Thyroid blood test results')).toHaveAttribute(
    'aria-disabled',
    'true',
  )
})

test('Delete pressed twice before the screen updates deletes the record once, without a failure', async () => {
  const requests = recordRequests()
  const { user, list, queryClient } = await openRecords()
  await user.click(
    await within(list).findByRole('button', {
      name: 'Delete insulin-pump-settings.jpg',
    }),
  )
  await pressTwice(
    within(
      await screen.findByRole('dialog', { name: 'Confirm Deletion' }),
    ).getByRole('button', { name: 'Delete' }),
  )
  await pumpPhotoGone(list)
  await waitFor(() => expect(queryClient.isMutating()).toBe(0))
  expect(requests.filter((r) => r.startsWith('DELETE '))).toHaveLength(1)
  expect(screen.queryByText('Failed to delete record.')).not.toBeInTheDocument()
})

test('a second record deleted after the first goes too: each opening of the confirmation takes one press', async () => {
  const { user, list } = await openRecords()
  await within(list).findByRole('checkbox', {
    name: 'insulin-pump-settings.jpg',
  })
  await deletePumpPhoto(user, list)
  await pumpPhotoGone(list)
  await afterModalClosed()
  await deleteRecord(user, list, 'Symptom diary: energy and sleep')
  await waitFor(() =>
    expect(
      within(list).queryByRole('checkbox', {
        name: 'Symptom diary: energy and sleep',
      }),
    ).not.toBeInTheDocument(),
  )
})
