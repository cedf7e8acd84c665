import {
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'

import type { Project } from '@/types/project'

import { projectQueries, projectWrites } from './queries'
import {
  createDemoProjects,
  createProject,
  deleteProject,
  renameProject,
} from './requests'

/**
 * After a create or rename: the project's details as saved, and the lists
 * read again. The write shows at once and is not undone by a read that lags
 * behind it (`projectWrites`).
 */
function projectSaved(queryClient: QueryClient, project: Project) {
  queryClient.setQueryData(projectQueries.detail(project.id).queryKey, project)
  return queryClient.invalidateQueries({ queryKey: projectQueries.lists() })
}

/** A new project heads its patient's list. */
export function useCreateProject() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ patientId, name }: { patientId: string; name: string }) =>
      createProject(patientId, name),
    onSuccess: (project, { patientId }) => {
      const listKey = projectQueries.list(patientId).queryKey
      projectWrites.created(queryClient, listKey, project)
      return projectSaved(queryClient, project)
    },
  })
}

/** A renamed project is renamed wherever it is listed. */
export function useRenameProject() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ projectId, name }: { projectId: string; name: string }) =>
      renameProject(projectId, name),
    onSuccess: (project) => {
      projectWrites.updated(queryClient, projectQueries.lists(), project)
      return projectSaved(queryClient, project)
    },
  })
}

/** A deleted project leaves its patient's list, and does not come back with a read that lags behind. */
export function useDeleteProject() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (projectId: string) => deleteProject(projectId),
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
