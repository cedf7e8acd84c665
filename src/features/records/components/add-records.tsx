import * as Tabs from '@radix-ui/react-tabs'
import { Info } from 'lucide-react'

import type { Patient } from '@/types/patient'

import { noteRefusal, uploadTargetRefusal } from '../utils/write-refusals'

import styles from './add-records.module.css'
import { FileUploadPanel } from './file-upload-panel'
import { NoteForm } from './note-form'

export interface AddRecordsProps {
  patient: Patient
  isReadOnlyProject: boolean
}

function Refusal({ message }: { message: string }) {
  return (
    <p className={styles.refusal}>
      <Info aria-hidden="true" />
      {message}
    </p>
  )
}

/** 'Add Records': paste a note or upload files (SPEC.md §2). */
export function AddRecords({ patient, isReadOnlyProject }: AddRecordsProps) {
  const context = { patient, isReadOnlyProject }
  const noteProblem = noteRefusal(context)
  const uploadProblem = uploadTargetRefusal(context)
  return (
    <section className={styles.section} aria-labelledby="add-records-heading">
      <h2 id="add-records-heading" className={styles.heading}>
        Add Records
      </h2>
      <p className={styles.intro}>
        Paste the text of a medical record or upload files. New records are
        selected for your report.
      </p>
      <Tabs.Root defaultValue="paste">
        <Tabs.List className={styles.tabs} aria-label="How to add records">
          <Tabs.Trigger value="paste" className={styles.tab}>
            Copy &amp; Paste
          </Tabs.Trigger>
          <Tabs.Trigger value="files" className={styles.tab}>
            Files
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="paste" className={styles.panel}>
          {noteProblem ? (
            <Refusal message={noteProblem} />
          ) : (
            <NoteForm patientId={patient.id} />
          )}
        </Tabs.Content>
        <Tabs.Content value="files" className={styles.panel}>
          {uploadProblem ? (
            <Refusal message={uploadProblem} />
          ) : (
            <FileUploadPanel
              patient={patient}
              isReadOnlyProject={isReadOnlyProject}
            />
          )}
        </Tabs.Content>
      </Tabs.Root>
    </section>
  )
}
