import type { Patient } from '@/types/patient'

import { RECORD_MESSAGES } from './record-messages'

interface WriteContext {
  patient: Patient | null | undefined
  isReadOnlyProject: boolean
}

/** Nothing is added to generic profiles or demo projects. */
const refusal =
  (generic: string, demo: string) =>
  ({ patient, isReadOnlyProject }: WriteContext): string | null =>
    patient?.isGeneric ? generic : isReadOnlyProject ? demo : null

export const noteRefusal = refusal(
  'Notes cannot be added to Generic Profiles. Please select a patient profile.',
  'Notes cannot be added to demo projects. Please create a new project.',
)

export const uploadTargetRefusal = refusal(
  RECORD_MESSAGES.uploadGeneric,
  RECORD_MESSAGES.uploadDemo,
)

/** Why a batch of files cannot be uploaded at all; null when it can. */
export function uploadRefusal({
  isSignedIn,
  ...context
}: WriteContext & { isSignedIn: boolean }): string | null {
  if (!context.patient || !isSignedIn) return RECORD_MESSAGES.uploadAuth
  return uploadTargetRefusal(context)
}
