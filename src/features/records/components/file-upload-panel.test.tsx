import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'

import { getPatient } from '@/api/patients/requests'
import { recordQueries } from '@/api/records/queries'
import { getPickedRecordIds } from '@/stores/record-picks-store'
import { installFakeClock, settle } from '@/testing/fake-clock'
import { renderWithProviders } from '@/testing/render'
import { loseAnswers, recordRequests } from '@/testing/requests'
import { installTestAuth, TEST_API_URL } from '@/testing/test-auth'
import { db } from '@mocks/api/db'
import { DEMO_USER } from '@mocks/idp/users'
import { server } from '@mocks/testing/node'
import { seedOf } from '@mocks/testing/test-helpers'

import { FileUploadPanel } from './file-upload-panel'

const UPLOAD_URL = `${TEST_API_URL}/patients/:patientId/record/file`

let requests: string[] = []

beforeEach(() => {
  requests = recordRequests()
})

afterEach(() => {
  vi.useRealTimers()
})

const textFile = (name: string, text = 'TSH 6.8 mIU/L, free T4 11.2 pmol/L.') =>
  new File([text], name, { type: 'text/plain' })

/** A file that reports a size over the limit without holding 50 MB in memory. */
function fileOfSize(name: string, size: number) {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' })
  Object.defineProperty(file, 'size', { value: size })
  return file
}

async function renderPanel(
  options: { patientId?: string; isReadOnlyProject?: boolean } = {},
) {
  const seed = seedOf()
  const patient = await getPatient(options.patientId ?? seed.patients.jane)
  requests.length = 0
  const view = renderWithProviders(
    <FileUploadPanel
      patient={patient}
      projectId={seed.projects.thyroid}
      isReadOnlyProject={options.isReadOnlyProject ?? false}
    />,
  )
  const chooseFiles = async (...files: File[]) => {
    await view.user.upload(screen.getByLabelText('Files to upload'), files)
    return screen.findByRole('dialog', { name: 'Upload Files' })
  }
  return { seed, patient, ...view, chooseFiles }
}

const advance = async (ms: number) => {
  await act(() => vi.advanceTimersByTimeAsync(ms))
}

const itemOf = (dialog: HTMLElement, fileName: string) => {
  const item = within(
    within(dialog).getByRole('list', { name: 'Chosen files' }),
  )
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(fileName))
  if (!item) throw new Error(`no item for ${fileName}`)
  return item
}

/** Presses Upload on the fake clock (user-event waits on the timers it holds). */
function uploadOnFakeClock(dialog: HTMLElement) {
  installFakeClock()
  fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }))
}

const uploads = () => requests.filter((r) => r.endsWith('/record/file'))

/** Holds each upload until released, in order. */
function stallUploads() {
  const releases: (() => void)[] = []
  server.use(
    http.post(UPLOAD_URL, async ({ request }) => {
      const form = await request.formData()
      const file = form.get('file')
      const name = typeof file === 'string' || !file ? 'none' : file.name
      await new Promise<void>((resolve) => releases.push(resolve))
      return HttpResponse.json(
        {
          id: `rec_${name}`,
          title: name,
          content: 'Text',
          recordType: 'text',
          linkedProjects: [],
        },
        { status: 201 },
      )
    }),
  )
  return () => releases.shift()?.()
}

test('files upload one by one, the file over 50 MB is never sent, and the dialog closes 1 s after the batch succeeded', async () => {
  const { seed, queryClient, chooseFiles } = await renderPanel()
  const dialog = await chooseFiles(
    textFile('blood-test.txt'),
    fileOfSize('scan.pdf', 52_428_801),
    textFile('diary.md'),
  )
  expect(itemOf(dialog, 'blood-test.txt')).toHaveTextContent('Ready to upload')
  expect(itemOf(dialog, 'diary.md')).toHaveTextContent('Ready to upload')
  expect(itemOf(dialog, 'scan.pdf')).toHaveTextContent(
    'File size exceeds 50MB limit',
  )
  expect(
    within(dialog).getByRole('button', { name: 'Remove scan.pdf' }),
  ).toBeInTheDocument()

  uploadOnFakeClock(dialog)
  expect(itemOf(dialog, 'blood-test.txt')).toHaveTextContent('Uploading…')
  expect(itemOf(dialog, 'diary.md')).toHaveTextContent('Waiting…')
  await settle(queryClient)
  await advance(0)

  expect(uploads()).toHaveLength(2)
  const titles = db.records
    .listForPatient(DEMO_USER.sub, seed.patients.jane)
    .map((r) => r.title)
  expect(titles).toEqual(expect.arrayContaining(['blood-test.txt', 'diary.md']))
  expect(titles).not.toContain('scan.pdf')
  expect(itemOf(dialog, 'blood-test.txt')).toHaveTextContent('Uploaded')
  expect(itemOf(dialog, 'diary.md')).toHaveTextContent('Uploaded')
  expect(within(dialog).getByRole('status')).toHaveTextContent(
    'All 2 files were uploaded.',
  )
  expect(getPickedRecordIds(seed.projects.thyroid)).toHaveLength(2)
  expect(
    within(dialog).queryByRole('button', { name: 'Remove diary.md' }),
  ).not.toBeInTheDocument()

  await advance(999)
  expect(
    screen.getByRole('dialog', { name: 'Upload Files' }),
  ).toBeInTheDocument()
  await advance(1)
  expect(
    screen.queryByRole('dialog', { name: 'Upload Files' }),
  ).not.toBeInTheDocument()
})

test('files added in the second before a successful batch closes its dialog keep it open, ready to upload', async () => {
  const { queryClient, chooseFiles } = await renderPanel()
  const dialog = await chooseFiles(textFile('blood-test.txt'))
  uploadOnFakeClock(dialog)
  await settle(queryClient)
  await advance(0)
  expect(itemOf(dialog, 'blood-test.txt')).toHaveTextContent('Uploaded')

  await advance(500)
  fireEvent.change(within(dialog).getByLabelText('Files to upload'), {
    target: { files: [textFile('diary.md')] },
  })
  await advance(0)
  expect(itemOf(dialog, 'diary.md')).toHaveTextContent('Ready to upload')
  await advance(1000)
  expect(
    screen.getByRole('dialog', { name: 'Upload Files' }),
  ).toBeInTheDocument()
  expect(itemOf(dialog, 'diary.md')).toHaveTextContent('Ready to upload')
})

test("while files upload they cannot be removed or dismissed, and after 10 s a 'taking a bit of time' notice shows", async () => {
  const release = stallUploads()
  const { queryClient, chooseFiles } = await renderPanel()
  const dialog = await chooseFiles(textFile('a.txt'), textFile('b.txt'))
  uploadOnFakeClock(dialog)
  await advance(50)

  expect(itemOf(dialog, 'a.txt')).toHaveTextContent('Uploading…')
  expect(itemOf(dialog, 'b.txt')).toHaveTextContent('Waiting…')
  expect(within(dialog).getByRole('status')).toHaveTextContent(
    'Uploading file 1 of 2…',
  )
  expect(
    within(dialog).queryByRole('button', { name: /^Remove/ }),
  ).not.toBeInTheDocument()
  expect(within(dialog).getByRole('button', { name: 'Done' })).toBeDisabled()
  fireEvent.keyDown(dialog, { key: 'Escape' })
  expect(dialog).toBeInTheDocument()

  await advance(9950 - 1)
  expect(dialog).not.toHaveTextContent(
    'This is taking a bit of time. Please wait…',
  )
  await advance(1)
  expect(within(dialog).getByRole('status')).toHaveTextContent(
    'This is taking a bit of time. Please wait…',
  )

  release()
  await advance(50)
  expect(itemOf(dialog, 'a.txt')).toHaveTextContent('Uploaded')
  expect(itemOf(dialog, 'b.txt')).toHaveTextContent('Uploading…')
  release()
  await settle(queryClient)
  await advance(0)
  expect(itemOf(dialog, 'b.txt')).toHaveTextContent('Uploaded')
  expect(dialog).not.toHaveTextContent('This is taking a bit of time')
})

test('failed uploads show the reason, the detail or the fallbacks; the dialog stays open and failed items can be removed', async () => {
  server.use(
    http.post(UPLOAD_URL, async ({ request }) => {
      const file = (await request.formData()).get('file')
      const name = typeof file === 'string' || !file ? '' : file.name
      if (name === 'rejected.txt')
        return HttpResponse.json({ status: 'ERROR', reason: 'Unreadable text' })
      if (name === 'no-reason.txt')
        return HttpResponse.json({ status: 'ERROR' })
      if (name === 'refused.txt')
        return HttpResponse.json({ detail: 'Virus found' }, { status: 422 })
      return HttpResponse.error()
    }),
  )
  const { user, queryClient, chooseFiles } = await renderPanel()
  const dialog = await chooseFiles(
    textFile('rejected.txt'),
    textFile('no-reason.txt'),
    textFile('refused.txt'),
    textFile('offline.txt'),
  )
  uploadOnFakeClock(dialog)
  await settle(queryClient)
  await advance(0)

  expect(itemOf(dialog, 'rejected.txt')).toHaveTextContent('Unreadable text')
  expect(itemOf(dialog, 'no-reason.txt')).toHaveTextContent(
    'Sorry, we had an issue processing your file. Please try again or contact support.',
  )
  expect(itemOf(dialog, 'refused.txt')).toHaveTextContent('Virus found')
  expect(itemOf(dialog, 'offline.txt')).toHaveTextContent(
    'Something went wrong with the upload. Please try again or contact support.',
  )
  expect(within(dialog).getByRole('status')).toHaveTextContent(
    '0 of 4 files uploaded; 4 files could not be uploaded.',
  )
  await advance(1000)
  expect(dialog).toBeInTheDocument()
  vi.useRealTimers()

  await user.click(
    within(dialog).getByRole('button', { name: 'Remove offline.txt' }),
  )
  expect(dialog).not.toHaveTextContent('offline.txt')
  expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled()
})

test('a file of another type is refused next to the drop zone, by name', async () => {
  await renderPanel()
  // user-event would drop the file itself because of the accept attribute; a drag does not.
  const dragUser = userEvent.setup({ applyAccept: false })
  await dragUser.upload(screen.getByLabelText('Files to upload'), [
    new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
  ])
  expect(await screen.findByRole('alert')).toHaveTextContent(
    '"setup.exe" cannot be uploaded: this type of file is not supported.',
  )
  expect(
    screen.queryByRole('dialog', { name: 'Upload Files' }),
  ).not.toBeInTheDocument()
  expect(uploads()).toEqual([])
})

test.each([
  {
    case: 'a demo project',
    setup: (seed: ReturnType<typeof seedOf>) => ({
      patientId: seed.patients.jane,
      isReadOnlyProject: true,
    }),
    message: 'Files cannot be uploaded to demo projects',
  },
  {
    case: 'a Generic Profile',
    setup: (seed: ReturnType<typeof seedOf>) => ({
      patientId: seed.patients.generic,
    }),
    message: 'Files cannot be uploaded to Generic Profiles',
  },
])('nothing is sent for $case', async ({ setup, message }) => {
  const { chooseFiles } = await renderPanel(setup(seedOf()))
  const dialog = await chooseFiles(textFile('a.txt'))
  await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }))
  expect(itemOf(dialog, 'a.txt')).toHaveTextContent(message)
  expect(uploads()).toEqual([])
})

test('nothing is sent without a token', async () => {
  const { user, chooseFiles } = await renderPanel()
  const dialog = await chooseFiles(textFile('a.txt'))
  const auth = await installTestAuth()
  auth.token = undefined
  auth.authenticated = false
  await user.click(within(dialog).getByRole('button', { name: 'Upload' }))
  expect(itemOf(dialog, 'a.txt')).toHaveTextContent(
    'Authentication or patient data missing',
  )
  expect(uploads()).toEqual([])
})

test('a batch finishes for the patient and project it started in, whatever the screen shows meanwhile', async () => {
  const seed = seedOf()
  const release = stallUploads()
  const jane = await getPatient(seed.patients.jane)
  const robert = await getPatient(seed.patients.robert)
  requests.length = 0
  const uploadedFor = () =>
    requests.flatMap(
      (request) =>
        /\/patients\/([^/]+)\/record\/file$/.exec(request)?.[1] ?? [],
    )
  // Back, or a switch of patient, while files upload: the same panel shows Robert's project.
  function PanelOnScreen() {
    const [isRobertShown, setIsRobertShown] = useState(false)
    return (
      <>
        <button type="button" onClick={() => setIsRobertShown(true)}>
          Show Robert
        </button>
        <FileUploadPanel
          patient={isRobertShown ? robert : jane}
          projectId={
            isRobertShown ? seed.projects.heartHealth : seed.projects.thyroid
          }
          isReadOnlyProject={false}
        />
      </>
    )
  }
  const view = renderWithProviders(<PanelOnScreen />)
  await view.user.upload(screen.getByLabelText('Files to upload'), [
    textFile('a.txt'),
    textFile('b.txt'),
    textFile('c.txt'),
  ])
  const dialog = await screen.findByRole('dialog', { name: 'Upload Files' })
  uploadOnFakeClock(dialog)
  await advance(50)

  fireEvent.click(screen.getByText('Show Robert'))
  for (let file = 0; file < 3; file++) {
    release()
    await advance(50)
  }
  await settle(view.queryClient)

  expect(uploadedFor()).toEqual([
    seed.patients.jane,
    seed.patients.jane,
    seed.patients.jane,
  ])
  expect(getPickedRecordIds(seed.projects.thyroid)).toEqual([
    'rec_a.txt',
    'rec_b.txt',
    'rec_c.txt',
  ])
  expect(getPickedRecordIds(seed.projects.heartHealth)).toEqual([])
})

/** Whether the browser would ask before leaving the page now. */
const asksBeforeLeaving = () =>
  !window.dispatchEvent(new Event('beforeunload', { cancelable: true }))

test('while a batch uploads, the browser asks before the page is left, to its last file and even once the panel is gone; then no more', async () => {
  const release = stallUploads()
  const { chooseFiles, unmount, queryClient } = await renderPanel()
  const dialog = await chooseFiles(textFile('a.txt'), textFile('b.txt'))
  expect(asksBeforeLeaving()).toBe(false)

  uploadOnFakeClock(dialog)
  await advance(50)
  expect(asksBeforeLeaving()).toBe(true)
  release()
  await advance(50)
  expect(uploads()).toHaveLength(2)
  // Back to another page: the files left still go, and leaving still asks.
  unmount()
  expect(asksBeforeLeaving()).toBe(true)
  release()
  await advance(50)
  await settle(queryClient)
  expect(asksBeforeLeaving()).toBe(false)
})

test('Upload pressed twice before the screen updates sends each file once', async () => {
  const { queryClient, chooseFiles } = await renderPanel()
  const dialog = await chooseFiles(textFile('a.txt'), textFile('b.txt'))
  const upload = within(dialog).getByRole('button', { name: 'Upload' })
  installFakeClock()
  fireEvent.click(upload)
  fireEvent.click(upload)
  await settle(queryClient)
  await advance(0)
  expect(uploads()).toHaveLength(2)
})

test('files dropped just as the dialog closes open it again with them', async () => {
  const { user, queryClient, chooseFiles } = await renderPanel()
  const dialog = await chooseFiles(textFile('a.txt'))
  await user.click(within(dialog).getByRole('button', { name: 'Upload' }))
  await settle(queryClient)
  // Closed by hand, and files dropped within 150 ms.
  await user.click(within(dialog).getByRole('button', { name: 'Done' }))
  await user.upload(screen.getByLabelText('Files to upload'), [
    textFile('late.txt'),
  ])
  const reopened = await screen.findByRole('dialog', { name: 'Upload Files' })
  expect(itemOf(reopened, 'late.txt')).toHaveTextContent('Ready to upload')
})

test.each([
  {
    case: 'cut off after the API saved the file: it is uploaded, once',
    isSaved: true,
  },
  {
    case: 'lost before the API saved it: it failed, however an earlier file of its name',
    isSaved: false,
  },
])('an upload whose answer is $case', async ({ isSaved }) => {
  const { seed, queryClient, chooseFiles } = await renderPanel()
  const name = 'insulin-pump-settings.jpg'
  // The patient's records as the records page lists them, with a file of that name.
  await queryClient.fetchQuery(recordQueries.patientList(seed.patients.jane))
  loseAnswers('/patients/:patientId/record/file', async (params, request) => {
    const file = (await request.formData()).get('file')
    if (isSaved && file !== null && typeof file !== 'string')
      await db.records.uploadFile(DEMO_USER.sub, params.patientId ?? '', file)
  })
  const dialog = await chooseFiles(
    new File(['jpeg'], name, { type: 'image/jpeg' }),
  )
  uploadOnFakeClock(dialog)
  await settle(queryClient)
  await advance(0)

  const named = db.records
    .listForPatient(DEMO_USER.sub, seed.patients.jane)
    .filter((record) => record.title === name)
  expect(named).toHaveLength(isSaved ? 2 : 1)
  expect(itemOf(dialog, name)).toHaveTextContent(
    isSaved ? 'Uploaded' : 'Something went wrong with the upload.',
  )
})
