import { useState } from 'react'

import type { Patient } from '@/types/patient'

import { useUploadBatch } from '../hooks/use-upload-batch'

import { FileDropZone } from './file-drop-zone'
import { UploadFilesDialog } from './upload-files-dialog'

export interface FileUploadPanelProps {
  patient: Patient
  /** The project whose report the uploaded files are selected for. */
  projectId: string | undefined
  isReadOnlyProject: boolean
}

/** The Files tab: files dropped or picked here open the Upload Files dialog. */
export function FileUploadPanel({
  patient,
  projectId,
  isReadOnlyProject,
}: FileUploadPanelProps) {
  const [isDialogOpen, setIsDialogOpen] = useState(false)
  const { state, dispatch, startUpload } = useUploadBatch({
    patient,
    projectId,
    isReadOnlyProject,
  })

  const handleClose = () => {
    setIsDialogOpen(false)
    dispatch({ type: 'cleared' })
  }

  return (
    <>
      <FileDropZone
        buttonLabel="Choose files"
        onFilesAccepted={(files) => {
          dispatch({ type: 'filesAdded', files })
          setIsDialogOpen(true)
        }}
      />
      <UploadFilesDialog
        open={isDialogOpen}
        state={state}
        dispatch={dispatch}
        onUpload={() => void startUpload()}
        onClose={handleClose}
      />
    </>
  )
}
