import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'

import { useWrite } from '@/api/outbox'
import { projectWrites, type ProjectRename } from '@/api/projects/mutations'
import { isExampleProjectName } from '@/api/projects/queries'
import { DangerZone } from '@/components/ui/danger-zone'
import { EditDialog, EditForm } from '@/components/ui/edit-dialog'
import { TextField } from '@/components/ui/field'
import { useDraft } from '@/hooks/use-draft'
import type { Project } from '@/types/project'

import { DeleteProjectDialog } from './delete-project-dialog'

export interface EditProjectDialogProps {
  /** A project the user may change: not a demo or example project. */
  project: Project
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The new name, a draft of the project's patient until saved or closed (decision 0002). */
const useRenameDraft = (project: Project) =>
  useDraft(`rename:${project.id}`, project.patientId, project.name)

export function EditProjectDialog({
  project,
  open,
  onOpenChange,
}: EditProjectDialogProps) {
  const { t } = useLingui()
  const { forget } = useRenameDraft(project)
  const handleOpenChange = (isOpen: boolean) => {
    if (!isOpen) forget()
    onOpenChange(isOpen)
  }
  return (
    <EditDialog
      open={open}
      onOpenChange={handleOpenChange}
      title={t`Edit Project`}
      size="sm"
    >
      <EditProjectForm
        project={project}
        onDone={() => handleOpenChange(false)}
      />
    </EditDialog>
  )
}

function EditProjectForm({
  project,
  onDone,
}: {
  project: Project
  onDone: () => void
}) {
  const { t } = useLingui()
  const draft = useRenameDraft(project)
  const name = draft.value
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false)
  const rename = useWrite<ProjectRename, Project>(projectWrites.update, {
    draft: { key: draft.key, value: name },
  })
  const hasName = name.trim() !== ''
  const canSave = hasName && name.trim() !== project.name
  // The example projects cannot be deleted from here.
  const canDelete = !isExampleProjectName(project.name)

  const handleSave = () =>
    rename.send({ projectId: project.id, name }, { onSuccess: onDone })

  return (
    <EditForm
      onSave={handleSave}
      onCancel={onDone}
      canSave={canSave}
      isSaving={rename.isSending}
      error={
        rename.error
          ? t`The project could not be renamed. Please try again.`
          : undefined
      }
      footer={
        canDelete ? (
          <DangerZone
            warning={t`Deleting a project also deletes its reports and questions.`}
            actionLabel={t`Delete project`}
            onAction={() => setIsConfirmingDelete(true)}
          >
            <DeleteProjectDialog
              project={project}
              open={isConfirmingDelete}
              onOpenChange={setIsConfirmingDelete}
              onDeleted={onDone}
            />
          </DangerZone>
        ) : null
      }
    >
      <TextField
        label={t`Project name`}
        value={name}
        onChange={(event) => draft.setValue(event.target.value)}
        autoComplete="off"
        required
        error={hasName ? undefined : t`Project name is required.`}
      />
    </EditForm>
  )
}
