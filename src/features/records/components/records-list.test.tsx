import { msg } from '@lingui/core/macro'
import { act, screen, waitFor, within } from '@testing-library/react'

import { i18n } from '@/i18n/i18n'
import { openRecords } from '@/testing/records-page'
import { seedLongHistory } from '@mocks/api/seed/long-history'
import { DEMO_USER } from '@mocks/idp/users'
import { seedOf } from '@mocks/testing/test-helpers'

import * as reportCreation from '../utils/report-creation'
import * as writeRefusals from '../utils/write-refusals'

import { ROWS_PER_SLICE } from './records-list'

/** Gives the seed's first patient `records` more records, a day or two apart. */
function longHistory(records: number) {
  seedLongHistory(
    DEMO_USER.sub,
    seedOf().patients.jane,
    { records, projects: 0, analysesPerProject: 0, patients: 0 },
    Date.now(),
  )
}

const rowsIn = (list: HTMLElement) => within(list).getAllByRole('listitem')
/** Waits until every row listed matches `text`, and the count says how many. */
const onlyRowsMatching = (
  list: HTMLElement,
  filter: HTMLElement,
  text: RegExp,
) =>
  waitFor(() => {
    const rows = rowsIn(list)
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(row).toHaveTextContent(text)
    expect(filter).toHaveAccessibleDescription(
      `${rows.length} of 44 records match`,
    )
  })
const firstRows = (list: HTMLElement) => within(list).findAllByRole('listitem')

test('a short list has no filter box', async () => {
  const { list } = await openRecords()
  await firstRows(list)
  expect(
    screen.queryByRole('searchbox', { name: 'Filter records' }),
  ).not.toBeInTheDocument()
})

test('past two dozen records a filter finds them by title, kind and date, says how many match, and keeps the selection', async () => {
  longHistory(40)
  const { user, list, main } = await openRecords()
  const filter = screen.getByRole('searchbox', { name: 'Filter records' })
  expect(filter).toHaveAccessibleDescription('44 records')
  const [newest] = await firstRows(list)
  const picked = within(newest!).getByRole<HTMLInputElement>('checkbox')
  const pickedName = picked.labels?.[0]?.textContent ?? ''
  await user.click(picked)
  await user.type(filter, 'thyroid panel')
  await onlyRowsMatching(list, filter, /Thyroid panel/)
  // The picked record is not among those found, and stays selected.
  const selected = within(main).getByRole('region', {
    name: /^Selected records/,
  })
  expect(selected).toHaveTextContent(pickedName)

  await user.clear(filter)
  await user.type(filter, 'note')
  await onlyRowsMatching(list, filter, /Note/)

  await user.clear(filter)
  await user.type(filter, 'added 1 month')
  await onlyRowsMatching(list, filter, /Added (about )?1 month ago/)

  await user.clear(filter)
  await user.type(filter, 'x-ray of the moon')
  expect(await noMatch()).toHaveTextContent(
    'No records match “x-ray of the moon”.',
  )
  expect(filter).toHaveAccessibleDescription('0 of 44 records match')
  expect(
    within(main).getByRole('region', { name: /^Selected records/ }),
  ).toHaveTextContent(pickedName)
})

/** The line that says nothing matches (the typed text in it is an element of its own). */
const noMatch = () => screen.findByText(/^No records match/)

test('in another language the filter finds records by the words their rows show in it, and follows a change of language', async () => {
  longHistory(40)
  const { user } = await openRecords()
  const filter = screen.getByRole('searchbox', { name: 'Filter records' })
  await user.type(filter, 'notiz')
  expect(await noMatch()).toHaveTextContent('No records match “notiz”.')

  // A stand-in catalogue, compiled: German for two of a row's words.
  const distance = ''
  onTestFinished(() => act(() => i18n.activate('en')))
  act(() => {
    i18n.load('de', {
      [msg`Note`.id]: ['Notiz'],
      [msg`Added ${distance}`.id]: ['Hinzugefügt ', ['distance']],
    })
    i18n.activate('de')
  })
  const rows = () =>
    within(
      screen.getByRole('region', { name: 'Patient records' }),
    ).getAllByRole('listitem')
  await waitFor(() => {
    expect(rows().length).toBeGreaterThan(0)
    for (const row of rows()) expect(row).toHaveTextContent(/Notiz/)
  })

  await user.clear(filter)
  // The time ago as German says it.
  await user.type(filter, 'hinzugefügt letzten monat')
  await waitFor(() => {
    expect(rows().length).toBeGreaterThan(0)
    for (const row of rows())
      expect(row).toHaveTextContent(/Hinzugefügt letzten Monat/)
  })
})

test('at 5,000 records the list renders a bounded slice first, and a pick re-renders only its own row, not Add Records below', async () => {
  longHistory(5000)
  const rendered = vi.spyOn(reportCreation, 'deleteBlockedReason')
  // Called as Add Records renders, below the list.
  const addRecordsRendered = vi.spyOn(writeRefusals, 'noteRefusal')
  const { user, list } = await openRecords()
  // The first render holds the first slice, not the whole history.
  expect((await firstRows(list)).length).toBeLessThanOrEqual(ROWS_PER_SLICE)

  const titles = () =>
    rendered.mock.calls.map(([record]) => (record as { title?: string }).title)
  const before = titles().length
  const addRecordsBefore = addRecordsRendered.mock.calls.length
  // The rows in the page as the record is picked.
  const shown = new Set(
    within(list)
      .getAllByRole<HTMLInputElement>('checkbox')
      .map((box) => box.labels?.[0]?.textContent),
  )
  const picked = within(rowsIn(list)[3]!).getByRole<HTMLInputElement>(
    'checkbox',
  )
  await user.click(picked)
  await waitFor(() => expect(picked).toBeChecked())
  // Of them, rendered again: the one picked (later slices add rows of their own).
  const again = titles()
    .slice(before)
    .filter((title) => shown.has(title))
  expect(again).toEqual([picked.labels?.[0]?.textContent])
  // Nor does the rest of the page.
  expect(addRecordsRendered.mock.calls.length).toBe(addRecordsBefore)
  // The rest of the history follows, slice by slice.
  await waitFor(() =>
    expect(rowsIn(list).length).toBeGreaterThan(2 * ROWS_PER_SLICE),
  )
}, 30_000)
