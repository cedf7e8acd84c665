import { create } from 'zustand'

/**
 * The records a person picked for the next report, per project: what is
 * picked for one project is never picked for another, whichever project is
 * on screen when a note or an upload started for it finishes.
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

export const resetRecordSelection = () =>
  useRecordSelectionStore.setState(initialState)
