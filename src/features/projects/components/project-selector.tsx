import { Check, ChevronDown, Folder, Plus } from 'lucide-react'
import { useId, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

import { useActivePatient } from '@/api/patients/queries'
import { useActiveProject, usePatientProjects } from '@/api/projects/queries'
import { useActivateProject } from '@/api/projects/selection'
import {
  Menu,
  MenuContent,
  MenuGroup,
  MenuItem,
  MenuRadioItem,
  MenuSeparator,
  MenuTrigger,
} from '@/components/ui/menu'
import { useProgressiveList } from '@/hooks/use-progressive-list'
import type { Project } from '@/types/project'

import { PROJECT_HELP } from '../utils/project-help'

import { ProjectForm } from './project-form'
import styles from './project-selector.module.css'

/** The projects that come with the menu; any more follow in slices this long, so opening it never holds the main thread. */
export const PROJECTS_AT_ONCE = 25
const projectIdOf = (project: Project) => project.id

interface ProjectItemsProps {
  projects: readonly Project[]
  activeId: string | undefined
  onChosen: (project: Project) => void
}

function ProjectItems({ projects, activeId, onChosen }: ProjectItemsProps) {
  return projects.map((project) => (
    <MenuRadioItem
      key={project.id}
      checked={project.id === activeId}
      className={styles.item}
      onSelect={() => onChosen(project)}
    >
      <span className={styles.icon}>
        {project.id === activeId ? <Check aria-hidden="true" /> : null}
      </span>
      <span>{project.name}</span>
    </MenuRadioItem>
  ))
}

function LaterProjectItems({ projects, ...props }: ProjectItemsProps) {
  const shown = useProgressiveList(projects, {
    first: PROJECTS_AT_ONCE,
    slice: PROJECTS_AT_ONCE,
    keyOf: projectIdOf,
  })
  return <ProjectItems projects={shown} {...props} />
}

export interface ProjectSelectorProps {
  /** Called after the user picked a project (already made active) or created one. */
  onProjectChosen?: (project: Project) => void
  label?: string
  showHelp?: boolean
  /** Start with the new project's form when the active patient has no projects. */
  createWhenEmpty?: boolean
  disabled?: boolean
}

export function ProjectSelector({
  onProjectChosen,
  label = 'Project',
  showHelp = false,
  createWhenEmpty = false,
  disabled = false,
}: ProjectSelectorProps) {
  const patient = useActivePatient()
  const { data: projects } = usePatientProjects()
  const activeProject = useActiveProject()
  const activateProject = useActivateProject()
  // A choice between naming a new project and the list holds for the
  // patient it was made for: another patient starts afresh, for good.
  const [chosen, setChosen] = useState<{
    mode: 'create' | 'select'
    patientId: string
  } | null>(null)
  if (chosen && patient && chosen.patientId !== patient.id) setChosen(null)
  const mode = chosen?.mode ?? 'auto'
  const setMode = (next: 'create' | 'select') =>
    setChosen({ mode: next, patientId: patient?.id ?? '' })
  const [isMenuOpen, setIsMenuOpen] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const labelId = useId()
  const valueId = useId()
  const helpId = useId()

  const activeProjects = useMemo(
    () => projects?.filter((p) => p.isActive) ?? [],
    [projects],
  )
  const laterProjects = useMemo(
    () => activeProjects.slice(PROJECTS_AT_ONCE),
    [activeProjects],
  )
  const canCreate = Boolean(patient && !patient.isGeneric)
  const isEmpty = projects !== undefined && activeProjects.length === 0
  const isCreating =
    canCreate &&
    !disabled &&
    (mode === 'create' || (mode === 'auto' && createWhenEmpty && isEmpty))

  // Back to the dropdown, with focus on it rather than lost with the form.
  const selectionShown = () => {
    flushSync(() => setMode('select'))
    triggerRef.current?.focus()
  }

  const handleChosen = (project: Project) => {
    activateProject(project.id, project.patientId)
    onProjectChosen?.(project)
  }

  if (isCreating) {
    return (
      <div className={styles.selector}>
        <ProjectForm
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only after the user chose 'New Project'
          autoFocus={mode === 'create'}
          onCreated={(project) => {
            selectionShown()
            onProjectChosen?.(project)
          }}
          onCancel={mode === 'create' ? selectionShown : undefined}
        />
      </div>
    )
  }

  return (
    <div className={styles.selector}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {showHelp ? (
        <p id={helpId} className={styles.help}>
          {PROJECT_HELP}
        </p>
      ) : null}
      <Menu open={isMenuOpen} onOpenChange={setIsMenuOpen}>
        <MenuTrigger
          ref={triggerRef}
          className={styles.trigger}
          disabled={disabled}
          aria-labelledby={`${labelId} ${valueId}`}
          aria-describedby={showHelp ? helpId : undefined}
        >
          <Folder className={styles.folder} aria-hidden="true" />
          <span id={valueId} className={styles.value}>
            {activeProject?.name ?? 'Select a project'}
          </span>
          <ChevronDown className={styles.chevron} aria-hidden="true" />
        </MenuTrigger>
        <MenuContent className={styles.menu} align="start" sideOffset={6}>
          {canCreate ? (
            <>
              <MenuItem
                className={styles.item}
                onSelect={() => setMode('create')}
              >
                <Plus className={styles.icon} aria-hidden="true" />
                New Project
              </MenuItem>
              <MenuSeparator />
            </>
          ) : null}
          {activeProjects.length ? (
            <MenuGroup>
              <ProjectItems
                projects={activeProjects.slice(0, PROJECTS_AT_ONCE)}
                activeId={activeProject?.id}
                onChosen={handleChosen}
              />
              <LaterProjectItems
                projects={laterProjects}
                activeId={activeProject?.id}
                onChosen={handleChosen}
              />
            </MenuGroup>
          ) : (
            <MenuItem className={styles.item} disabled>
              No projects found.
            </MenuItem>
          )}
        </MenuContent>
      </Menu>
    </div>
  )
}
