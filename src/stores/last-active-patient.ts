import { localStore } from '@/lib/storage'

const KEY = 'activePatientId'

/** The patient last active, across visits: the active selection starts from it, and start-up reads their projects. */
export const lastActivePatient = {
  read: () => localStore.read(KEY),
  remember: (patientId: string | null) => {
    if (patientId) localStore.write(KEY, patientId)
    else localStore.remove(KEY)
  },
}
