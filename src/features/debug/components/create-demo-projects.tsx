import { useId, useState } from 'react'

import { useWrite } from '@/api/outbox'
import { useActivePatient } from '@/api/patients/queries'
import {
  projectWrites,
  type DemoProjectsCreation,
} from '@/api/projects/mutations'
import { Button } from '@/components/ui/button'
import type { DemoProjects } from '@/types/project'

import { failureMessage } from '../utils/failure-message'

import styles from './debug-tools.module.css'

export const NO_PATIENT_MESSAGE =
  'Select or add a patient first: demo projects are created for the active patient.'
export const GENERIC_PROFILE_MESSAGE =
  'Demo projects cannot be created for Generic Profiles. Please select a patient profile.'

/**
 * Creates the example projects for the active patient. The patient is the
 * one active at the press, whatever is on screen when the answer comes.
 */
export function CreateDemoProjects() {
  const titleId = useId()
  const patient = useActivePatient()
  const create = useWrite<DemoProjectsCreation, DemoProjects>(
    projectWrites.demo,
  )
  const [done, setDone] = useState('')
  const [problem, setProblem] = useState('')

  const handleCreate = () => {
    setDone('')
    if (!patient || patient.isGeneric) {
      setProblem(patient ? GENERIC_PROFILE_MESSAGE : NO_PATIENT_MESSAGE)
      return
    }
    setProblem('')
    const { displayName } = patient
    create.send(
      { patientId: patient.id },
      {
        onSuccess: () =>
          setDone(
            `Demo projects created for ${displayName}. They are listed under Research Projects.`,
          ),
        onError: (error) =>
          setProblem(failureMessage('Failed to create demo projects.', error)),
        // Pressed again, demo projects are created again.
        onSettled: create.renew,
      },
    )
  }

  return (
    <section className={styles.action} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.actionTitle}>
        Demo projects
      </h3>
      <p className={styles.hint}>
        {patient && !patient.isGeneric
          ? `Adds the example projects to ${patient.displayName}, replacing any the account had.`
          : 'Adds the example projects to the active patient.'}
      </p>
      <Button
        size="sm"
        variant="secondary"
        onClick={handleCreate}
        isBusy={create.isSending}
      >
        Create demo projects
      </Button>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <p className={styles.done} role="status">
        {done}
      </p>
    </section>
  )
}
