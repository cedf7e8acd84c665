import { useEffect } from 'react'

import { usePatientProjects } from '@/api/project-queries'

import { isWalkthroughSeen } from '../stores/walkthrough-store'
import { chooseAutoStart } from '../utils/walkthrough-steps'

import { useWalkthroughControls } from './use-walkthrough-controls'

let hasTriedThisVisit = false

/**
 * SPEC.md §4: when the active patient's projects include an example project
 * and no tour has been seen, the POTS tour (else the breast cancer one)
 * starts once the projects have loaded. Tried once per visit.
 */
export function useWalkthroughAutoStart() {
  const { data: projects } = usePatientProjects()
  const controls = useWalkthroughControls()

  useEffect(() => {
    if (hasTriedThisVisit || !projects) return
    hasTriedThisVisit = true
    const choice = chooseAutoStart(projects, isWalkthroughSeen)
    if (choice) controls.start(choice.type, choice.project)
  }, [projects, controls])
}

/** Tests start each visit afresh. */
export const resetWalkthroughAutoStart = () => {
  hasTriedThisVisit = false
}
