import { useMutation, useQueryClient } from '@tanstack/react-query'

import { recordQueries } from './record-queries'
import { uploadRecordFile } from './records'

/** Uploads one file; SPEC.md §4: after any success the patient's records are refetched. */
export function useUploadRecordFile(patientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => uploadRecordFile(patientId, file),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: recordQueries.patientList(patientId).queryKey,
      }),
  })
}
