import { useMutation, useQueryClient } from '@tanstack/react-query'

import { recordQueries } from './record-queries'
import { createNote } from './records'

/** Adds a pasted note to the patient; settles once the patient's records are fresh. */
export function useCreateNote(patientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (note: { title: string; content: string }) =>
      createNote(patientId, note),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: recordQueries.patientList(patientId).queryKey,
      }),
  })
}
