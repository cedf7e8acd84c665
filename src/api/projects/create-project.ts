/**
 * Creating a project, apart from the project's other changes
 * (`mutations.ts`): the landing page creates projects, while only dialogs
 * loaded later rename or delete them, whose code so stays out of the
 * landing page's script.
 */
import {
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'

import { createdOnce } from '@/api/lost-answers'
import type { Project } from '@/types/project'

import { projectQueries, projectWrites } from './queries'
import { createProject, getPatientProjects } from './requests'

const createProjectOnce = createdOnce<Project>()

/**
 * After a create or rename: the project's details as saved, and the lists
 * read again. The write shows at once and is not undone by a read that lags
 * behind it (`projectWrites`).
 */
export function projectSaved(queryClient: QueryClient, project: Project) {
  queryClient.setQueryData(projectQueries.detail(project.id).queryKey, project)
  return queryClient.invalidateQueries({ queryKey: projectQueries.lists() })
}

export interface NewProject {
  patientId: string
  name: string
  /** The form it is named in: sent again from there, it is looked for first. */
  formId: string
  /** See `Creation.sentBefore`. */
  sentBefore?: readonly string[]
}

/**
 * A new project heads its patient's list. One whose answer was lost is
 * looked for among the patient's projects, by its name, before it is
 * reported failed or sent again from the same form (`createdOnce`).
 */
export function useCreateProject() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ patientId, name, formId, sentBefore }: NewProject) =>
      createProjectOnce({
        key: JSON.stringify([formId, patientId, name.trim()]),
        sentBefore,
        listed: queryClient.getQueryData(
          projectQueries.list(patientId).queryKey,
        ),
        read: () => getPatientProjects(patientId),
        isIt: (project) => project.name === name.trim(),
        send: () => createProject(patientId, name),
      }),
    onSuccess: (project, { patientId }) => {
      const listKey = projectQueries.list(patientId).queryKey
      projectWrites.created(queryClient, listKey, project)
      return projectSaved(queryClient, project)
    },
  })
}
