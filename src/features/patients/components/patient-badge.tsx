import { clsx } from 'clsx'

import type { Patient } from '@/types/patient'

import styles from './patient-badge.module.css'

export interface PatientBadgeProps {
  patient: Pick<Patient, 'displayName' | 'isGeneric'>
  size?: 'sm' | 'md'
}

/**
 * The patient's initial in a circle: a picture, not text. The name is
 * always written beside it, so the controls it sits in are named by what
 * they say (the letter is drawn by the stylesheet, not part of their text).
 */
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
