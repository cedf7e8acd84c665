import {
  getActiveSelection,
  recordSelectionChanged,
  useSelectedRecordIds,
} from '@/stores/active-selection-store'

/**
 * The records chosen for the next report: the user's picks plus the records
 * already in the project, which stay selected (SPEC.md §4).
 */
export function useRecordSelection(lockedIds: ReadonlySet<string>) {
  const pickedIds = useSelectedRecordIds()
  const selectedIds = new Set([...lockedIds, ...pickedIds])
  const setPicked = (recordId: string, isPicked: boolean) =>
    recordSelectionChanged(
      isPicked
        ? [...new Set([...pickedIds, recordId])]
        : pickedIds.filter((id) => id !== recordId),
    )
  return { selectedIds, setPicked }
}

/** Adds new records to the selection, e.g. a note or file just added. */
export function pickRecords(recordIds: readonly string[]) {
  const { selectedRecordIds } = getActiveSelection()
  recordSelectionChanged([...new Set([...selectedRecordIds, ...recordIds])])
}
