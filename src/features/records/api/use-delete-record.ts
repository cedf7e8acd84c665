import { useMutation, useQueryClient } from '@tanstack/react-query'

import type { MedicalRecord } from '@/types/record'

import { recordQueries } from './record-queries'
import { deleteRecord } from './records'

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
