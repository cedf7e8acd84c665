import { useMutation, useQueryClient } from '@tanstack/react-query'

import { projectQueries } from '@/api/project-queries'
import { createDemoProjects } from '@/api/projects'
import { resetUser } from '@/api/users'

/**
 * Creates the demo projects under a patient. The server moves them there
 * (demo projects the account had under another patient are replaced), so
 * every project list and the list of demo projects are read again; the
 * mutation stays pending until they have been.
 */
export function useCreateDemoProjects() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (patientId: string) => createDemoProjects(patientId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectQueries.lists() }),
        queryClient.invalidateQueries({
          queryKey: projectQueries.demo().queryKey,
        }),
      ]),
  })
}

/**
 * Deletes every patient, project, record and report of the account. What
 * the app holds about them goes with the whole client state, which is the
 * caller's to drop once this succeeded.
 */
export function useResetUserData() {
  return useMutation({ mutationFn: (userId: string) => resetUser(userId) })
}
