import * as Tabs from '@radix-ui/react-tabs'
import { Outlet, useMatch, useNavigate } from 'react-router-dom'

import { paths, routePatterns } from '@/lib/paths'
import {
  useActivePatientId,
  useActiveProjectId,
} from '@/stores/active-selection-store'

import styles from './landing-layout.module.css'

type LandingTab = 'questions' | 'records'

/** An inactive tab controls no panel: only the active tab's panel is in the page. */
const controlsPanelWhen = (isActive: boolean) =>
  isActive ? {} : { 'aria-controls': undefined }

function useActiveTab(): LandingTab {
  const onRecords = useMatch(routePatterns.Records)
  const onProjectRecords = useMatch(routePatterns.ProjectRecords)
  return onRecords || onProjectRecords ? 'records' : 'questions'
}

/** The landing heading and the Ask / Analyze toggle over the active tab. */
export function LandingLayout() {
  const tab = useActiveTab()
  const navigate = useNavigate()
  const projectId = useActiveProjectId()
  const patientId = useActivePatientId()

  const handleTabChange = (value: string) => {
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
      <Tabs.Root
        value={tab}
        onValueChange={handleTabChange}
        activationMode="manual"
      >
        <Tabs.List
          className={styles.toggle}
          aria-label="What would you like to do?"
        >
          {/* One panel shows the active tab's route: only the active tab controls it. */}
          <Tabs.Trigger
            value="questions"
            className={styles.option}
            {...controlsPanelWhen(tab === 'questions')}
          >
            Ask A Question
          </Tabs.Trigger>
          <Tabs.Trigger
            value="records"
            className={styles.option}
            disabled={!patientId}
            {...controlsPanelWhen(tab === 'records')}
          >
            Analyze My Health
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value={tab} className={styles.panel}>
          <Outlet />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  )
}
