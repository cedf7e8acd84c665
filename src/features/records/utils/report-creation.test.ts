// @vitest-environment node
import type { Patient } from '@/types/patient'
import type { Project } from '@/types/project'

import {
  deleteBlockedReason,
  projectRecordIds,
  reportCreationProblem,
  type ReportCreationContext,
} from './report-creation'

const patient = { id: 'pat_1', isGeneric: false } as Patient
const project = { id: 'prj_1', records: [] } as unknown as Project
const ready: ReportCreationContext = {
  project,
  recordIds: ['rec_1'],
  patient,
  isReadOnlyProject: false,
  isSignedIn: true,
}

test('report creation checks project, records, patient, demo project and token, in that order', () => {
  expect(reportCreationProblem(ready)).toBeNull()
  const everythingWrong: ReportCreationContext = {
    project: undefined,
    recordIds: [],
    patient: { ...patient, isGeneric: true },
    isReadOnlyProject: true,
    isSignedIn: false,
  }
  expect(reportCreationProblem(everythingWrong)).toBe(
    'Please select a project before creating a report.',
  )
  expect(reportCreationProblem({ ...everythingWrong, project })).toBe(
    'Please select at least one record to create a report.',
  )
  expect(
    reportCreationProblem({ ...everythingWrong, project, recordIds: ['r'] }),
  ).toBe(
    'Reports cannot be created for Generic Profiles. Please select a patient profile.',
  )
  expect(
    reportCreationProblem({
      ...everythingWrong,
      project,
      recordIds: ['r'],
      patient,
    }),
  ).toBe(
    'Reports cannot be created for demo projects. Please create a new project.',
  )
  expect(reportCreationProblem({ ...ready, isSignedIn: false })).toBe(
    'Authentication token not found. Please log in again.',
  )
})

test('project records come from the project list, the project and the records’ links', () => {
  expect(
    [
      ...projectRecordIds('prj_1', {
        projectRecords: [{ id: 'a' }],
        linkedIds: ['b'],
        patientRecords: [
          { id: 'c', linkedProjects: ['prj_1'] },
          { id: 'd', linkedProjects: ['prj_2'] },
        ],
      }),
    ].sort(),
  ).toEqual(['a', 'b', 'c'])
  expect(projectRecordIds(null, { linkedIds: ['b'] }).size).toBe(0)
})

test('a record can be deleted only when unselected and linked to no project', () => {
  expect(deleteBlockedReason({ linkedProjects: [] }, false)).toBeNull()
  expect(deleteBlockedReason({ linkedProjects: [] }, true)).toBe(
    'Unselect this record to delete it.',
  )
  expect(deleteBlockedReason({ linkedProjects: ['prj_1'] }, false)).toBe(
    'This record is part of a project, so it cannot be deleted.',
  )
})
