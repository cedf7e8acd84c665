import {
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'

import type { Project } from '@/types/project'

import { createdProjects, projectQueries } from './queries'
import {
  createDemoProjects,
  createProject,
  deleteProject,
  renameProject,
} from './requests'

/** After a create or rename: the project's details as saved, and the lists read again. */
function projectSaved(queryClient: QueryClient) {
  return (project: Project) => {
    queryClient.setQueryData(
      projectQueries.detail(project.id).queryKey,
      project,
    )
    return queryClient.invalidateQueries({ queryKey: projectQueries.lists() })
  }
}

/**
 * A new project joins its patient's list at once, and stays there even when
 * the read that follows does not list it yet (`createdProjects`).
 */
export function useCreateProject() {
  const queryClient = useQueryClient()
  const saved = projectSaved(queryClient)
  return useMutation({
    mutationFn: ({ patientId, name }: { patientId: string; name: string }) =>
      createProject(patientId, name),
    onSuccess: (project, { patientId }) => {
      createdProjects.add(
        queryClient,
        projectQueries.list(patientId).queryKey,
        project,
      )
      return saved(project)
    },
  })
}

export function useRenameProject() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ projectId, name }: { projectId: string; name: string }) =>
      renameProject(projectId, name),
    onSuccess: projectSaved(queryClient),
  })
}

export function useDeleteProject() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (projectId: string) => deleteProject(projectId),
    onSuccess: async (_, projectId) => {
      createdProjects.forget(projectId)
      await queryClient.invalidateQueries({
        queryKey: projectQueries.lists(),
      })
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
