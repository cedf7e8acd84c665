import {
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'

import type { Project } from '@/types/project'

import { projectQueries } from './queries'
import { createProject, deleteProject, renameProject } from './requests'

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

export function useCreateProject() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ patientId, name }: { patientId: string; name: string }) =>
      createProject(patientId, name),
    onSuccess: projectSaved(queryClient),
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
      await queryClient.invalidateQueries({
        queryKey: projectQueries.lists(),
      })
      queryClient.removeQueries({
        queryKey: projectQueries.detail(projectId).queryKey,
      })
    },
  })
}
