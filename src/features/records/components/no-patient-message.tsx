import { UserPlus } from 'lucide-react'

import { Button } from '@/components/ui/button'

import styles from './records-message.module.css'

export interface NoPatientMessageProps {
  onAddPatient: () => void
}

/** Analyze My Health works on a patient's records, so it needs an active patient. */
export function NoPatientMessage({ onAddPatient }: NoPatientMessageProps) {
  return (
    <section className={styles.message} aria-labelledby="no-patient-heading">
      <h2 id="no-patient-heading" className={styles.heading}>
        Add a patient to analyze health records
      </h2>
      <p>
        Health reports are made from one person&apos;s records. Add a patient
        profile for yourself or for the person you care for, then add their
        records here.
      </p>
      <Button onClick={onAddPatient}>
        <UserPlus aria-hidden="true" />
        Add New Patient
      </Button>
    </section>
  )
}
