import { Trans, useLingui } from '@lingui/react/macro'
import {
  startTransition,
  useCallback,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useMatch } from 'react-router-dom'

import { usePatientProjects } from '@/api/projects/queries'
import { LongList } from '@/components/long-list'
import { Button } from '@/components/ui/button'
import { lazyDialog } from '@/components/ui/lazy-part'
import { Spinner } from '@/components/ui/spinner'
import { routePatterns } from '@/lib/paths'
import { useActiveProjectId } from '@/stores/active-selection-store'
import type { Project } from '@/types/project'

import { ProjectTreeItem } from './project-tree-item'
import styles from './project-tree.module.css'

const NO_PROJECTS: readonly Project[] = []
const projectId = (project: Project) => project.id

/** Loaded when the page is idle or the dialog first opens. */
const EditProjectDialog = lazyDialog(
  () => import('./edit-project-dialog'),
  (module) => module.EditProjectDialog,
)

export interface ProjectTreeProps {
  /** Called after the user followed a link of the tree (e.g. to close the mobile drawer). */
  onNavigate?: () => void
  /** Offered on the example projects while no walkthrough runs; hidden when not given. */
  onLaunchTutorial?: (project: Project) => void
  isWalkthroughRunning?: boolean
  /** A number shows only that many of the project's reports, in creation order. */
  revealedReportCount?: (project: Project) => number | null
  onProjectExpanded?: (project: Project) => void
}

export function ProjectTree({
  onNavigate,
  onLaunchTutorial,
  isWalkthroughRunning = false,
  revealedReportCount,
  onProjectExpanded,
}: ProjectTreeProps) {
  const { t } = useLingui()
  const { data: projects, isLoading, isError, refetch } = usePatientProjects()
  const activeProjectId = useActiveProjectId()
  // The active project shows at once; its analyses follow, interruptibly.
  const expandedProjectId = useDeferredValue(activeProjectId)
  const currentAnalysisId = useMatch(routePatterns.AnalysisReportDetail)?.params
    .id
  // Only the user's own toggles are kept; the rest follows the active project.
  const [toggled, setToggled] = useState<Record<string, boolean>>({})
  const [editedProjectId, setEditedProjectId] = useState<string | null>(null)
  // The handlers below stay the same, so a long tree's projects are memoised.
  const latest = useRef({ onProjectExpanded, onLaunchTutorial, onNavigate })
  useLayoutEffect(() => {
    latest.current = { onProjectExpanded, onLaunchTutorial, onNavigate }
  })
  const navigated = useCallback(() => latest.current.onNavigate?.(), [])
  const handleToggle = useCallback((project: Project, wasExpanded: boolean) => {
    // A project of many analyses renders in pieces, not in the press's task.
    startTransition(() =>
      setToggled((current) => ({ ...current, [project.id]: !wasExpanded })),
    )
    if (!wasExpanded) latest.current.onProjectExpanded?.(project)
  }, [])
  const launchTutorial = useCallback(
    (project: Project) => latest.current.onLaunchTutorial?.(project),
    [],
  )
  const activeProjects = useMemo(
    () => projects?.filter((p) => p.isActive) ?? NO_PROJECTS,
    [projects],
  )

  if (isLoading) return <Spinner label={t`Loading projects`} />
  if (isError) {
    return (
      <div className={styles.message}>
        <p>
          <Trans>The projects could not be loaded.</Trans>
        </p>
        <Button size="sm" variant="secondary" onClick={() => void refetch()}>
          <Trans comment="Button: loads the projects again">Try again</Trans>
        </Button>
      </div>
    )
  }

  const editedProject = activeProjects.find((p) => p.id === editedProjectId)
  const isExpanded = (project: Project) =>
    toggled[project.id] ?? project.id === expandedProjectId

  if (!activeProjects.length) {
    return (
      <p className={styles.message}>
        <Trans>No projects yet.</Trans>
      </p>
    )
  }

  const item = (project: Project) => (
    <ProjectTreeItem
      key={project.id}
      project={project}
      isActive={project.id === activeProjectId}
      isExpanded={isExpanded(project)}
      onToggle={handleToggle}
      onEdit={setEditedProjectId}
      currentAnalysisId={currentAnalysisId}
      revealedReportCount={revealedReportCount?.(project) ?? null}
      onLaunchTutorial={
        onLaunchTutorial && !isWalkthroughRunning ? launchTutorial : undefined
      }
      onNavigate={onNavigate ? navigated : undefined}
    />
  )

  return (
    <>
      <ul className={styles.tree}>
        <LongList items={activeProjects} keyOf={projectId}>
          {item}
        </LongList>
      </ul>
      {editedProject ? (
        <EditProjectDialog
          project={editedProject}
          open
          onOpenChange={(open) => {
            if (!open) setEditedProjectId(null)
          }}
        />
      ) : null}
    </>
  )
}
