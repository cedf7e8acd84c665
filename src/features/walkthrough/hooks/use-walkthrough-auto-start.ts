import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

import { usePatientProjects } from '@/api/projects/queries'
import { appStatePart } from '@/lib/app-state'
import { paths } from '@/lib/paths'

import { isWalkthroughSeen } from '../stores/walkthrough-store'
import { chooseAutoStart } from '../utils/walkthrough-steps'

import { useWalkthroughControls } from './use-walkthrough-controls'

const visit = appStatePart(() => ({ isTried: false }))

const LANDING_PATHS: readonly string[] = [paths.index(), paths.questions()]

/** Starts a tour once per visit, on the landing page only: a visit that starts at a report or project keeps its place. */
export function useWalkthroughAutoStart() {
  const { data: projects } = usePatientProjects()
  const { pathname } = useLocation()
  const controls = useWalkthroughControls()
  const isOnLanding = LANDING_PATHS.includes(pathname)

  useEffect(() => {
    if (visit().isTried || !projects || !isOnLanding) return
    visit().isTried = true
    const choice = chooseAutoStart(projects, isWalkthroughSeen)
    if (choice) controls.start(choice.type, choice.project)
  }, [projects, controls, isOnLanding])
}
