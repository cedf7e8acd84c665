import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

import { usePatientProjects } from '@/api/projects/queries'
import { appStatePart } from '@/lib/app-state'
import { paths } from '@/lib/paths'

import { isWalkthroughSeen } from '../stores/walkthrough-store'
import { chooseAutoStart } from '../utils/walkthrough-steps'

import { useWalkthroughControls } from './use-walkthrough-controls'

/** Tried once per visit. */
const visit = appStatePart(() => ({ isTried: false }))

/** The landing page, with no project of the person's in its address. */
const LANDING_PATHS: readonly string[] = [paths.index(), paths.questions()]

/**
 * When the active patient's projects include an example project and no
 * tour has been seen, the POTS tour (else the breast cancer one) starts
 * once the projects have loaded: tried once per visit, and only on the
 * landing page. A visit that starts elsewhere (a link to a report, a
 * project) keeps its place; the tour waits until the landing page shows.
 */
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
