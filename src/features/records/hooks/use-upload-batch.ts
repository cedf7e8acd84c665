import { useReducer, useRef } from 'react'

import { useUploadRecordFile } from '@/api/records/mutations'
import { isSignedIn } from '@/lib/auth'
import { listen } from '@/lib/listen'
import type { Patient } from '@/types/patient'

import { recordsPicked } from '../stores/record-selection-store'
import { uploadErrorMessage } from '../utils/record-messages'
import { initialUploadState, uploadReducer } from '../utils/upload-items'
import { uploadRefusal } from '../utils/write-refusals'

/** Has the browser ask the person before the page is left. */
function askBeforeLeaving(event: BeforeUnloadEvent) {
  event.preventDefault()
  // Browsers before the standard (Chrome and Edge before 119) ask only when
  // this is set.
  event.returnValue = ''
}

/**
 * The files of the Upload Files dialog and the run of one batch: the
 * pending files go one by one; each uploaded file is selected for the
 * report. A batch belongs to the patient and project it started in: going
 * Back or switching patient meanwhile changes neither where the rest of
 * its files go nor which project's report they are selected for; leaving
 * the page meanwhile has the browser ask first.
 */
export function useUploadBatch({
  patient,
  projectId,
  isReadOnlyProject,
}: {
  patient: Patient | undefined
  projectId: string | undefined
  isReadOnlyProject: boolean
}) {
  const [state, dispatch] = useReducer(uploadReducer, initialUploadState)
  const upload = useUploadRecordFile()
  // One press, one batch, even when Upload is pressed again before the screen updates.
  const isRunningRef = useRef(false)

  const startUpload = async () => {
    const batch = state.items.filter((item) => item.status === 'pending')
    if (!batch.length || isRunningRef.current) return
    isRunningRef.current = true
    dispatch({ type: 'batchStarted' })
    const refusal = uploadRefusal({
      patient,
      isReadOnlyProject,
      isSignedIn: isSignedIn(),
    })
    if (refusal || !patient) {
      dispatch({ type: 'batchRefused', message: refusal ?? '' })
      isRunningRef.current = false
      return
    }
    const target = { patientId: patient.id, projectId }
    // A file cannot be kept for later: leaving the page (closing it,
    // reloading) would drop those not sent yet, so the browser asks first,
    // for as long as the batch runs, whichever page shows meanwhile.
    const stopAsking = listen(window, { beforeunload: askBeforeLeaving })
    for (const item of batch) {
      dispatch({ type: 'itemUploading', id: item.id })
      try {
        const record = await upload.mutateAsync({
          patientId: target.patientId,
          file: item.file,
        })
        dispatch({ type: 'itemSucceeded', id: item.id })
        if (target.projectId) recordsPicked(target.projectId, [record.id])
      } catch (error) {
        dispatch({
          type: 'itemFailed',
          id: item.id,
          message: uploadErrorMessage(error),
        })
      }
    }
    stopAsking()
    isRunningRef.current = false
  }

  return { state, dispatch, startUpload }
}
