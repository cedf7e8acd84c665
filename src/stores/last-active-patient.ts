import { localStore } from '@/lib/storage'

/** The one key that remembers the last active patient, across visits. */
const KEY = 'activePatientId'

/**
 * The patient last active, remembered in the browser: the active selection
 * starts from it (active-selection-store.ts), and start-up reads their
 * projects early (src/startup/first-reads.ts).
 */
export const lastActivePatient = {
  read: () => localStore.read(KEY),
  remember: (patientId: string | null) => {
    if (patientId) localStore.write(KEY, patientId)
    else localStore.remove(KEY)
  },
}
