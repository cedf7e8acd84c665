import { UserPlus } from 'lucide-react'

import { Button } from '@/components/ui/button'

import styles from './records-message.module.css'

const GENERIC_PROFILE_MESSAGE =
  'To create or update a health report, select a patient profile.'

export interface GenericProfileMessageProps {
  onAddPatient: () => void
}

/** A Generic Profile is an archive; records and reports need a patient profile. */
export function GenericProfileMessage({
  onAddPatient,
}: GenericProfileMessageProps) {
  return (
    <section
      className={styles.message}
      aria-labelledby="generic-profile-heading"
    >
      <h2 id="generic-profile-heading" className={styles.heading}>
        {GENERIC_PROFILE_MESSAGE}
      </h2>
      <p>
        Generic Profiles keep the reports that were made before a product
        upgrade, as an archive. They cannot hold new records or reports.
      </p>
      <p>
        Add a patient profile for the person the reports are about, or choose an
        existing patient in the left panel.
      </p>
      <Button onClick={onAddPatient}>
        <UserPlus aria-hidden="true" />
        Add New Patient
      </Button>
    </section>
  )
}
