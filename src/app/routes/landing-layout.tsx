import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, type KeyboardEvent } from 'react'
import { Outlet, useMatch, useNavigate } from 'react-router-dom'

import { useActivePatientId } from '@/api/projects/queries'
import { paths, routePatterns } from '@/lib/paths'
import { useActiveProjectId } from '@/stores/active-selection-store'

import styles from './landing-layout.module.css'

const TABS = [
  {
    value: 'questions',
    label: msg({
      comment: 'Tab of the landing page',
      message: 'Ask A Question',
    }),
    to: (projectId: string | null) =>
      projectId ? paths.projectQuestions(projectId) : paths.questions(),
  },
  {
    value: 'records',
    label: msg({
      comment: 'Tab of the landing page',
      message: 'Analyze My Health',
    }),
    to: (projectId: string | null) =>
      projectId ? paths.projectRecords(projectId) : paths.records(),
  },
] as const

/** Arrow keys (wrapping), Home and End move between the enabled tabs (WAI-ARIA tabs, manual activation). */
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
  const { t, i18n } = useLingui()
  const onRecords = useMatch(routePatterns.Records)
  const onProjectRecords = useMatch(routePatterns.ProjectRecords)
  const tab = onRecords || onProjectRecords ? 'records' : 'questions'
  const navigate = useNavigate()
  const projectId = useActiveProjectId()
  const patientId = useActivePatientId()
  const id = useId()
  const panelId = `${id}-panel`

  return (
    <div className={styles.landing}>
      <h1 className={styles.heading}>
        <Trans>Understand your health simply and scientifically</Trans>
      </h1>
      <div
        role="tablist"
        aria-orientation="horizontal"
        className={styles.toggle}
        aria-label={t`What would you like to do?`}
      >
        {TABS.map(({ value, label, to }) => {
          const isActive = value === tab
          const isDisabled = value === 'records' && !patientId
          return (
            <button
              key={value}
              type="button"
              role="tab"
              id={`${id}-tab-${value}`}
              aria-selected={isActive}
              // One panel shows the active tab's route: only the active tab controls it.
              aria-controls={isActive ? panelId : undefined}
              tabIndex={isActive ? 0 : -1}
              data-state={isActive ? 'active' : 'inactive'}
              disabled={isDisabled}
              className={styles.option}
              onClick={() => {
                if (!isActive && !isDisabled) navigate(to(projectId))
              }}
              onKeyDown={moveTabFocus}
            >
              {i18n._(label)}
            </button>
          )
        })}
      </div>
      {/* A tab stop, as in the WAI-ARIA tabs pattern: the panel may start with no focusable content. */}
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={`${id}-tab-${tab}`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className={styles.panel}
      >
        <Outlet />
      </div>
    </div>
  )
}
