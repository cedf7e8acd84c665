import { msg } from '@lingui/core/macro'

import { i18n } from '@/i18n/i18n'
import type { Patient } from '@/types/patient'
import type { Project } from '@/types/project'

export const REPORT_MESSAGES = {
  locked: msg`This record is part of the project and cannot be unselected.`,
  noProject: msg`Please select a project before creating a report.`,
  noRecords: msg`Please select at least one record to create a report.`,
  generic: msg`Reports cannot be created for Generic Profiles. Please select a patient profile.`,
  demo: msg`Reports cannot be created for demo projects. Please create a new project.`,
  noToken: msg`Authentication token not found. Please log in again.`,
} as const

export interface ReportCreationContext {
  project: Project | null | undefined
  recordIds: readonly string[]
  patient: Patient | null | undefined
  isReadOnlyProject: boolean
  isSignedIn: boolean
}

/** What stops a report, checked in this order; null when it can be created. */
export function reportCreationProblem({
  project,
  recordIds,
  patient,
  isReadOnlyProject,
  isSignedIn,
}: ReportCreationContext): string | null {
  if (!project) return i18n._(REPORT_MESSAGES.noProject)
  if (!recordIds.length) return i18n._(REPORT_MESSAGES.noRecords)
  if (patient?.isGeneric) return i18n._(REPORT_MESSAGES.generic)
  if (isReadOnlyProject) return i18n._(REPORT_MESSAGES.demo)
  if (!isSignedIn) return i18n._(REPORT_MESSAGES.noToken)
  return null
}

/** The ids of the records that belong to the project, from every source that says so. */
export function projectRecordIds(
  projectId: string | null | undefined,
  sources: {
    projectRecords?: readonly { id: string }[]
    linkedIds?: readonly string[]
    patientRecords?: readonly { id: string; linkedProjects: string[] }[]
  },
): ReadonlySet<string> {
  if (!projectId) return new Set()
  return new Set([
    ...(sources.projectRecords ?? []).map((record) => record.id),
    ...(sources.linkedIds ?? []),
    ...(sources.patientRecords ?? [])
      .filter((record) => record.linkedProjects.includes(projectId))
      .map((record) => record.id),
  ])
}

export function deleteBlockedReason(
  record: { linkedProjects: readonly string[] },
  isSelected: boolean,
): string | null {
  if (record.linkedProjects.length)
    return i18n._(
      msg`This record is part of a project, so it cannot be deleted.`,
    )
  if (isSelected) return i18n._(msg`Unselect this record to delete it.`)
  return null
}
