import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useLocation } from 'react-router-dom'

import { useWrite } from '@/api/outbox'
import {
  PATIENT_AUTH_ERRORS,
  patientWrites,
  type NewPatient,
} from '@/api/patients/mutations'
import { toPatientInput } from '@/api/patients/requests'
import { userQueries } from '@/api/users/queries'
import { Button } from '@/components/ui/button'
import { getUserClaims } from '@/lib/auth'
import type { Patient } from '@/types/patient'

import { useSwitchPatient } from '../hooks/use-switch-patient'
import { isOnboardingDismissed, onboardingDismissed } from '../utils/onboarding'
import { toastIfNotSent } from '../utils/patient-limits'
import { returnRouteRemembered } from '../utils/return-route'

import styles from './onboarding-card.module.css'
import { AddPatientDialog } from './patient-dialogs'

/** Welcomes a new user with a profile made from their account, to confirm or edit; either way the card goes and the app comes back to this page. */
export function OnboardingCard() {
  const { data: userId, isPending: isUserPending } = useQuery({
    ...userQueries.me(),
    select: (user) => user.id,
  })
  const location = useLocation()
  // One press, one patient: the card goes with the first.
  const create = useWrite<NewPatient, Patient>(patientWrites.create)
  const switchPatient = useSwitchPatient()
  const [wasDismissedNow, setWasDismissedNow] = useState(false)
  const [isEditing, setIsEditing] = useState(false)
  const titleId = useId()
  const name = getUserClaims()?.name?.trim() ?? ''
  // Typed names go into messages as elements: Trans would read markup in a string.
  const who = <bdi>{name}</bdi>

  // The flag is per user, so it can be read only once the user is known.
  const isDismissed =
    isUserPending || wasDismissedNow || isOnboardingDismissed(userId)
  if (isDismissed && !isEditing) return null

  const cardDismissed = () => {
    returnRouteRemembered(location.pathname)
    onboardingDismissed(userId)
    setWasDismissedNow(true)
  }

  const handleConfirm = () => {
    cardDismissed()
    create.send(
      { userId, input: toPatientInput(name, null) },
      {
        onSuccess: (patient) => void switchPatient(patient.id),
        onError: toastIfNotSent(PATIENT_AUTH_ERRORS.create),
      },
    )
  }

  const handleEdit = () => {
    cardDismissed()
    setIsEditing(true)
  }

  return (
    <>
      {isDismissed ? null : (
        <section className={styles.card} aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.title}>
            <Trans>Welcome! {who}</Trans>
          </h2>
          <p className={styles.text}>
            <Trans>
              We created a patient profile for you from your account. Confirm it
              to get started, or edit the details first.
            </Trans>
          </p>
          <div className={styles.actions}>
            <Button size="sm" onClick={handleConfirm}>
              <Trans>Confirm Profile</Trans>
            </Button>
            <Button size="sm" variant="secondary" onClick={handleEdit}>
              <Trans>Edit Details</Trans>
            </Button>
          </div>
        </section>
      )}
      <AddPatientDialog
        open={isEditing}
        onOpenChange={setIsEditing}
        initialName={name}
        onCreated={(patient) => {
          setIsEditing(false)
          void switchPatient(patient.id)
        }}
      />
    </>
  )
}
