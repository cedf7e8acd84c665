import { lazyDialog } from '@/components/ui/lazy-dialog'

/** Adding a patient, loaded when the page is idle or the dialog first opens. */
export const AddPatientDialog = lazyDialog(
  () => import('./add-patient-dialog'),
  (module) => module.AddPatientDialog,
)

/** Editing (or deleting) a patient, loaded like `AddPatientDialog`. */
export const EditPatientDialog = lazyDialog(
  () => import('./edit-patient-dialog'),
  (module) => module.EditPatientDialog,
)
