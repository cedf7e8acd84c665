import * as Menu from '@radix-ui/react-dropdown-menu'
import { Check, ChevronDown, Folder, Plus } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

import { useActivePatient } from '@/api/patients/queries'
import { useActiveProject, usePatientProjects } from '@/api/projects/queries'
import { useActivateProject } from '@/api/projects/selection'
import type { Project } from '@/types/project'

import { PROJECT_HELP, ProjectManager } from './project-manager'
import styles from './project-selector.module.css'

export interface ProjectSelectorProps {
  /** Called after the user picked a project (already made active) or created one. */
  onProjectChosen?: (project: Project) => void
  /** Visible label of the control; default 'Project'. */
  label?: string
  /** Show the help text 'Organize research by condition, area of care, or topic.' */
  showHelp?: boolean
  /** Start in creation mode (the ProjectManager inline) when the active patient has no projects. */
  createWhenEmpty?: boolean
  disabled?: boolean
}

/**
 * The active patient's projects, newest update first, behind a
 * 'New Project' entry that creates one (not for generic profiles).
 */
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
  const [mode, setMode] = useState<'auto' | 'create' | 'select'>('auto')
  const [isMenuOpen, setIsMenuOpen] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const labelId = useId()
  const valueId = useId()
  const helpId = useId()

  const activeProjects = projects?.filter((p) => p.isActive) ?? []
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

  const help = showHelp ? (
    <p id={helpId} className={styles.help}>
      {PROJECT_HELP}
    </p>
  ) : null

  if (isCreating) {
    return (
      <div className={styles.selector}>
        <ProjectManager
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
      {help}
      {/* Not modal, like the user menu: a modal one hides focusable page controls with aria-hidden. */}
      <Menu.Root open={isMenuOpen} onOpenChange={setIsMenuOpen} modal={false}>
        <Menu.Trigger
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
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            className={styles.menu}
            align="start"
            sideOffset={6}
            collisionPadding={8}
            // Radix keeps Tab inside an open menu; like a native menu, Tab closes it instead.
            onKeyDown={(event) => {
              if (event.key === 'Tab') setIsMenuOpen(false)
            }}
          >
            {canCreate ? (
              <>
                <Menu.Item
                  className={styles.item}
                  onSelect={() => setMode('create')}
                >
                  <Plus className={styles.icon} aria-hidden="true" />
                  New Project
                </Menu.Item>
                <Menu.Separator className={styles.separator} />
              </>
            ) : null}
            {activeProjects.length ? (
              <Menu.RadioGroup value={activeProject?.id ?? ''}>
                {activeProjects.map((project) => (
                  <Menu.RadioItem
                    key={project.id}
                    value={project.id}
                    className={styles.item}
                    onSelect={() => handleChosen(project)}
                  >
                    <span className={styles.icon}>
                      <Menu.ItemIndicator>
                        <Check aria-hidden="true" />
                      </Menu.ItemIndicator>
                    </span>
                    <span className={styles.itemText}>{project.name}</span>
                  </Menu.RadioItem>
                ))}
              </Menu.RadioGroup>
            ) : (
              <Menu.Item className={styles.item} disabled>
                No projects found.
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
    </div>
  )
}
