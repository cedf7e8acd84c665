import { create } from 'zustand'

import { storePart } from '@/lib/app-state'
import { getUserClaims } from '@/lib/auth'
import { draftKey, readDraft, saveDraft } from '@/lib/drafts'

/** The records picked for each project's next report, kept with the drafts (a logout forgets them). */
type Picks = Readonly<Record<string, readonly string[]>>

const initialState = { pickedByProject: {} as Picks }
const NONE: readonly string[] = []

const useRecordSelectionStore = create(() => initialState)
storePart(useRecordSelectionStore)

const picksKey = (userId: string) => draftKey(userId, 'all', 'record-picks')

/** Changes the picks and keeps them for the signed-in user. */
function update(change: (picked: Picks) => Picks) {
  useRecordSelectionStore.setState((s) => ({
    pickedByProject: change(s.pickedByProject),
  }))
  const userId = getUserClaims()?.sub
  if (!userId) return
  const kept: Record<string, string[]> = {}
  const { pickedByProject } = useRecordSelectionStore.getState()
  for (const [projectId, picked] of Object.entries(pickedByProject))
    if (picked.length) kept[projectId] = [...picked]
  saveDraft(picksKey(userId), Object.keys(kept).length ? kept : undefined)
}

export const usePickedRecordIds = (projectId: string | null | undefined) =>
  useRecordSelectionStore((s) =>
    projectId ? (s.pickedByProject[projectId] ?? NONE) : NONE,
  )

export const getPickedRecordIds = (projectId: string) =>
  useRecordSelectionStore.getState().pickedByProject[projectId] ?? NONE

export function recordsPicked(projectId: string, recordIds: readonly string[]) {
  update((picked) => ({
    ...picked,
    [projectId]: [...new Set([...(picked[projectId] ?? NONE), ...recordIds])],
  }))
}

export function recordUnpicked(projectId: string, recordId: string) {
  update((picked) => ({
    ...picked,
    [projectId]: (picked[projectId] ?? NONE).filter((id) => id !== recordId),
  }))
}

export function recordDropped(recordId: string) {
  update((picked) =>
    Object.fromEntries(
      Object.entries(picked).map(([projectId, ids]) => [
        projectId,
        ids.filter((id) => id !== recordId),
      ]),
    ),
  )
}

export function projectLeft(projectId: string) {
  update(({ [projectId]: _left, ...others }) => others)
}

/** The picks kept for `userId` come back (at sign-in). */
export function restoreRecordPicks(userId: string) {
  useRecordSelectionStore.setState({
    // What does not read as lists of ids (an older shape) brings none.
    pickedByProject: Object.fromEntries(
      Object.entries(
        readDraft<Record<string, unknown>>(picksKey(userId)) ?? {},
      ).filter(
        (entry): entry is [string, string[]] =>
          Array.isArray(entry[1]) &&
          entry[1].every((id) => typeof id === 'string'),
      ),
    ),
  })
}

/** Forgets the picks on screen; those kept stay for `restoreRecordPicks`. */
export const resetRecordSelection = () =>
  useRecordSelectionStore.setState(initialState)
