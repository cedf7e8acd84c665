import { Trans, useLingui } from '@lingui/react/macro'
import { clsx } from 'clsx'
import { ChevronRight, CirclePlay, Pencil } from 'lucide-react'
import { memo, useId } from 'react'

import {
  isExampleProjectName,
  useIsReadOnlyProject,
} from '@/api/projects/queries'
import { Button } from '@/components/ui/button'
import { IconButton } from '@/components/ui/icon-button'
import type { Project } from '@/types/project'

import { formatProjectDate } from '../utils/project-date'

import { ProjectAnalyses } from './project-analyses'
import styles from './project-tree.module.css'

export interface ProjectTreeItemProps {
  project: Project
  isActive: boolean
  isExpanded: boolean
  /** These stay the same from render to render, so a change re-renders its own project. */
  onToggle: (project: Project, wasExpanded: boolean) => void
  onEdit: (projectId: string) => void
  currentAnalysisId: string | undefined
  revealedReportCount: number | null
  /** When given, example projects offer 'Launch Tutorial'. */
  onLaunchTutorial?: (project: Project) => void
  onNavigate?: () => void
}

export const ProjectTreeItem = memo(function ProjectTreeItem({
  project,
  isActive,
  isExpanded,
  onToggle,
  onEdit,
  currentAnalysisId,
  revealedReportCount,
  onLaunchTutorial,
  onNavigate,
}: ProjectTreeItemProps) {
  const { t } = useLingui()
  const analysesId = useId()
  const isReadOnly = useIsReadOnlyProject(project)
  const date = formatProjectDate(project)
  const { name } = project
  return (
    <li className={clsx(styles.project, isActive && styles.activeProject)}>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={isExpanded}
          aria-controls={isExpanded ? analysesId : undefined}
          aria-current={isActive ? 'true' : undefined}
          onClick={() => onToggle(project, isExpanded)}
        >
          <ChevronRight
            className={clsx(
              styles.chevron,
              isExpanded && styles.chevronOpen,
              'mirror-in-rtl',
            )}
            aria-hidden="true"
          />
          <span className={styles.projectText}>
            <span className={styles.projectName}>
              <bdi>{project.name}</bdi>
              {isReadOnly ? (
                <>
                  {' '}
                  <span className={styles.demoBadge}>
                    <Trans comment="Badge: a read-only example project">
                      DEMO
                    </Trans>
                  </span>
                </>
              ) : null}
            </span>
            {date ? (
              <span className={styles.date}>
                <span className="visually-hidden">
                  <Trans comment="For screen readers, between a project’s name and the date it was last updated">
                    , last updated
                  </Trans>
                </span>{' '}
                <time
                  dateTime={project.updatedAt ?? project.createdAt ?? undefined}
                >
                  {date}
                </time>
              </span>
            ) : null}
          </span>
        </button>
        {isReadOnly ? null : (
          <IconButton
            size="sm"
            label={t`Edit project ${name}`}
            icon={<Pencil aria-hidden="true" />}
            onClick={() => onEdit(project.id)}
          />
        )}
      </div>
      {onLaunchTutorial && isExampleProjectName(project.name) ? (
        <Button
          size="sm"
          variant="secondary"
          className={styles.tutorial}
          onClick={() => onLaunchTutorial(project)}
        >
          <CirclePlay aria-hidden="true" />
          <Trans>Launch Tutorial</Trans>
        </Button>
      ) : null}
      {isExpanded ? (
        <ProjectAnalyses
          id={analysesId}
          project={project}
          currentAnalysisId={currentAnalysisId}
          revealedReportCount={revealedReportCount}
          onNavigate={onNavigate}
        />
      ) : null}
    </li>
  )
})
