import { create } from 'zustand'

/** SPEC.md §3: the one key that remembers the last active patient. */
export const ACTIVE_PATIENT_KEY = 'activePatientId'

interface ActiveSelection {
  patientId: string | null
  projectId: string | null
  /** Records chosen for the next report of the active project. */
  selectedRecordIds: string[]
}

const readStoredPatientId = () => {
  try {
    return localStorage.getItem(ACTIVE_PATIENT_KEY)
  } catch {
    return null
  }
}

const initialState = (): ActiveSelection => ({
  patientId: readStoredPatientId(),
  projectId: null,
  selectedRecordIds: [],
})

const useActiveSelectionStore = create<ActiveSelection>()(initialState)

export const useActivePatientId = () =>
  useActiveSelectionStore((s) => s.patientId)
export const useActiveProjectId = () =>
  useActiveSelectionStore((s) => s.projectId)
export const useSelectedRecordIds = () =>
  useActiveSelectionStore((s) => s.selectedRecordIds)

export const getActiveSelection = () => useActiveSelectionStore.getState()

/** Makes a patient active and remembers it; the active project and record selection start over. */
export function patientActivated(patientId: string | null) {
  try {
    if (patientId) localStorage.setItem(ACTIVE_PATIENT_KEY, patientId)
    else localStorage.removeItem(ACTIVE_PATIENT_KEY)
  } catch {
    // Storage can be unavailable (private mode); the choice still holds for this visit.
  }
  const { patientId: current } = useActiveSelectionStore.getState()
  if (current === patientId) return
  useActiveSelectionStore.setState({
    patientId,
    projectId: null,
    selectedRecordIds: [],
  })
}

/** Makes a project active (and its patient, when given). A new project clears the record selection. */
export function projectActivated(
  projectId: string | null,
  patientId?: string | null,
) {
  const state = useActiveSelectionStore.getState()
  if (patientId !== undefined && patientId !== state.patientId)
    patientActivated(patientId)
  if (useActiveSelectionStore.getState().projectId === projectId) return
  useActiveSelectionStore.setState({ projectId, selectedRecordIds: [] })
}

export function recordSelectionChanged(selectedRecordIds: string[]) {
  useActiveSelectionStore.setState({ selectedRecordIds })
}

/** Signing out forgets the selection but keeps the stored last-active patient. */
export const resetActiveSelection = () =>
  useActiveSelectionStore.setState(initialState())
