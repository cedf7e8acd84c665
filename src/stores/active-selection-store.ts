import { create } from 'zustand'

import { lastActivePatient } from './last-active-patient'
import { panelsOfOtherProjectsClosed } from './panels-store'

/**
 * The patient and project on screen. They change on a person's action
 * (switching patient, picking a project, opening a report) or in a route's
 * loader, never because a background fetch answered.
 */
interface ActiveSelection {
  patientId: string | null
  projectId: string | null
}

const initialState = (): ActiveSelection => ({
  patientId: lastActivePatient.read(),
  projectId: null,
})

const useActiveSelectionStore = create<ActiveSelection>()(initialState)

export const useActivePatientId = () =>
  useActiveSelectionStore((s) => s.patientId)
export const useActiveProjectId = () =>
  useActiveSelectionStore((s) => s.projectId)

export const getActiveSelection = () => useActiveSelectionStore.getState()

/** Calls `listener` with the project left each time the active project changes. */
export const onProjectLeft = (listener: (projectId: string) => void) =>
  useActiveSelectionStore.subscribe((state, previous) => {
    if (previous.projectId && state.projectId !== previous.projectId)
      listener(previous.projectId)
  })

/** Makes a patient active and remembers it; the active project starts over. */
export function patientActivated(patientId: string | null) {
  // Without storage the choice still holds for this visit.
  lastActivePatient.remember(patientId)
  const { patientId: current } = useActiveSelectionStore.getState()
  if (current === patientId) return
  useActiveSelectionStore.setState({ patientId, projectId: null })
}

/**
 * Makes a project active (and its patient, when given). The panels of
 * other projects close.
 */
export function projectActivated(
  projectId: string | null,
  patientId?: string | null,
) {
  const state = useActiveSelectionStore.getState()
  if (patientId !== undefined && patientId !== state.patientId)
    patientActivated(patientId)
  if (projectId) panelsOfOtherProjectsClosed(projectId)
  if (useActiveSelectionStore.getState().projectId === projectId) return
  useActiveSelectionStore.setState({ projectId })
}

/** Signing out forgets the selection but keeps the stored last-active patient. */
export const resetActiveSelection = () =>
  useActiveSelectionStore.setState(initialState())
