/** The onboarding flag is always false, so the welcome card is never shown. */
export const IS_ONBOARDING_ENABLED = false

/** One flag per user, or a shared one when the user id is unknown. */
const onboardingDismissedKey = (userId: string | null | undefined) =>
  userId
    ? `patient_onboarding_dismissed_${userId}`
    : 'patient_onboarding_dismissed'

export function isOnboardingDismissed(
  userId: string | null | undefined,
): boolean {
  try {
    return localStorage.getItem(onboardingDismissedKey(userId)) === 'true'
  } catch {
    return false
  }
}

export function onboardingDismissed(userId: string | null | undefined): void {
  try {
    localStorage.setItem(onboardingDismissedKey(userId), 'true')
  } catch {
    // Without storage the card may show again on the next visit; nothing breaks.
  }
}
