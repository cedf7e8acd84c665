import { Trans, useLingui } from '@lingui/react/macro'
import { ChevronDown, Pencil, UserPlus } from 'lucide-react'
import { useId, useRef, useState } from 'react'

import {
  sortPatients,
  useActivePatient,
  usePatients,
} from '@/api/patients/queries'
import {
  Menu,
  MenuContent,
  MenuGroup,
  MenuItem,
  MenuSeparator,
  MenuTrigger,
} from '@/components/ui/menu'

import { useSwitchPatient } from '../hooks/use-switch-patient'

import { GENERIC_PROFILE_NAME, PatientBadge } from './patient-badge'
import { AddPatientDialog, EditPatientDialog } from './patient-dialogs'
import styles from './patient-selector.module.css'

export interface PatientSelectorProps {
  /** Called after the user chose or added a patient (e.g. to close the mobile drawer). */
  onPatientChosen?: () => void
}

export function PatientSelector({ onPatientChosen }: PatientSelectorProps) {
  const { t, i18n } = useLingui()
  const { data: patients = [] } = usePatients()
  const active = useActivePatient()
  const switchPatient = useSwitchPatient()
  const [dialog, setDialog] = useState<'add' | 'edit' | null>(null)
  const [isMenuOpen, setIsMenuOpen] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const pendingDialogRef = useRef<'add' | 'edit' | null>(null)
  const labelId = useId()
  const valueId = useId()
  const groupLabelId = useId()
  // The others in the app's order (generic profiles last).
  const others = sortPatients(patients).filter((p) => p.id !== active?.id)
  const editable = active && !active.isGeneric ? active : null
  const nameOf = (patient: { displayName: string; isGeneric: boolean }) =>
    patient.isGeneric ? i18n._(GENERIC_PROFILE_NAME) : patient.displayName
  const editableName = editable?.displayName
  // Typed names go into messages as elements: Trans would read markup in a string.
  const patientName = <bdi>{editableName}</bdi>

  const handlePatientChosen = (patientId: string) => {
    void switchPatient(patientId)
    onPatientChosen?.()
  }

  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null)
  }

  return (
    <div className={styles.selector}>
      <span id={labelId} className={styles.label}>
        <Trans comment="Label of the menu that shows and switches the active patient">
          Patient
        </Trans>
      </span>
      <Menu open={isMenuOpen} onOpenChange={setIsMenuOpen}>
        <MenuTrigger
          ref={triggerRef}
          className={styles.trigger}
          aria-labelledby={`${labelId} ${valueId}`}
        >
          {active ? <PatientBadge patient={active} /> : null}
          <span id={valueId} className={styles.value}>
            {active ? <bdi>{nameOf(active)}</bdi> : t`No patient selected`}
          </span>
          <ChevronDown className={styles.chevron} aria-hidden="true" />
        </MenuTrigger>
        <MenuContent
          className={styles.menu}
          align="start"
          sideOffset={6}
          // A dialog opens once the menu has closed and focus is back on its
          // button, so that closing the dialog returns focus there.
          onCloseAutoFocus={(event) => {
            const pending = pendingDialogRef.current
            if (!pending) return
            pendingDialogRef.current = null
            event.preventDefault()
            triggerRef.current?.focus()
            setDialog(pending)
          }}
        >
          {others.length ? (
            <>
              <MenuGroup aria-labelledby={groupLabelId}>
                <div id={groupLabelId} className={styles.groupLabel}>
                  <Trans>Switch patient</Trans>
                </div>
                {others.map((patient) => (
                  <MenuItem
                    key={patient.id}
                    onSelect={() => handlePatientChosen(patient.id)}
                  >
                    <PatientBadge patient={patient} size="sm" />
                    <bdi>{nameOf(patient)}</bdi>
                  </MenuItem>
                ))}
              </MenuGroup>
              <MenuSeparator />
            </>
          ) : null}
          {editable ? (
            <MenuItem onSelect={() => (pendingDialogRef.current = 'edit')}>
              <Pencil className={styles.icon} aria-hidden="true" />
              <span>
                <Trans>Edit {patientName}</Trans>
              </span>
            </MenuItem>
          ) : null}
          <MenuItem onSelect={() => (pendingDialogRef.current = 'add')}>
            <UserPlus className={styles.icon} aria-hidden="true" />
            <span>
              <Trans>Add New Patient</Trans>
            </span>
          </MenuItem>
        </MenuContent>
      </Menu>
      <AddPatientDialog
        open={dialog === 'add'}
        onOpenChange={closeDialog}
        onCreated={(patient) => {
          setDialog(null)
          handlePatientChosen(patient.id)
        }}
      />
      {editable ? (
        <EditPatientDialog
          patient={editable}
          open={dialog === 'edit'}
          onOpenChange={closeDialog}
        />
      ) : null}
    </div>
  )
}
