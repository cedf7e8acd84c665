import { Info } from 'lucide-react'

import { useActivePatient } from '@/api/patients/queries'
import { IconButton } from '@/components/ui/icon-button'
import { Tooltip } from '@/components/ui/tooltip'

import { PatientBadge } from './patient-badge'
import styles from './patient-display.module.css'

export function PatientDisplay() {
  const patient = useActivePatient()
  if (!patient) return null
  return (
    <div className={styles.display}>
      <PatientBadge patient={patient} size="sm" />
      <span className={styles.text}>
        Patient: <strong>{patient.displayName}</strong>
      </span>
      <Tooltip content="Answers are personalized to the selected patient. You can change profiles in the left panel.">
        <IconButton
          label="About the selected patient"
          icon={<Info aria-hidden="true" />}
          size="sm"
        />
      </Tooltip>
    </div>
  )
}
