import {
  recordsPicked,
  recordUnpicked,
  usePickedRecordIds,
} from '../stores/record-selection-store'

/**
 * The records chosen for a project's next report: the person's picks plus
 * the records already in the project, which stay selected.
 */
export function useRecordSelection(
  projectId: string | undefined,
  lockedIds: ReadonlySet<string>,
) {
  const pickedIds = usePickedRecordIds(projectId)
  const selectedIds = new Set([...lockedIds, ...pickedIds])
  const setPicked = (recordId: string, isPicked: boolean) => {
    if (!projectId) return
    if (isPicked) recordsPicked(projectId, [recordId])
    else recordUnpicked(projectId, recordId)
  }
  return { selectedIds, setPicked }
}
