import * as Tabs from '@radix-ui/react-tabs'
import { Info } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'

import { ADD_RECORDS_ANCHOR } from '@/lib/paths'
import type { Patient } from '@/types/patient'

import { noteRefusal, uploadTargetRefusal } from '../utils/write-refusals'

import styles from './add-records.module.css'
import { FileUploadPanel } from './file-upload-panel'
import { NoteForm } from './note-form'

export interface AddRecordsProps {
  patient: Patient
  /** The project the new records are selected for. */
  projectId: string | undefined
  isReadOnlyProject: boolean
  /**
   * The person came here to add a file ('Add file' on a report): the Files
   * tab opens and the page shows its bottom, once `isReady` (the records
   * above have loaded, so nothing moves it again).
   */
  isAddFileRequested?: boolean
  isReady?: boolean
}

function Refusal({ message }: { message: string }) {
  return (
    <p className={styles.refusal}>
      <Info aria-hidden="true" />
      {message}
    </p>
  )
}

/** 'Add Records': paste a note or upload files. */
export function AddRecords({
  patient,
  projectId,
  isReadOnlyProject,
  isAddFileRequested = false,
  isReady = true,
}: AddRecordsProps) {
  const context = { patient, isReadOnlyProject }
  const noteProblem = noteRefusal(context)
  const uploadProblem = uploadTargetRefusal(context)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [tab, setTab] = useState(isAddFileRequested ? 'files' : 'paste')

  useEffect(() => {
    if (!isAddFileRequested || !isReady) return
    headingRef.current?.focus({ preventScroll: true })
    window.scrollTo({ top: document.documentElement.scrollHeight })
  }, [isAddFileRequested, isReady])

  return (
    <section
      id={ADD_RECORDS_ANCHOR}
      className={styles.section}
      aria-labelledby="add-records-heading"
    >
      <h2
        ref={headingRef}
        id="add-records-heading"
        className={styles.heading}
        tabIndex={-1}
      >
        Add Records
      </h2>
      <p className={styles.intro}>
        Paste the text of a medical record or upload files. New records are
        selected for your report.
      </p>
      {/* Both panels stay in the page (one hidden), so each tab controls a panel that exists. */}
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List className={styles.tabs} aria-label="How to add records">
          <Tabs.Trigger value="paste" className={styles.tab}>
            Copy &amp; Paste
          </Tabs.Trigger>
          <Tabs.Trigger value="files" className={styles.tab}>
            Files
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content
          value="paste"
          className={styles.panel}
          forceMount
          hidden={tab !== 'paste'}
        >
          {noteProblem ? (
            <Refusal message={noteProblem} />
          ) : (
            <NoteForm patientId={patient.id} projectId={projectId} />
          )}
        </Tabs.Content>
        <Tabs.Content
          value="files"
          className={styles.panel}
          forceMount
          hidden={tab !== 'files'}
        >
          {uploadProblem ? (
            <Refusal message={uploadProblem} />
          ) : (
            <FileUploadPanel
              patient={patient}
              projectId={projectId}
              isReadOnlyProject={isReadOnlyProject}
            />
          )}
        </Tabs.Content>
      </Tabs.Root>
    </section>
  )
}
