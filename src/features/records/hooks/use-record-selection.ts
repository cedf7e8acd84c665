import { useCallback, useMemo } from 'react'

import {
  recordsPicked,
  recordUnpicked,
  usePickedRecordIds,
} from '@/stores/record-picks-store'

/**
 * The person's picks for a project's next report plus the records already in
 * it; a pick not among the patient's `records` (deleted elsewhere) is left out.
 */
export function useRecordSelection(
  projectId: string | undefined,
  lockedIds: ReadonlySet<string>,
  records: readonly { id: string }[] | undefined,
) {
  const pickedIds = usePickedRecordIds(projectId)
  // Once per list of records, not per pick: a long history has thousands.
  const knownIds = useMemo(
    () => records && new Set(records.map((record) => record.id)),
    [records],
  )
  const selectedIds = useMemo(
    () =>
      new Set([
        ...lockedIds,
        ...pickedIds.filter((id) => !knownIds || knownIds.has(id)),
      ]),
    [lockedIds, pickedIds, knownIds],
  )
  // The same from render to render: the rows are memoised on it.
  const setPicked = useCallback(
    (recordId: string, isPicked: boolean) => {
      if (!projectId) return
      if (isPicked) recordsPicked(projectId, [recordId])
      else recordUnpicked(projectId, recordId)
    },
    [projectId],
  )
  return { selectedIds, setPicked }
}
