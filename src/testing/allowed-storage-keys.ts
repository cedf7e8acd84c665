/** The only keys the app may keep in local storage (docs/product/sign-in-and-session.md#browser-storage). */
export const ALLOWED_LOCAL_KEYS = [
  /^activePatientId$/,
  /^displaySettings$/,
  /^interfaceLanguage$/,
  /^patientCreationReturnRoute$/,
  /^patient_onboarding_dismissed(_.+)?$/,
  /^walkthrough_seen_(pots|mammogram)$/,
]
