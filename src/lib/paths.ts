const encode = encodeURIComponent

export const ADD_RECORDS_ANCHOR = 'add-records'

/** Every route pattern (docs/product/layout-and-navigation.md#routes), and an href builder for each. */
export const paths = {
  index: () => '/',
  secured: () => '/secured',
  records: () => '/records',
  recordsSelect: () => '/records/select',
  questions: () => '/questions',
  projectQuestions: (projectId: string) =>
    `/project/${encode(projectId)}/questions`,
  projectRecords: (projectId: string) =>
    `/project/${encode(projectId)}/records/`,
  projectRecordsAddFile: (projectId: string) =>
    `/project/${encode(projectId)}/records/#${ADD_RECORDS_ANCHOR}`,
  projectRecordsSelect: (projectId: string) =>
    `/project/${encode(projectId)}/records/select`,
  projectReportDetail: (projectId: string) => `/project/${encode(projectId)}`,
  reportDetail: (analysisId: string) =>
    `/report/analyses/${encode(analysisId)}`,
  devLoading: () => '/dev/loading',
} as const

export const routePatterns = {
  Index: '/',
  Secured: '/secured',
  /** With `/select` the records step opens; any other sub-path is unknown. */
  Records: '/records/select?',
  Questions: '/questions',
  ProjectQuestions: '/project/:projectId/questions',
  ProjectRecords: '/project/:projectId/records/select?',
  ProjectReportDetail: '/project/:projectId',
  AnalysisReportDetail: '/report/analyses/:id',
  DevLoading: '/dev/loading',
} as const
