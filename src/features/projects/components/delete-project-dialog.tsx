import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'

import { useWrite } from '@/api/outbox'
import { projectWrites, type ProjectDeletion } from '@/api/projects/mutations'
import { sortProjects } from '@/api/projects/ordering'
import { projectQueries } from '@/api/projects/queries'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { RequestNotSentError } from '@/lib/http-client'
import { paths } from '@/lib/paths'
import { notify } from '@/lib/toast'
import {
  getActiveSelection,
  projectActivated,
} from '@/stores/active-selection-store'
import { panelsCleared } from '@/stores/panels-store'
import type { Project } from '@/types/project'

const POST_DELETE_REDIRECT_MS = 200

export interface DeleteProjectDialogProps {
  project: Project
  open: boolean
  onOpenChange: (open: boolean) => void
  onDeleted: () => void
}

/** Deletes a project; an active one's place goes to the most recently updated active project (docs/product/projects.md#editing-and-deleting). */
export function DeleteProjectDialog({
  project,
  open,
  onOpenChange,
  onDeleted,
}: DeleteProjectDialogProps) {
  const { t } = useLingui()
  const { id, name } = project
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const deletion = useWrite<ProjectDeletion, true>(projectWrites.delete, {
    opId: `delete:${project.id}`,
  })

  const activeProjectAfterDeletion = (): string | null => {
    const { projectId, patientId } = getActiveSelection()
    if (projectId !== project.id) return projectId
    const projects =
      queryClient.getQueryData(
        projectQueries.list(project.patientId ?? patientId).queryKey,
      ) ?? []
    const nextId =
      sortProjects(projects.filter((p) => p.isActive && p.id !== project.id))[0]
        ?.id ?? null
    projectActivated(nextId)
    return nextId
  }

  const handleDelete = () =>
    deletion.send(
      { id: project.id },
      {
        onSuccess: () => {
          notify.success(t`Project deleted successfully`)
          const nextId = activeProjectAfterDeletion()
          panelsCleared()
          onOpenChange(false)
          onDeleted()
          setTimeout(() => {
            void navigate(
              nextId ? paths.projectQuestions(nextId) : paths.index(),
            )
          }, POST_DELETE_REDIRECT_MS)
        },
        onError: (error) => {
          notify.error(
            error instanceof RequestNotSentError
              ? t`Authentication error. Please log in again.`
              : t`Failed to delete project: ${id}`,
          )
        },
      },
    )

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Delete project?`}
      description={t({
        comment:
          'Confirmation; {name} is the project’s name. A doubled apostrophe shows as one (ICU)',
        message: `''${name}'' and its reports and questions will be deleted. Its records stay with the patient. This cannot be undone.`,
      })}
      confirmLabel={t`Delete project`}
      onConfirm={handleDelete}
      isPending={deletion.isSending}
      isHeldWhilePending
    />
  )
}
