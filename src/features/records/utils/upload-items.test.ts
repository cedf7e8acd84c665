// @vitest-environment node
import {
  canRemoveUploadItem,
  didBatchSucceed,
  hasPendingUploads,
  initialUploadState,
  isUploadRunning,
  uploadReducer,
  uploadSummary,
  type UploadAction,
  type UploadState,
} from './upload-items'

const FILE_TOO_LARGE_MESSAGE = 'File size exceeds 50MB limit'
const UPLOAD_FAILED_MESSAGE =
  'Sorry, we had an issue processing your file. Please try again or contact support.'

const fileOf = (name: string, size = 10) => {
  const file = new File(['x'], name, { type: 'text/plain' })
  Object.defineProperty(file, 'size', { value: size })
  return file
}

const run = (...actions: UploadAction[]) =>
  actions.reduce(uploadReducer, initialUploadState)

const statuses = (state: UploadState) =>
  state.items.map((item) => [item.file.name, item.status, item.message])

test('added files start pending; a file over 52428800 bytes starts in error', () => {
  const state = run({
    type: 'filesAdded',
    files: [fileOf('a.pdf', 52_428_800), fileOf('big.pdf', 52_428_801)],
  })
  expect(statuses(state)).toEqual([
    ['a.pdf', 'pending', null],
    ['big.pdf', 'error', FILE_TOO_LARGE_MESSAGE],
  ])
  expect(state.items.map((item) => item.id)).toEqual(['upload-1', 'upload-2'])
})

test('Upload moves pending items to processing and leaves error items out of the batch', () => {
  const state = run(
    { type: 'filesAdded', files: [fileOf('a.pdf'), fileOf('big.pdf', 6e7)] },
    { type: 'batchStarted' },
  )
  expect(statuses(state)).toEqual([
    ['a.pdf', 'processing', null],
    ['big.pdf', 'error', FILE_TOO_LARGE_MESSAGE],
  ])
  expect(state.batchIds).toEqual(['upload-1'])
  expect(state.batchNumber).toBe(1)
  expect(isUploadRunning(state)).toBe(true)
})

test('an item goes processing → uploading → success, and only in that order', () => {
  const added = run({ type: 'filesAdded', files: [fileOf('a.pdf')] })
  // Not yet processing: uploading and success are refused.
  expect(
    statuses(uploadReducer(added, { type: 'itemUploading', id: 'upload-1' })),
  ).toEqual([['a.pdf', 'pending', null]])
  const processing = uploadReducer(added, { type: 'batchStarted' })
  expect(
    statuses(
      uploadReducer(processing, { type: 'itemSucceeded', id: 'upload-1' }),
    ),
  ).toEqual([['a.pdf', 'processing', null]])
  const uploading = uploadReducer(processing, {
    type: 'itemUploading',
    id: 'upload-1',
  })
  expect(statuses(uploading)).toEqual([['a.pdf', 'uploading', null]])
  const done = uploadReducer(uploading, {
    type: 'itemSucceeded',
    id: 'upload-1',
  })
  expect(statuses(done)).toEqual([['a.pdf', 'success', null]])
  expect(isUploadRunning(done)).toBe(false)
  expect(didBatchSucceed(done)).toBe(true)
})

test('a failure keeps its message, or says the file could not be processed', () => {
  const uploading = run(
    { type: 'filesAdded', files: [fileOf('a.pdf'), fileOf('b.pdf')] },
    { type: 'batchStarted' },
    { type: 'itemUploading', id: 'upload-1' },
  )
  const failed = run(
    { type: 'filesAdded', files: [fileOf('a.pdf'), fileOf('b.pdf')] },
    { type: 'batchStarted' },
    { type: 'itemUploading', id: 'upload-1' },
    { type: 'itemFailed', id: 'upload-1', message: 'Unreadable PDF' },
    { type: 'itemUploading', id: 'upload-2' },
    { type: 'itemFailed', id: 'upload-2', message: null },
  )
  expect(
    statuses(
      uploadReducer(uploading, {
        type: 'itemFailed',
        id: 'upload-1',
        message: 'Unreadable PDF',
      }),
    )[0],
  ).toEqual(['a.pdf', 'error', 'Unreadable PDF'])
  expect(statuses(failed)).toEqual([
    ['a.pdf', 'error', 'Unreadable PDF'],
    ['b.pdf', 'error', UPLOAD_FAILED_MESSAGE],
  ])
  expect(didBatchSucceed(failed)).toBe(false)
})

test('a refused batch puts every processing item in error with the reason', () => {
  const state = run(
    { type: 'filesAdded', files: [fileOf('a.pdf'), fileOf('b.pdf')] },
    { type: 'batchStarted' },
    {
      type: 'batchRefused',
      message: 'Files cannot be uploaded to demo projects',
    },
  )
  expect(statuses(state)).toEqual([
    ['a.pdf', 'error', 'Files cannot be uploaded to demo projects'],
    ['b.pdf', 'error', 'Files cannot be uploaded to demo projects'],
  ])
})

test('pending and error items can be removed; processing, uploading and successful ones cannot', () => {
  const state = run(
    {
      type: 'filesAdded',
      files: [fileOf('a.pdf'), fileOf('b.pdf'), fileOf('c.pdf')],
    },
    { type: 'batchStarted' },
    { type: 'itemUploading', id: 'upload-1' },
    { type: 'itemSucceeded', id: 'upload-1' },
    { type: 'itemUploading', id: 'upload-2' },
    { type: 'filesAdded', files: [fileOf('d.pdf'), fileOf('e.pdf', 6e7)] },
  )
  expect(state.items.map(canRemoveUploadItem)).toEqual([
    false, // success
    false, // uploading
    false, // processing
    true, // pending
    true, // error
  ])
  const removedAll = [
    'upload-1',
    'upload-2',
    'upload-3',
    'upload-4',
    'upload-5',
  ]
    .map((id): UploadAction => ({ type: 'itemRemoved', id }))
    .reduce(uploadReducer, state)
  expect(removedAll.items.map((item) => item.file.name)).toEqual([
    'a.pdf',
    'b.pdf',
    'c.pdf',
  ])
})

test('a second press of Upload while a batch runs changes nothing', () => {
  const running = run(
    { type: 'filesAdded', files: [fileOf('a.pdf')] },
    { type: 'batchStarted' },
    { type: 'filesAdded', files: [fileOf('b.pdf')] },
  )
  expect(uploadReducer(running, { type: 'batchStarted' })).toBe(running)
  expect(hasPendingUploads(running)).toBe(true)
})

test('removing a failed item does not turn its batch into a success', () => {
  const state = run(
    { type: 'filesAdded', files: [fileOf('a.pdf'), fileOf('b.pdf')] },
    { type: 'batchStarted' },
    { type: 'itemUploading', id: 'upload-1' },
    { type: 'itemSucceeded', id: 'upload-1' },
    { type: 'itemUploading', id: 'upload-2' },
    { type: 'itemFailed', id: 'upload-2', message: null },
    { type: 'itemRemoved', id: 'upload-2' },
  )
  expect(didBatchSucceed(state)).toBe(false)
})

test('clearing empties the list, but not while a batch runs', () => {
  const running = run(
    { type: 'filesAdded', files: [fileOf('a.pdf')] },
    { type: 'batchStarted' },
  )
  expect(uploadReducer(running, { type: 'cleared' })).toBe(running)
  const done = [
    { type: 'itemUploading', id: 'upload-1' },
    { type: 'itemSucceeded', id: 'upload-1' },
    { type: 'cleared' },
  ].reduce(
    (state, action) => uploadReducer(state, action as UploadAction),
    running,
  )
  expect(done.items).toEqual([])
  expect(didBatchSucceed(done)).toBe(false)
  // Ids keep counting, so a row never reuses the key of a removed one.
  expect(
    uploadReducer(done, { type: 'filesAdded', files: [fileOf('b.pdf')] })
      .items[0]?.id,
  ).toBe('upload-2')
})

test('the summary follows the batch', () => {
  const added = run({
    type: 'filesAdded',
    files: [fileOf('a.pdf'), fileOf('b.pdf')],
  })
  expect(uploadSummary(added)).toBe('')
  const first = run(
    { type: 'filesAdded', files: [fileOf('a.pdf'), fileOf('b.pdf')] },
    { type: 'batchStarted' },
    { type: 'itemUploading', id: 'upload-1' },
  )
  expect(uploadSummary(first)).toBe('Uploading file 1 of 2…')
  const second = [
    { type: 'itemSucceeded', id: 'upload-1' },
    { type: 'itemUploading', id: 'upload-2' },
  ].reduce((s, a) => uploadReducer(s, a as UploadAction), first)
  expect(uploadSummary(second)).toBe('Uploading file 2 of 2…')
  expect(
    uploadSummary(
      uploadReducer(second, { type: 'itemSucceeded', id: 'upload-2' }),
    ),
  ).toBe('All 2 files were uploaded.')
  expect(
    uploadSummary(
      uploadReducer(second, {
        type: 'itemFailed',
        id: 'upload-2',
        message: null,
      }),
    ),
  ).toBe('1 of 2 files uploaded; 1 file could not be uploaded.')
  const single = run(
    { type: 'filesAdded', files: [fileOf('a.pdf')] },
    { type: 'batchStarted' },
    { type: 'itemUploading', id: 'upload-1' },
    { type: 'itemSucceeded', id: 'upload-1' },
  )
  expect(uploadSummary(single)).toBe('The file was uploaded.')
})
