import { queryOptions } from '@tanstack/react-query'

import { getPatientRecords, getProjectRecords } from './records'

export const recordQueries = {
  all: () => ['records'] as const,
  patientLists: () => [...recordQueries.all(), 'patient'] as const,
  patientList: (patientId: string) =>
    queryOptions({
      queryKey: [...recordQueries.patientLists(), patientId],
      queryFn: ({ signal }) => getPatientRecords(patientId, { signal }),
    }),
  projectLists: () => [...recordQueries.all(), 'project'] as const,
  projectList: (projectId: string) =>
    queryOptions({
      queryKey: [...recordQueries.projectLists(), projectId],
      queryFn: ({ signal }) => getProjectRecords(projectId, { signal }),
    }),
}
