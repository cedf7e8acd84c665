import { create } from 'zustand'

import { onProjectLeft } from '@/stores/active-selection-store'

/**
 * The records a person picked for the next report, per project: what is
 * picked for one project is never picked for another, whichever project is
 * on screen when a note or an upload started for it finishes. Changing the
 * active project clears the picks of the project left.
 */
interface RecordSelection {
  pickedByProject: Readonly<Record<string, readonly string[]>>
}

const initialState: RecordSelection = { pickedByProject: {} }
const NONE: readonly string[] = []

const useRecordSelectionStore = create<RecordSelection>()(() => initialState)

export const usePickedRecordIds = (projectId: string | null | undefined) =>
  useRecordSelectionStore((s) =>
    projectId ? (s.pickedByProject[projectId] ?? NONE) : NONE,
  )

export const getPickedRecordIds = (projectId: string) =>
  useRecordSelectionStore.getState().pickedByProject[projectId] ?? NONE

/** Records picked for a project's report: by hand, or added there as notes and files. */
export function recordsPicked(projectId: string, recordIds: readonly string[]) {
  useRecordSelectionStore.setState((s) => ({
    pickedByProject: {
      ...s.pickedByProject,
      [projectId]: [
        ...new Set([...(s.pickedByProject[projectId] ?? NONE), ...recordIds]),
      ],
    },
  }))
}

export function recordUnpicked(projectId: string, recordId: string) {
  useRecordSelectionStore.setState((s) => ({
    pickedByProject: {
      ...s.pickedByProject,
      [projectId]: (s.pickedByProject[projectId] ?? NONE).filter(
        (id) => id !== recordId,
      ),
    },
  }))
}

/** A deleted record is picked nowhere. */
export function recordDropped(recordId: string) {
  useRecordSelectionStore.setState((s) => ({
    pickedByProject: Object.fromEntries(
      Object.entries(s.pickedByProject).map(([projectId, picked]) => [
        projectId,
        picked.filter((id) => id !== recordId),
      ]),
    ),
  }))
}

onProjectLeft((projectId) => {
  useRecordSelectionStore.setState((s) => {
    const { [projectId]: _left, ...others } = s.pickedByProject
    return { pickedByProject: others }
  })
})

export const resetRecordSelection = () =>
  useRecordSelectionStore.setState(initialState)
