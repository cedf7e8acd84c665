/** SPEC.md §3: the only keys the app may keep in local storage. */
export const ALLOWED_LOCAL_KEYS = [
  /^activePatientId$/,
  /^patientCreationReturnRoute$/,
  /^patient_onboarding_dismissed(_.+)?$/,
  /^walkthrough_seen_(pots|mammogram)$/,
]
