import { markToursUnseen } from '@/testing/tours'

import {
  getWalkthrough,
  isWalkthroughSeen,
  resetWalkthroughStore,
  startWalkthrough,
  walkthroughDismissed,
} from './walkthrough-store'

beforeEach(markToursUnseen)
afterEach(resetWalkthroughStore)

test('starting shows the intro of the project tour', () => {
  expect(startWalkthrough('pots', 'prj_pots')).toBe(true)
  expect(getWalkthrough()).toMatchObject({
    type: 'pots',
    projectId: 'prj_pots',
    stepIndex: 0,
  })
})

test('a seen tour does not start again unless forced', () => {
  localStorage.setItem('walkthrough_seen_pots', 'true')
  expect(startWalkthrough('pots', 'prj_pots')).toBe(false)
  expect(getWalkthrough().type).toBeNull()
  expect(startWalkthrough('pots', 'prj_pots', { force: true })).toBe(true)
})

test('a running tour is not replaced by another automatic start', () => {
  startWalkthrough('pots', 'prj_pots')
  expect(startWalkthrough('mammogram', 'prj_bc')).toBe(false)
  expect(getWalkthrough().projectId).toBe('prj_pots')
})

test('dismissing marks the tour seen and ends it', () => {
  startWalkthrough('pots', 'prj_pots')
  walkthroughDismissed()
  expect(isWalkthroughSeen('pots')).toBe(true)
  expect(localStorage.getItem('walkthrough_seen_pots')).toBe('true')
  expect(isWalkthroughSeen('mammogram')).toBe(false)
  expect(getWalkthrough().type).toBeNull()
})
