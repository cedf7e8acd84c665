import { create } from 'zustand'

import { storePart } from '@/lib/app-state'
import { getUserClaims } from '@/lib/auth'
import { draftKey, readDraft, saveDraft } from '@/lib/drafts'

/**
 * The records a person picked for the next report, per project: what is
 * picked for one project is never picked for another, whichever project is
 * on screen when a note or an upload started for it finishes. Changing the
 * active project clears the picks of the project left.
 *
 * The picks are kept with the person's drafts (`lib/drafts.ts`): a reload,
 * or a session that ended and its sign-in round trip, finds them picked
 * again (`restoreRecordPicks`); a logout forgets them.
 */
interface RecordSelection {
  pickedByProject: Readonly<Record<string, readonly string[]>>
}

const initialState: RecordSelection = { pickedByProject: {} }
const NONE: readonly string[] = []

const useRecordSelectionStore = create<RecordSelection>()(() => initialState)
storePart(useRecordSelectionStore)

/** Kept as a draft of the user about no one patient. */
const picksKey = (userId: string) => draftKey(userId, 'all', 'record-picks')

/** Changes the picks and keeps them for the signed-in user. */
function update(
  change: (picked: RecordSelection['pickedByProject']) => RecordSelection,
) {
  useRecordSelectionStore.setState((s) => change(s.pickedByProject))
  const userId = getUserClaims()?.sub
  if (!userId) return
  const kept: Record<string, string[]> = {}
  const { pickedByProject } = useRecordSelectionStore.getState()
  for (const [projectId, picked] of Object.entries(pickedByProject)) {
    if (picked.length) kept[projectId] = [...picked]
  }
  saveDraft(picksKey(userId), Object.keys(kept).length ? kept : undefined)
}

export const usePickedRecordIds = (projectId: string | null | undefined) =>
  useRecordSelectionStore((s) =>
    projectId ? (s.pickedByProject[projectId] ?? NONE) : NONE,
  )

export const getPickedRecordIds = (projectId: string) =>
  useRecordSelectionStore.getState().pickedByProject[projectId] ?? NONE

/** Records picked for a project's report: by hand, or added there as notes and files. */
export function recordsPicked(projectId: string, recordIds: readonly string[]) {
  update((picked) => ({
    pickedByProject: {
      ...picked,
      [projectId]: [...new Set([...(picked[projectId] ?? NONE), ...recordIds])],
    },
  }))
}

export function recordUnpicked(projectId: string, recordId: string) {
  update((picked) => ({
    pickedByProject: {
      ...picked,
      [projectId]: (picked[projectId] ?? NONE).filter((id) => id !== recordId),
    },
  }))
}

/** A deleted record is picked nowhere. */
export function recordDropped(recordId: string) {
  update((picked) => ({
    pickedByProject: Object.fromEntries(
      Object.entries(picked).map(([projectId, ids]) => [
        projectId,
        ids.filter((id) => id !== recordId),
      ]),
    ),
  }))
}

/** The active project changed: the picks of the project left go. */
export function projectLeft(projectId: string) {
  update(({ [projectId]: _left, ...others }) => ({ pickedByProject: others }))
}

/** The picks kept for `userId` come back (at sign-in, as the page starts). */
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
