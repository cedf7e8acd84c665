import { clsx } from 'clsx'

import type { Patient } from '@/types/patient'

import styles from './patient-badge.module.css'

export interface PatientBadgeProps {
  patient: Pick<Patient, 'displayName' | 'isGeneric'>
  size?: 'sm' | 'md'
}

/** The initial in a circle, drawn by the stylesheet so it is no part of the text of the controls it sits in (the name is written beside it). */
export function PatientBadge({ patient, size = 'md' }: PatientBadgeProps) {
  return (
    <span
      className={clsx(
        styles.badge,
        styles[size],
        patient.isGeneric && styles.generic,
      )}
      data-initial={patient.displayName.charAt(0).toUpperCase()}
      aria-hidden="true"
    />
  )
}
