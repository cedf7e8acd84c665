import { useMutation, useQueryClient } from '@tanstack/react-query'

import { recordQueries } from '@/api/record-queries'
import { deleteRecord } from '@/api/records'
import type { MedicalRecord } from '@/types/record'

/** SPEC.md §4: a deleted record leaves the list as soon as the API confirms. */
export function useDeleteRecord(patientId: string) {
  const queryClient = useQueryClient()
  const { queryKey } = recordQueries.patientList(patientId)
  return useMutation({
    mutationFn: (recordId: string) => deleteRecord(recordId),
    onSuccess: (_, recordId) => {
      queryClient.setQueryData<MedicalRecord[]>(queryKey, (records) =>
        records?.filter((record) => record.id !== recordId),
      )
      return queryClient.invalidateQueries({ queryKey })
    },
  })
}
