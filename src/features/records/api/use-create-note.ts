import { useMutation, useQueryClient } from '@tanstack/react-query'

import { recordQueries } from '@/api/record-queries'
import { createNote } from '@/api/records'

export interface NoteInput {
  patientId: string
  title: string
  content: string
}

/** Adds a pasted note to a patient; settles once that patient's records are fresh. */
export function useCreateNote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ patientId, ...note }: NoteInput) =>
      createNote(patientId, note),
    onSuccess: (_, { patientId }) =>
      queryClient.invalidateQueries({
        queryKey: recordQueries.patientList(patientId).queryKey,
      }),
  })
}
