import type { Patient } from '@/types/patient'

import { RECORD_MESSAGES } from './record-messages'

const NOTE_REFUSALS = {
  generic:
    'Notes cannot be added to Generic Profiles. Please select a patient profile.',
  demo: 'Notes cannot be added to demo projects. Please create a new project.',
} as const

interface WriteContext {
  patient: Patient | null | undefined
  isReadOnlyProject: boolean
}

/** No notes for generic profiles or demo projects. */
export function noteRefusal({
  patient,
  isReadOnlyProject,
}: WriteContext): string | null {
  if (patient?.isGeneric) return NOTE_REFUSALS.generic
  if (isReadOnlyProject) return NOTE_REFUSALS.demo
  return null
}

/** No files for generic profiles or demo projects. */
export function uploadTargetRefusal({
  patient,
  isReadOnlyProject,
}: WriteContext): string | null {
  if (patient?.isGeneric) return RECORD_MESSAGES.uploadGeneric
  if (isReadOnlyProject) return RECORD_MESSAGES.uploadDemo
  return null
}

/** Why a batch of files cannot be uploaded at all; null when it can. */
export function uploadRefusal({
  isSignedIn,
  ...context
}: WriteContext & { isSignedIn: boolean }): string | null {
  if (!context.patient || !isSignedIn) return RECORD_MESSAGES.uploadAuth
  return uploadTargetRefusal(context)
}
