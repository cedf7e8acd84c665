import type { AnalysisType } from '@/types/analysis'

const segment = (id: string) => encodeURIComponent(id)

/**
 * The API's addresses that both the app and its start-up read
 * (src/startup/first-reads.ts): one spelling, so an answer read early is
 * found under the path the app asks for. Ids are percent-encoded.
 */
export const apiPaths = {
  currentUser: () => '/users/me',
  patients: (userId: string) => `/users/${segment(userId)}/patients`,
  patientProjects: (patientId: string) =>
    `/patients/${segment(patientId)}/projects`,
  demoProjects: () => '/users/me/demo_projects',
  project: (projectId: string) => `/projects/${segment(projectId)}`,
  analysis: (type: AnalysisType, analysisId: string) =>
    `/analysis/${type === 'REPORT' ? 'report' : 'question'}/${segment(analysisId)}`,
}
