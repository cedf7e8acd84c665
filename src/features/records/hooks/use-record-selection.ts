import {
  recordsPicked,
  recordUnpicked,
  usePickedRecordIds,
} from '@/stores/record-picks-store'

/**
 * The records chosen for a project's next report: the person's picks plus
 * the records already in the project, which stay selected. Once the
 * patient's records are known (`records`), a pick that is not among them
 * (deleted in another tab, or before a reload) is left out.
 */
export function useRecordSelection(
  projectId: string | undefined,
  lockedIds: ReadonlySet<string>,
  records: readonly { id: string }[] | undefined,
) {
  const pickedIds = usePickedRecordIds(projectId)
  const knownIds = records && new Set(records.map((record) => record.id))
  const selectedIds = new Set([
    ...lockedIds,
    ...pickedIds.filter((id) => !knownIds || knownIds.has(id)),
  ])
  const setPicked = (recordId: string, isPicked: boolean) => {
    if (!projectId) return
    if (isPicked) recordsPicked(projectId, [recordId])
    else recordUnpicked(projectId, recordId)
  }
  return { selectedIds, setPicked }
}
