import { Trans, useLingui } from '@lingui/react/macro'
import * as Tabs from '@radix-ui/react-tabs'
import { Info } from 'lucide-react'
import { memo, useEffect, useRef, useState, type ReactNode } from 'react'

import { ADD_RECORDS_ANCHOR } from '@/lib/paths'
import type { Patient } from '@/types/patient'

import { noteRefusal, uploadTargetRefusal } from '../utils/write-refusals'

import styles from './add-records.module.css'
import { FileUploadPanel } from './file-upload-panel'
import { NoteForm } from './note-form'

export interface AddRecordsProps {
  patient: Patient
  projectId: string | undefined
  isReadOnlyProject: boolean
  /** 'Add file' on a report: the Files tab opens, and the page shows its bottom once `isReady` (the records above have loaded). */
  isAddFileRequested?: boolean
  isReady?: boolean
}

/** A tab's form, or why records cannot be added here; both stay in the page (one hidden), so each tab controls a panel that exists. */
function Panel({
  value,
  tab,
  refusal,
  children,
}: {
  value: 'paste' | 'files'
  tab: string
  refusal: string | null
  children: ReactNode
}) {
  return (
    <Tabs.Content
      value={value}
      className={styles.panel}
      forceMount
      hidden={tab !== value}
    >
      {refusal ? (
        <p className={styles.refusal}>
          <Info aria-hidden="true" />
          {refusal}
        </p>
      ) : (
        children
      )}
    </Tabs.Content>
  )
}

/** Memoised: a pick above renders the records page again, not this. */
export const AddRecords = memo(function AddRecords({
  patient,
  projectId,
  isReadOnlyProject,
  isAddFileRequested = false,
  isReady = true,
}: AddRecordsProps) {
  const { t } = useLingui()
  const context = { patient, isReadOnlyProject }
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
        <Trans>Add Records</Trans>
      </h2>
      <p className={styles.intro}>
        <Trans>
          Paste the text of a medical record or upload files. New records are
          selected for your report.
        </Trans>
      </p>
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List className={styles.tabs} aria-label={t`How to add records`}>
          <Tabs.Trigger value="paste" className={styles.tab}>
            <Trans comment="Tab: add a record by pasting its text">
              Copy &amp; Paste
            </Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="files" className={styles.tab}>
            <Trans comment="Tab: add records by uploading files">Files</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Panel value="paste" tab={tab} refusal={noteRefusal(context)}>
          <NoteForm patientId={patient.id} projectId={projectId} />
        </Panel>
        <Panel value="files" tab={tab} refusal={uploadTargetRefusal(context)}>
          <FileUploadPanel
            patient={patient}
            projectId={projectId}
            isReadOnlyProject={isReadOnlyProject}
          />
        </Panel>
      </Tabs.Root>
    </section>
  )
})
