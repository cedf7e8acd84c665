import { useReducer } from 'react'

import { isSignedIn } from '@/lib/auth'
import type { Patient } from '@/types/patient'

import { useUploadRecordFile } from '../api/use-upload-record-file'
import { uploadErrorMessage } from '../utils/record-messages'
import {
  initialUploadState,
  isUploadRunning,
  uploadReducer,
} from '../utils/upload-items'
import { uploadRefusal } from '../utils/write-refusals'

import { pickRecords } from './use-record-selection'

/**
 * The files of the Upload Files dialog and the run of one batch: the
 * pending files go one by one (SPEC.md §4); each uploaded file is selected.
 */
export function useUploadBatch({
  patient,
  isReadOnlyProject,
}: {
  patient: Patient | undefined
  isReadOnlyProject: boolean
}) {
  const [state, dispatch] = useReducer(uploadReducer, initialUploadState)
  const upload = useUploadRecordFile(patient?.id ?? '')

  const startUpload = async () => {
    const batch = state.items.filter((item) => item.status === 'pending')
    if (!batch.length || isUploadRunning(state)) return
    dispatch({ type: 'batchStarted' })
    const refusal = uploadRefusal({
      patient,
      isReadOnlyProject,
      isSignedIn: isSignedIn(),
    })
    if (refusal) {
      dispatch({ type: 'batchRefused', message: refusal })
      return
    }
    for (const item of batch) {
      dispatch({ type: 'itemUploading', id: item.id })
      try {
        const record = await upload.mutateAsync(item.file)
        dispatch({ type: 'itemSucceeded', id: item.id })
        pickRecords([record.id])
      } catch (error) {
        dispatch({
          type: 'itemFailed',
          id: item.id,
          message: uploadErrorMessage(error),
        })
      }
    }
  }

  return { state, dispatch, startUpload }
}
