import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'

import { useWrite } from '@/api/outbox'
import {
  PATIENT_AUTH_ERRORS,
  patientWrites,
  type PatientDeletion,
} from '@/api/patients/mutations'
import { choosePatientId, patientQueries } from '@/api/patients/queries'
import { useUserId } from '@/api/users/queries'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { isNotFound } from '@/lib/http-client'
import { notify } from '@/lib/toast'
import { getActiveSelection } from '@/stores/active-selection-store'
import type { Patient } from '@/types/patient'

import { useSwitchPatient } from '../hooks/use-switch-patient'
import { toastIfNotSent } from '../utils/patient-limits'

export interface DeletePatientDialogProps {
  patient: Patient
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Called once the patient is gone (deleted now, or already). */
  onDeleted: () => void
}

/** Asks before deleting a patient; afterwards another patient becomes active (docs/product/patients.md#deleting-a-patient). */
export function DeletePatientDialog({
  patient,
  open,
  onOpenChange,
  onDeleted,
}: DeletePatientDialogProps) {
  const { t } = useLingui()
  const name = patient.displayName
  const queryClient = useQueryClient()
  const userId = useUserId()
  const deletion = useWrite<PatientDeletion, true>(patientWrites.delete, {
    opId: `delete:${patient.id}`,
  })
  const switchPatient = useSwitchPatient()

  const patientGone = () => {
    onOpenChange(false)
    onDeleted()
    const patients =
      queryClient.getQueryData(patientQueries.list(userId ?? '').queryKey) ?? []
    void switchPatient(
      choosePatientId(patients, getActiveSelection().patientId),
    )
  }

  const handleDelete = () =>
    deletion.send(
      { userId, id: patient.id },
      {
        onSuccess: () => {
          notify.success(t`Patient deleted successfully!`)
          patientGone()
        },
        onError: (error) => {
          if (isNotFound(error)) {
            notify.warning(t`Patient not found or already deleted.`)
            patientGone()
          } else toastIfNotSent(PATIENT_AUTH_ERRORS.delete)(error)
        },
      },
    )

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Delete patient?`}
      description={t`${name} and their projects and reports will be deleted. This cannot be undone.`}
      confirmLabel={t`Delete patient`}
      onConfirm={handleDelete}
      isPending={deletion.isSending}
      isHeldWhilePending
    />
  )
}
