import { useState } from 'react'

import { useRenameProject } from '@/api/projects/mutations'
import { isExampleProjectName } from '@/api/projects/queries'
import { DangerZone } from '@/components/ui/danger-zone'
import { EditDialog, EditForm } from '@/components/ui/edit-dialog'
import { TextField } from '@/components/ui/field'
import { draftSent, signedInDraftKey, useDraft } from '@/hooks/use-draft'
import { forgettingOnClose } from '@/lib/drafts'
import type { Project } from '@/types/project'

import { DeleteProjectDialog } from './delete-project-dialog'

export interface EditProjectDialogProps {
  /** A project the user may change: not a demo or example project. */
  project: Project
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * The new name typed is kept as a draft of the project's patient until
 * saved or the dialog is closed (decision 0002): a reload, or a session
 * ended and signed into again, brings it back.
 */
const renameDraft = (project: Project) => `rename:${project.id}`

/** Saved, or the dialog closed: the new name kept goes. */
const forgetRename = (project: Project) =>
  draftSent(signedInDraftKey(renameDraft(project), project.patientId))

/** Rename a project (Enter saves, only a changed name), or delete it. */
export function EditProjectDialog({
  project,
  open,
  onOpenChange,
}: EditProjectDialogProps) {
  const handleOpenChange = forgettingOnClose(
    () => forgetRename(project),
    onOpenChange,
  )
  return (
    <EditDialog
      open={open}
      onOpenChange={handleOpenChange}
      title="Edit Project"
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
  const { value: name, setValue: setName } = useDraft(
    renameDraft(project),
    project.patientId,
    project.name,
  )
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false)
  const renameProject = useRenameProject()
  const hasName = name.trim() !== ''
  const canSave = hasName && name.trim() !== project.name
  // The example projects cannot be deleted from here.
  const canDelete = !isExampleProjectName(project.name)

  const handleSave = () =>
    renameProject
      .mutateAsync({ projectId: project.id, name }, { onSuccess: onDone })
      // Here too: a dialog gone meanwhile (the session ended) no longer
      // hears the callback above.
      .then(() => forgetRename(project))

  return (
    <EditForm
      onSave={handleSave}
      onCancel={onDone}
      canSave={canSave}
      isSaving={renameProject.isPending}
      error={
        renameProject.isError
          ? 'The project could not be renamed. Please try again.'
          : undefined
      }
      footer={
        canDelete ? (
          <DangerZone
            warning="Deleting a project also deletes its reports and questions."
            actionLabel="Delete project"
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
        label="Project name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="off"
        required
        error={hasName ? undefined : 'Project name is required.'}
      />
    </EditForm>
  )
}
