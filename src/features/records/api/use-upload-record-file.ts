import { useMutation, useQueryClient } from '@tanstack/react-query'

import { recordQueries } from '@/api/record-queries'
import { uploadRecordFile } from '@/api/records'

/** Uploads one file for a patient; after any success that patient's records are read again. */
export function useUploadRecordFile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ patientId, file }: { patientId: string; file: File }) =>
      uploadRecordFile(patientId, file),
    onSuccess: (_, { patientId }) =>
      queryClient.invalidateQueries({
        queryKey: recordQueries.patientList(patientId).queryKey,
      }),
  })
}
