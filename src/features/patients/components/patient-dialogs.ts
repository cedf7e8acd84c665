import { lazyDialog } from '@/components/ui/lazy-part'

/** The dialogs load when the page is idle or when first opened. */
export const AddPatientDialog = lazyDialog(
  () => import('./add-patient-dialog'),
  (module) => module.AddPatientDialog,
)

export const EditPatientDialog = lazyDialog(
  () => import('./edit-patient-dialog'),
  (module) => module.EditPatientDialog,
)
