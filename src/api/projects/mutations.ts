import type { QueryClient } from '@tanstack/react-query'

import { newRow, readsNotFound, sentOnce, type Operation } from '@/api/outbox'
import { draftSent } from '@/lib/drafts'
import { isNotFound } from '@/lib/http-client'
import type { Project } from '@/types/project'

import { projectQueries } from './queries'
import {
  createDemoProjects,
  createProject,
  deleteProject,
  getPatientProjects,
  getProject,
  renameProject,
} from './requests'

export const projectWrites = {
  create: ['projects', 'create'],
  update: ['projects', 'update'],
  delete: ['projects', 'delete'],
  demo: ['projects', 'demo'],
} as const

export interface NewProject extends Operation {
  patientId: string
  name: string
}

export interface ProjectRename extends Operation {
  projectId: string
  name: string
}

export interface DemoProjectsCreation extends Operation {
  patientId: string
}

export interface ProjectDeletion extends Operation {
  id: string
}

/** Each once (`sentOnce`): a lost create is looked for by name, a rename and a deletion (404) by reading the project. */
export function registerProjectWrites(client: QueryClient) {
  const saved = (project: Project, { draft }: Operation) => {
    draftSent(draft?.key, draft?.value)
    client.setQueryData(projectQueries.detail(project.id).queryKey, project)
    return client.invalidateQueries({ queryKey: projectQueries.lists() })
  }
  client.setMutationDefaults(projectWrites.create, {
    mutationFn: ({ patientId, name, ...operation }: NewProject) =>
      sentOnce(client, operation, {
        send: () => createProject(patientId, name),
        find: async (listed) =>
          newRow(
            await getPatientProjects(patientId),
            listed,
            (project) => project.name === name.trim(),
          ),
      }),
    onSuccess: saved,
  })
  client.setMutationDefaults(projectWrites.update, {
    mutationFn: ({ projectId, name, ...operation }: ProjectRename) =>
      sentOnce(client, operation, {
        send: () => renameProject(projectId, name),
        find: async () => {
          const project = await getProject(projectId)
          return project.name === name.trim() ? project : undefined
        },
      }),
    onSuccess: saved,
  })
  client.setMutationDefaults(projectWrites.delete, {
    mutationFn: ({ id, ...operation }: ProjectDeletion) =>
      sentOnce(client, operation, {
        send: () =>
          deleteProject(id).then(
            () => true as const,
            (error: unknown) => {
              if (isNotFound(error)) return true as const
              throw error
            },
          ),
        find: () => readsNotFound(() => getProject(id)),
      }),
    onSuccess: async (_done, { id }) => {
      await client.invalidateQueries({ queryKey: projectQueries.lists() })
      client.removeQueries({ queryKey: projectQueries.detail(id).queryKey })
    },
  })
  // Debug tools: the server moves the demo projects under the patient.
  client.setMutationDefaults(projectWrites.demo, {
    mutationFn: ({ patientId }: DemoProjectsCreation) =>
      createDemoProjects(patientId),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: projectQueries.lists() }),
        client.invalidateQueries({ queryKey: projectQueries.demo().queryKey }),
      ]),
  })
}
