import { Trans, useLingui } from '@lingui/react/macro'
import { Info } from 'lucide-react'

import { useActivePatient } from '@/api/patients/queries'
import { IconButton } from '@/components/ui/icon-button'
import { Tooltip } from '@/components/ui/tooltip'

import { GENERIC_PROFILE_NAME, PatientBadge } from './patient-badge'
import styles from './patient-display.module.css'

export function PatientDisplay() {
  const { t, i18n } = useLingui()
  const patient = useActivePatient()
  if (!patient) return null
  const name = patient.isGeneric
    ? i18n._(GENERIC_PROFILE_NAME)
    : patient.displayName
  // An element, not a string: Trans would read markup in a typed name.
  const patientName = (
    <strong>
      <bdi>{name}</bdi>
    </strong>
  )
  return (
    <div className={styles.display}>
      <PatientBadge patient={patient} size="sm" />
      <span className={styles.text}>
        <Trans comment="Whose records and answers these are; {patientName} is the active patient’s name">
          Patient: {patientName}
        </Trans>
      </span>
      <Tooltip
        content={t`Answers are personalized to the selected patient. You can change profiles in the left panel.`}
      >
        <IconButton
          label={t`About the selected patient`}
          icon={<Info aria-hidden="true" />}
          size="sm"
        />
      </Tooltip>
    </div>
  )
}
