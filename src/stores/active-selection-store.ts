import { create } from 'zustand'

import { storePart } from '@/lib/app-state'

import { lastActivePatient } from './last-active-patient'
import { panelsOfOtherProjectsClosed } from './panels-store'
import { projectLeft } from './record-picks-store'

/** Chosen by a person or a route's loader, never by a background fetch; the patient on screen is derived. */
const initialState = () => ({
  patientId: lastActivePatient.read(),
  projectId: null as string | null,
})

const useActiveSelectionStore = create(initialState)
storePart(useActiveSelectionStore, { initial: initialState })

export const useChosenPatientId = () =>
  useActiveSelectionStore((s) => s.patientId)
export const useActiveProjectId = () =>
  useActiveSelectionStore((s) => s.projectId)

export const getActiveSelection = () => useActiveSelectionStore.getState()

/** The picks for the project left go with it. */
function projectChanged(projectId: string | null) {
  const left = useActiveSelectionStore.getState().projectId
  if (left === projectId) return
  if (left) projectLeft(left)
  useActiveSelectionStore.setState({ projectId })
}

/** Makes a patient active and remembers it; the active project starts over. */
export function patientActivated(patientId: string | null) {
  lastActivePatient.remember(patientId)
  const { patientId: current } = useActiveSelectionStore.getState()
  if (current === patientId) return
  projectChanged(null)
  useActiveSelectionStore.setState({ patientId })
}

/** Makes a project active (and its patient, when given); the panels of other projects close. */
export function projectActivated(
  projectId: string | null,
  patientId?: string | null,
) {
  const current = useActiveSelectionStore.getState().patientId
  if (patientId !== undefined && patientId !== current)
    patientActivated(patientId)
  if (projectId) panelsOfOtherProjectsClosed(projectId)
  projectChanged(projectId)
}

/** A new visit: only the patient last active is chosen. */
export const resetActiveSelection = () =>
  useActiveSelectionStore.setState(initialState())
