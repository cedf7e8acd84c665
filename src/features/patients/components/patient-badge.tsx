import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { clsx } from 'clsx'

import type { Patient } from '@/types/patient'

import styles from './patient-badge.module.css'

/** A generic profile's name on screen, in the interface's language (its `displayName` is the English one). */
export const GENERIC_PROFILE_NAME = msg({
  comment:
    'The name shown for a generic profile: an archive of reports made before a product upgrade',
  message: 'Generic profile',
})

export interface PatientBadgeProps {
  patient: Pick<Patient, 'displayName' | 'isGeneric'>
  size?: 'sm' | 'md'
}

/** The initial in a circle, drawn by the stylesheet so it is no part of the text of the controls it sits in (the name is written beside it). */
export function PatientBadge({ patient, size = 'md' }: PatientBadgeProps) {
  const { i18n } = useLingui()
  const name = patient.isGeneric
    ? i18n._(GENERIC_PROFILE_NAME)
    : patient.displayName
  return (
    <span
      className={clsx(
        styles.badge,
        styles[size],
        patient.isGeneric && styles.generic,
      )}
      data-initial={name.charAt(0).toUpperCase()}
      aria-hidden="true"
    />
  )
}
