import { useState, type FormEvent } from 'react'

import { useRenameProject } from '@/api/projects/mutations'
import { isExampleProjectName } from '@/api/projects/queries'
import { Button } from '@/components/ui/button'
import { DangerZone } from '@/components/ui/danger-zone'
import { Dialog, DialogActions, focusFirstField } from '@/components/ui/dialog'
import { TextField } from '@/components/ui/field'
import type { Project } from '@/types/project'

import { DeleteProjectDialog } from './delete-project-dialog'
import styles from './project-dialogs.module.css'

export interface EditProjectDialogProps {
  /** A project the user may change: not a demo or example project. */
  project: Project
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Rename a project (Enter saves, only a changed name), or delete it. */
export function EditProjectDialog({
  project,
  open,
  onOpenChange,
}: EditProjectDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit Project"
      size="sm"
      onOpenAutoFocus={focusFirstField}
    >
      <EditProjectForm project={project} onDone={() => onOpenChange(false)} />
    </Dialog>
  )
}

function EditProjectForm({
  project,
  onDone,
}: {
  project: Project
  onDone: () => void
}) {
  const [name, setName] = useState(project.name)
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false)
  const renameProject = useRenameProject()
  const hasName = name.trim() !== ''
  const canSave = hasName && name.trim() !== project.name
  // The example projects cannot be deleted from here.
  const canDelete = !isExampleProjectName(project.name)

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!canSave || renameProject.isPending) return
    renameProject.mutate({ projectId: project.id, name }, { onSuccess: onDone })
  }

  return (
    <>
      <form onSubmit={handleSubmit} noValidate>
        <TextField
          label="Project name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
          required
          error={hasName ? undefined : 'Project name is required.'}
        />
        {renameProject.isError ? (
          <p className={styles.formError} role="alert">
            The project could not be renamed. Please try again.
          </p>
        ) : null}
        <DialogActions>
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
          <Button
            type="submit"
            disabled={!canSave}
            isBusy={renameProject.isPending}
          >
            Save
          </Button>
        </DialogActions>
      </form>
      {canDelete ? (
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
      ) : null}
    </>
  )
}
