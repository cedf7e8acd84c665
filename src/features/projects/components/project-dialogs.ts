import { lazyDialog } from '@/components/ui/lazy-dialog'

/** Renaming (or deleting) a project, loaded when the page is idle or the dialog first opens. */
export const EditProjectDialog = lazyDialog(
  () => import('./edit-project-dialog'),
  (module) => module.EditProjectDialog,
)
