import type { AnalysisType } from '@/types/analysis'

const segment = (id: string) => encodeURIComponent(id)

/** Addresses both the app and start-up read (src/startup/first-reads.ts): one spelling, so early answers are found. */
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
