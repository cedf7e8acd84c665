import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import { i18n } from '@/i18n/i18n'
import type { Patient } from '@/types/patient'

import { RECORD_MESSAGES } from './record-messages'

interface WriteContext {
  patient: Patient | null | undefined
  isReadOnlyProject: boolean
}

/** Nothing is added to generic profiles or demo projects. */
const refusal =
  (generic: MessageDescriptor, demo: MessageDescriptor) =>
  ({ patient, isReadOnlyProject }: WriteContext): string | null =>
    patient?.isGeneric
      ? i18n._(generic)
      : isReadOnlyProject
        ? i18n._(demo)
        : null

export const noteRefusal = refusal(
  msg`Notes cannot be added to Generic Profiles. Please select a patient profile.`,
  msg`Notes cannot be added to demo projects. Please create a new project.`,
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
  if (!context.patient || !isSignedIn) return i18n._(RECORD_MESSAGES.uploadAuth)
  return uploadTargetRefusal(context)
}
