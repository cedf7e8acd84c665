import { msg, plural } from '@lingui/core/macro'

import { i18n } from '@/i18n/i18n'

import { isOverSizeLimit } from './accepted-files'

/** The states of one file in the Upload Files dialog (docs/product/records.md#uploading-files). */
type UploadStatus = 'pending' | 'processing' | 'uploading' | 'success' | 'error'

export interface UploadItem {
  id: string
  file: File
  status: UploadStatus
  /** Why the item failed (in the interface's language when it failed, or the API's words); set only in the error state. */
  message: string | null
}

export interface UploadState {
  items: UploadItem[]
  /** The items sent by the latest press of Upload. */
  batchIds: string[]
  /** Counts presses of Upload, so each batch has its own slow-notice timer. */
  batchNumber: number
  nextId: number
}

export type UploadAction =
  | { type: 'filesAdded'; files: readonly File[] }
  | { type: 'batchStarted' }
  | { type: 'batchRefused'; message: string }
  | { type: 'itemUploading'; id: string }
  | { type: 'itemSucceeded'; id: string }
  | { type: 'itemFailed'; id: string; message: string | null }
  | { type: 'itemRemoved'; id: string }
  | { type: 'cleared' }

const FILE_TOO_LARGE_MESSAGE = msg`File size exceeds 50MB limit`
const UPLOAD_FAILED_MESSAGE = msg`Sorry, we had an issue processing your file. Please try again or contact support.`

export const initialUploadState: UploadState = {
  items: [],
  batchIds: [],
  batchNumber: 0,
  nextId: 1,
}

export const canRemoveUploadItem = (item: UploadItem) =>
  item.status === 'pending' || item.status === 'error'

export const isUploadRunning = (state: UploadState) =>
  state.items.some(
    (item) => item.status === 'processing' || item.status === 'uploading',
  )

export const hasPendingUploads = (state: UploadState) =>
  state.items.some((item) => item.status === 'pending')

/** The latest batch is over and every file in it was uploaded (the dialog then closes after 1 s). */
export const didBatchSucceed = (state: UploadState) =>
  state.batchIds.length > 0 &&
  state.batchIds.every(
    (id) => state.items.find((item) => item.id === id)?.status === 'success',
  )

/** Moves the items in `from` (only item `id`, when given) to `to`. */
const move = (
  state: UploadState,
  from: UploadStatus,
  to: UploadStatus,
  message: string | null = null,
  id?: string,
): UploadState => ({
  ...state,
  items: state.items.map((item) =>
    item.status === from && (id === undefined || item.id === id)
      ? { ...item, status: to, message }
      : item,
  ),
})

/** pending → processing (Upload pressed) → uploading → success | error; files over 50 MB start in error and are never part of a batch. */
export function uploadReducer(
  state: UploadState,
  action: UploadAction,
): UploadState {
  switch (action.type) {
    case 'filesAdded': {
      const added = action.files.map((file, index): UploadItem => ({
        id: `upload-${state.nextId + index}`,
        file,
        status: isOverSizeLimit(file) ? 'error' : 'pending',
        message: isOverSizeLimit(file) ? i18n._(FILE_TOO_LARGE_MESSAGE) : null,
      }))
      return {
        ...state,
        items: [...state.items, ...added],
        nextId: state.nextId + added.length,
      }
    }
    case 'batchStarted': {
      if (isUploadRunning(state)) return state
      const batchIds = state.items
        .filter((item) => item.status === 'pending')
        .map((item) => item.id)
      if (!batchIds.length) return state
      return {
        ...move(state, 'pending', 'processing'),
        batchIds,
        batchNumber: state.batchNumber + 1,
      }
    }
    case 'batchRefused':
      return move(state, 'processing', 'error', action.message)
    case 'itemUploading':
      return move(state, 'processing', 'uploading', null, action.id)
    case 'itemSucceeded':
      return move(state, 'uploading', 'success', null, action.id)
    case 'itemFailed':
      return move(
        state,
        'uploading',
        'error',
        action.message || i18n._(UPLOAD_FAILED_MESSAGE),
        action.id,
      )
    case 'itemRemoved':
      return {
        ...state,
        items: state.items.filter(
          (item) => item.id !== action.id || !canRemoveUploadItem(item),
        ),
      }
    case 'cleared':
      return isUploadRunning(state)
        ? state
        : { ...initialUploadState, nextId: state.nextId }
  }
}

/** A one-line account of the latest batch, announced to screen readers as it changes. */
export function uploadSummary(state: UploadState): string {
  const batch = state.items.filter((item) => state.batchIds.includes(item.id))
  if (!batch.length) return ''
  const done = batch.filter(
    (item) => item.status === 'success' || item.status === 'error',
  )
  const total = batch.length
  if (done.length < total) {
    const current = done.length + 1
    return i18n._(msg`Uploading file ${current} of ${total}…`)
  }
  const uploaded = batch.filter((item) => item.status === 'success').length
  if (uploaded === total) {
    return total === 1
      ? i18n._(msg`The file was uploaded.`)
      : i18n._(
          msg({
            comment: 'Every file of a batch of two or more was uploaded',
            message: plural(total, {
              other: `All ${total} files were uploaded.`,
            }),
          }),
        )
  }
  const failed = total - uploaded
  return i18n._(
    msg({
      comment: 'Some files of a batch were uploaded, the others failed',
      message: `${uploaded} of ${plural(total, {
        one: `${total} file`,
        other: `${total} files`,
      })} uploaded; ${plural(failed, {
        one: `${failed} file`,
        other: `${failed} files`,
      })} could not be uploaded.`,
    }),
  )
}
