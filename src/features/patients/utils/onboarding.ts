import { localStore } from '@/lib/storage'

/** The onboarding flag is always false, so the welcome card is never shown. */
export const IS_ONBOARDING_ENABLED = false

/** One flag per user, or a shared one when the user id is unknown. */
const onboardingDismissedKey = (userId: string | null | undefined) =>
  userId
    ? `patient_onboarding_dismissed_${userId}`
    : 'patient_onboarding_dismissed'

export const isOnboardingDismissed = (userId: string | null | undefined) =>
  localStore.read(onboardingDismissedKey(userId)) === 'true'

export const onboardingDismissed = (userId: string | null | undefined) =>
  localStore.write(onboardingDismissedKey(userId), 'true')
