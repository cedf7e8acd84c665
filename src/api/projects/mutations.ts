import { useMutation, useQueryClient } from '@tanstack/react-query'

import { deletedOnce, readsNotFound, updatedOnce } from '@/api/lost-answers'

import { projectSaved } from './create-project'
import { projectQueries, projectWrites } from './queries'
import {
  createDemoProjects,
  deleteProject,
  getProject,
  renameProject,
} from './requests'

// Creating a project is in create-project.ts.

/**
 * A renamed project is renamed wherever it is listed. One whose answer was
 * lost counts as renamed once the project reads with its new name
 * (`updatedOnce`).
 */
export function useRenameProject() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ projectId, name }: { projectId: string; name: string }) =>
      updatedOnce({
        send: () => renameProject(projectId, name),
        read: () => getProject(projectId),
        holds: (project) => project.name === name.trim(),
      }),
    onSuccess: (project) => {
      projectWrites.updated(queryClient, projectQueries.lists(), project)
      return projectSaved(queryClient, project)
    },
  })
}

/**
 * A deleted project leaves its patient's list, and does not come back with
 * a read that lags behind. One already gone (a 404, or no longer read after
 * the answer was lost) counts as deleted (`deletedOnce`).
 */
export function useDeleteProject() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (projectId: string) =>
      deletedOnce({
        remove: () => deleteProject(projectId),
        isGone: () => readsNotFound(() => getProject(projectId)),
        notFoundIsGone: true,
      }),
    onSuccess: async (_, projectId) => {
      await queryClient.invalidateQueries({
        queryKey: projectQueries.lists(),
      })
      // Only now: the project's row holds the dialogs that go on from the
      // deletion (its message, the next active project, the route).
      projectWrites.deleted(queryClient, projectQueries.lists(), projectId)
      queryClient.removeQueries({
        queryKey: projectQueries.detail(projectId).queryKey,
      })
    },
  })
}

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
