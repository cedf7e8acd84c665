import { projectActivated } from '@/stores/active-selection-store'
import { DEMO_USER } from '@mocks/idp/users'

import {
  getPickedRecordIds,
  recordDropped,
  recordsPicked,
  recordUnpicked,
  resetRecordSelection,
  restoreRecordPicks,
} from './record-picks-store'

test('leaving a project clears its picks only; a note finishing later for it is still picked for it', () => {
  projectActivated('prj_a')
  recordsPicked('prj_a', ['rec_1'])
  recordsPicked('prj_b', ['rec_2'])
  projectActivated('prj_b')
  expect(getPickedRecordIds('prj_a')).toEqual([])
  expect(getPickedRecordIds('prj_b')).toEqual(['rec_2'])

  recordsPicked('prj_a', ['rec_3'])
  projectActivated('prj_a')
  expect(getPickedRecordIds('prj_a')).toEqual(['rec_3'])
  expect(getPickedRecordIds('prj_b')).toEqual([])
})

test('a deleted record is picked for no project', () => {
  recordsPicked('prj_a', ['rec_1', 'rec_2'])
  recordsPicked('prj_b', ['rec_1'])
  recordDropped('rec_1')
  expect(getPickedRecordIds('prj_a')).toEqual(['rec_2'])
  expect(getPickedRecordIds('prj_b')).toEqual([])
})

test('the picks kept for the signed-in user come back as the page starts; an unreadable entry brings none', () => {
  recordsPicked('prj_a', ['rec_1', 'rec_2'])
  recordUnpicked('prj_a', 'rec_2')
  resetRecordSelection()
  expect(getPickedRecordIds('prj_a')).toEqual([])

  restoreRecordPicks(DEMO_USER.sub)
  expect(getPickedRecordIds('prj_a')).toEqual(['rec_1'])

  sessionStorage.setItem(
    `draft:${DEMO_USER.sub}:all:record-picks`,
    JSON.stringify({ prj_a: 'rec_1' }),
  )
  restoreRecordPicks(DEMO_USER.sub)
  expect(getPickedRecordIds('prj_a')).toEqual([])
})
