import { Trans, useLingui } from '@lingui/react/macro'
import { Check, ChevronDown, Folder, Plus } from 'lucide-react'
import { useId, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

import { useActivePatient } from '@/api/patients/queries'
import { useActiveProject, usePatientProjects } from '@/api/projects/queries'
import { useActivateProject } from '@/api/projects/selection'
import { LongList } from '@/components/long-list'
import {
  Menu,
  MenuContent,
  MenuGroup,
  MenuItem,
  MenuRadioItem,
  MenuSeparator,
  MenuTrigger,
} from '@/components/ui/menu'
import type { Project } from '@/types/project'

import { PROJECT_HELP } from '../utils/project-help'

import { ProjectForm } from './project-form'
import styles from './project-selector.module.css'

const projectIdOf = (project: Project) => project.id

export interface ProjectSelectorProps {
  /** Called after the user picked a project (already made active) or created one. */
  onProjectChosen?: (project: Project) => void
  /** 'Project' when not given. */
  label?: string
  showHelp?: boolean
  /** Start with the new project's form when the active patient has no projects. */
  createWhenEmpty?: boolean
  disabled?: boolean
}

export function ProjectSelector({
  onProjectChosen,
  label,
  showHelp = false,
  createWhenEmpty = false,
  disabled = false,
}: ProjectSelectorProps) {
  const { t, i18n } = useLingui()
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

  const item = (project: Project) => (
    <MenuRadioItem
      key={project.id}
      checked={project.id === activeProject?.id}
      className={styles.item}
      onSelect={() => handleChosen(project)}
    >
      <span className={styles.icon}>
        {project.id === activeProject?.id ? <Check aria-hidden="true" /> : null}
      </span>
      <bdi>{project.name}</bdi>
    </MenuRadioItem>
  )

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
        {label ??
          t({ comment: 'Label of the project menu', message: 'Project' })}
      </span>
      {showHelp ? (
        <p id={helpId} className={styles.help}>
          {i18n._(PROJECT_HELP)}
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
            {activeProject ? (
              <bdi>{activeProject.name}</bdi>
            ) : (
              t`Select a project`
            )}
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
                <Trans>New Project</Trans>
              </MenuItem>
              <MenuSeparator />
            </>
          ) : null}
          {activeProjects.length ? (
            <MenuGroup>
              {/* A long list opens with its first projects, the rest in slices. */}
              <LongList items={activeProjects} keyOf={projectIdOf}>
                {item}
              </LongList>
            </MenuGroup>
          ) : (
            <MenuItem className={styles.item} disabled>
              <Trans>No projects found.</Trans>
            </MenuItem>
          )}
        </MenuContent>
      </Menu>
    </div>
  )
}
