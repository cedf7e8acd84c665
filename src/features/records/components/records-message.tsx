import { Trans, useLingui } from '@lingui/react/macro'
import { UserPlus } from 'lucide-react'
import { useId, type ReactNode } from 'react'

import { Button } from '@/components/ui/button'

import styles from './records-message.module.css'

export interface RecordsMessageProps {
  onAddPatient: () => void
}

function AddPatientMessage({
  heading,
  children,
  onAddPatient,
}: RecordsMessageProps & { heading: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section className={styles.message} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {children}
      <Button onClick={onAddPatient}>
        <UserPlus aria-hidden="true" />
        <Trans>Add New Patient</Trans>
      </Button>
    </section>
  )
}

/** Analyze My Health works on a patient's records, so it needs an active patient. */
export function NoPatientMessage({ onAddPatient }: RecordsMessageProps) {
  const { t } = useLingui()
  return (
    <AddPatientMessage
      heading={t`Add a patient to analyze health records`}
      onAddPatient={onAddPatient}
    >
      <p>
        <Trans>
          Health reports are made from one person&apos;s records. Add a patient
          profile for yourself or for the person you care for, then add their
          records here.
        </Trans>
      </p>
    </AddPatientMessage>
  )
}

/** A Generic Profile is an archive; records and reports need a patient profile. */
export function GenericProfileMessage({ onAddPatient }: RecordsMessageProps) {
  const { t } = useLingui()
  return (
    <AddPatientMessage
      heading={t`To create or update a health report, select a patient profile.`}
      onAddPatient={onAddPatient}
    >
      <p>
        <Trans>
          Generic Profiles keep the reports that were made before a product
          upgrade, as an archive. They cannot hold new records or reports.
        </Trans>
      </p>
      <p>
        <Trans>
          Add a patient profile for the person the reports are about, or choose
          an existing patient in the left panel.
        </Trans>
      </p>
    </AddPatientMessage>
  )
}
