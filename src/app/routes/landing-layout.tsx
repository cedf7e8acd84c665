import { useId, type KeyboardEvent } from 'react'
import { Outlet, useMatch, useNavigate } from 'react-router-dom'

import { useActivePatientId } from '@/api/projects/queries'
import { paths, routePatterns } from '@/lib/paths'
import { useActiveProjectId } from '@/stores/active-selection-store'

import styles from './landing-layout.module.css'

type LandingTab = 'questions' | 'records'

const TABS: readonly { value: LandingTab; label: string }[] = [
  { value: 'questions', label: 'Ask A Question' },
  { value: 'records', label: 'Analyze My Health' },
]

function useActiveTab(): LandingTab {
  const onRecords = useMatch(routePatterns.Records)
  const onProjectRecords = useMatch(routePatterns.ProjectRecords)
  return onRecords || onProjectRecords ? 'records' : 'questions'
}

/**
 * Arrow keys move between the enabled tabs (wrapping), Home and End go to
 * the first and last; a tab is chosen with Enter, Space or a press (tabs with
 * manual activation, WAI-ARIA tabs pattern).
 */
function moveTabFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const tabs = Array.from(
    (
      event.currentTarget.parentElement ?? event.currentTarget
    ).querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
  )
  const current = tabs.indexOf(event.currentTarget)
  const last = tabs.length - 1
  const target = {
    ArrowRight: current === last ? 0 : current + 1,
    ArrowLeft: current <= 0 ? last : current - 1,
    Home: 0,
    End: last,
  }[event.key]
  if (target === undefined) return
  event.preventDefault()
  tabs[target]?.focus()
}

/** The landing heading and the Ask / Analyze toggle over the active tab. */
export function LandingLayout() {
  const tab = useActiveTab()
  const navigate = useNavigate()
  const projectId = useActiveProjectId()
  const patientId = useActivePatientId()
  const id = useId()
  const tabId = (value: LandingTab) => `${id}-tab-${value}`
  const panelId = `${id}-panel`

  const handleTabChosen = (value: LandingTab) => {
    if (value === tab) return
    if (value === 'records') {
      if (!patientId) return
      navigate(projectId ? paths.projectRecords(projectId) : paths.records())
    } else {
      navigate(
        projectId ? paths.projectQuestions(projectId) : paths.questions(),
      )
    }
  }

  return (
    <div className={styles.landing}>
      <h1 className={styles.heading}>
        Understand your health simply and scientifically
      </h1>
      <div
        role="tablist"
        aria-orientation="horizontal"
        className={styles.toggle}
        aria-label="What would you like to do?"
      >
        {TABS.map(({ value, label }) => {
          const isActive = value === tab
          return (
            <button
              key={value}
              type="button"
              role="tab"
              id={tabId(value)}
              aria-selected={isActive}
              // One panel shows the active tab's route: only the active tab controls it.
              aria-controls={isActive ? panelId : undefined}
              tabIndex={isActive ? 0 : -1}
              data-state={isActive ? 'active' : 'inactive'}
              disabled={value === 'records' && !patientId}
              className={styles.option}
              onClick={() => handleTabChosen(value)}
              onKeyDown={moveTabFocus}
            >
              {label}
            </button>
          )
        })}
      </div>
      {/* A tab stop, as in the WAI-ARIA tabs pattern: the panel may start with no focusable content. */}
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(tab)}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className={styles.panel}
      >
        <Outlet />
      </div>
    </div>
  )
}
