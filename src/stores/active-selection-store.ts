import { create } from 'zustand'

import { storePart } from '@/lib/app-state'

import { lastActivePatient } from './last-active-patient'
import { panelsOfOtherProjectsClosed } from './panels-store'
import { projectLeft } from './record-picks-store'

/**
 * The patient and project chosen. They change on a person's action
 * (switching patient, picking a project, opening a report) or in a route's
 * loader, never because a background fetch answered. The patient on
 * screen is the active project's, once its details say whose it is
 * (`useActivePatientId`, api/projects/queries.ts).
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
storePart(useActiveSelectionStore, { initial: initialState })

export const useChosenPatientId = () =>
  useActiveSelectionStore((s) => s.patientId)
export const useActiveProjectId = () =>
  useActiveSelectionStore((s) => s.projectId)

export const getActiveSelection = () => useActiveSelectionStore.getState()

/** The active project changes: the picks for the one left go with it. */
function projectChanged(projectId: string | null) {
  const left = useActiveSelectionStore.getState().projectId
  if (left === projectId) return
  if (left) projectLeft(left)
  useActiveSelectionStore.setState({ projectId })
}

/** Makes a patient active and remembers it; the active project starts over. */
export function patientActivated(patientId: string | null) {
  // Without storage the choice still holds for this visit.
  lastActivePatient.remember(patientId)
  const { patientId: current } = useActiveSelectionStore.getState()
  if (current === patientId) return
  projectChanged(null)
  useActiveSelectionStore.setState({ patientId })
}

/**
 * Makes a project active (and its patient, when given). The panels of
 * other projects close, and the records picked for the project left.
 */
export function projectActivated(
  projectId: string | null,
  patientId?: string | null,
) {
  const state = useActiveSelectionStore.getState()
  if (patientId !== undefined && patientId !== state.patientId)
    patientActivated(patientId)
  if (projectId) panelsOfOtherProjectsClosed(projectId)
  projectChanged(projectId)
}

/** A new visit: nothing is chosen yet but the patient last active, remembered. */
export const resetActiveSelection = () =>
  useActiveSelectionStore.setState(initialState())
