const encode = encodeURIComponent

/** The id of the records step's Add Records section, which 'Add file' links to. */
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
  /** After choosing or creating a project the user lands here (trailing slash included). */
  projectRecords: (projectId: string) =>
    `/project/${encode(projectId)}/records/`,
  /** The records step at its Add Records section, on the Files tab. */
  projectRecordsAddFile: (projectId: string) =>
    `/project/${encode(projectId)}/records/#${ADD_RECORDS_ANCHOR}`,
  projectRecordsSelect: (projectId: string) =>
    `/project/${encode(projectId)}/records/select`,
  projectReportDetail: (projectId: string) => `/project/${encode(projectId)}`,
  reportDetail: (analysisId: string) =>
    `/report/analyses/${encode(analysisId)}`,
  devLoading: () => '/dev/loading',
} as const

/** Route patterns, by route name. */
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
