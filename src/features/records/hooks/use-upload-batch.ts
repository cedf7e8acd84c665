import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useReducer } from 'react'

import { listedIds, newOperationId } from '@/api/outbox'
import { recordWrites, type NewRecord } from '@/api/records/mutations'
import { recordQueries } from '@/api/records/queries'
import { isSignedIn } from '@/lib/auth'
import { listen } from '@/lib/listen'
import type { Patient } from '@/types/patient'
import type { MedicalRecord } from '@/types/record'

import { uploadErrorMessage } from '../utils/record-messages'
import { initialUploadState, uploadReducer } from '../utils/upload-items'
import { uploadRefusal } from '../utils/write-refusals'

function askBeforeLeaving(event: BeforeUnloadEvent) {
  event.preventDefault()
  // Browsers before the standard (Chrome and Edge before 119) ask only when
  // this is set.
  event.returnValue = ''
}

/**
 * The files of the Upload Files dialog; the pending ones go one by one, each
 * selected for the report. A batch belongs to the patient and project it
 * started in, whatever is chosen meanwhile.
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
  const queryClient = useQueryClient()
  const upload = useMutation<MedicalRecord, Error, NewRecord>({
    mutationKey: recordWrites.create,
  })
  // One press, one batch, even when Upload is pressed again before the
  // screen updates: its first file is on its way at once.
  const startUpload = async () => {
    const batch = state.items.filter((item) => item.status === 'pending')
    const isUploading =
      queryClient.isMutating({
        mutationKey: recordWrites.create,
        predicate: (m) =>
          (m.state.variables as NewRecord | undefined)?.fileName !== undefined,
      }) > 0
    if (!batch.length || isUploading) return
    dispatch({ type: 'batchStarted' })
    const refusal = uploadRefusal({
      patient,
      isReadOnlyProject,
      isSignedIn: isSignedIn(),
    })
    if (refusal || !patient) {
      dispatch({ type: 'batchRefused', message: refusal ?? '' })
      return
    }
    const target = { patientId: patient.id, projectId }
    // A file cannot be kept for later: leaving the page would drop those not
    // sent yet, so the browser asks first for as long as the batch runs.
    const stopAsking = listen(window, { beforeunload: askBeforeLeaving })
    for (const item of batch) {
      dispatch({ type: 'itemUploading', id: item.id })
      try {
        await upload.mutateAsync({
          opId: newOperationId(),
          ...target,
          file: item.file,
          fileName: item.file.name,
          listed: listedIds(
            queryClient,
            recordQueries.patientList(target.patientId).queryKey,
          ),
        })
        dispatch({ type: 'itemSucceeded', id: item.id })
      } catch (error) {
        dispatch({
          type: 'itemFailed',
          id: item.id,
          message: uploadErrorMessage(error),
        })
      }
    }
    stopAsking()
  }

  return { state, dispatch, startUpload }
}
