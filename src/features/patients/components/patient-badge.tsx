import { clsx } from 'clsx'

import type { Patient } from '@/types/patient'

import styles from './patient-badge.module.css'

export interface PatientBadgeProps {
  patient: Pick<Patient, 'displayName' | 'isGeneric'>
  size?: 'sm' | 'md'
}

/** The patient's initial in a circle; decorative, the name is always written beside it. */
export function PatientBadge({ patient, size = 'md' }: PatientBadgeProps) {
  return (
    <span
      className={clsx(
        styles.badge,
        styles[size],
        patient.isGeneric && styles.generic,
      )}
      aria-hidden="true"
    >
      {patient.displayName.charAt(0).toUpperCase()}
    </span>
  )
}
