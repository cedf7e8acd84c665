import { screen, waitFor, within } from '@testing-library/react'

import { paths } from '@/lib/paths'
import { renderApp } from '@/testing/render'
import {
  armXssTraps,
  expectNoDangerousDom,
  expectPayloadsShownSafely,
  expectShownAsText,
  HTML_PAYLOADS,
  URL_PAYLOADS,
  XSS_PAYLOADS,
} from '@/testing/xss-corpus'
import { db } from '@mocks/api/db'
import { DEMO_USER } from '@mocks/idp/users'
import { seedOf } from '@mocks/testing/test-helpers'

beforeEach(armXssTraps)

const OWNER = DEMO_USER.sub
const LINKED_TITLE = '<img src=x onerror=window.__xss=1>linked'
const FREE_TITLE = '<script>window.__xss=1</script>free'
const IMAGE_TITLE = '<svg onload=window.__xss=1>image'

/**
 * Jane's records with payload titles and text: one is part of the Thyroid
 * Health project (so selected), one is free to delete, images carry script
 * URLs as thumbnails, and with `everyPayload` there is a record per payload.
 */
function seedHostileRecords(everyPayload: boolean) {
  const seed = seedOf()
  const jane = seed.patients.jane
  if (everyPayload) {
    for (const title of XSS_PAYLOADS) {
      db.insert.record(OWNER, jane, { title, content: title })
    }
  }
  db.insert.record(OWNER, jane, {
    title: LINKED_TITLE,
    content: HTML_PAYLOADS.join('\n'),
    linkedProjects: [seed.projects.thyroid],
  })
  db.insert.record(OWNER, jane, {
    title: FREE_TITLE,
    content: HTML_PAYLOADS.join('\n'),
  })
  URL_PAYLOADS.forEach((url, index) => {
    db.insert.record(OWNER, jane, {
      title: `${IMAGE_TITLE} ${index}`,
      recordType: 'image',
      content: '',
      thumbnailUrl: url,
    })
  })
  return seed
}

async function openRecords({ everyPayload = false } = {}) {
  const seed = seedHostileRecords(everyPayload)
  const view = renderApp(paths.projectRecords(seed.projects.thyroid))
  const list = await screen.findByRole(
    'region',
    { name: 'Patient records' },
    { timeout: 10_000 },
  )
  // A long list comes in slices: every row is in once the last has come.
  const rows = db.records.listForPatient(OWNER, seed.patients.jane).length
  await waitFor(
    () => expect(within(list).getAllByRole('listitem')).toHaveLength(rows),
    { timeout: 10_000 },
  )
  return { list, main: screen.getByRole('main'), ...view }
}

// Name queries over a hundred rows are too slow here: this one reads text.
test('every payload shows as a record title, as text', async () => {
  const { list } = await openRecords({ everyPayload: true })
  expectPayloadsShownSafely(list, XSS_PAYLOADS)
})

test('record titles show as text in the selection, labels and names of the controls', async () => {
  const { list, main } = await openRecords()
  expect(
    within(list).getByRole('checkbox', { name: LINKED_TITLE }),
  ).toBeChecked()
  const selected = within(main).getByRole('region', {
    name: /^Selected records/,
  })
  expectShownAsText(selected, LINKED_TITLE)
  expect(
    within(list).getByRole('button', { name: `Delete ${FREE_TITLE}` }),
  ).toBeEnabled()
  expectNoDangerousDom()
})

test('a record’s preview shows its text as text and loads no script-URL thumbnail', async () => {
  const { list, user } = await openRecords()
  await user.click(
    within(list).getByRole('button', { name: `Preview ${FREE_TITLE}` }),
  )
  const preview = await screen.findByRole('dialog', {
    name: `Preview of ${FREE_TITLE}`,
  })
  expectShownAsText(preview, HTML_PAYLOADS.slice(0, 5).join(' '))
  expectNoDangerousDom()
  await user.keyboard('{Escape}')

  for (const index of URL_PAYLOADS.keys()) {
    const title = `${IMAGE_TITLE} ${index}`
    await user.click(
      within(list).getByRole('button', { name: `Preview ${title}` }),
    )
    const image = await screen.findByRole('dialog', {
      name: `Preview of ${title}`,
    })
    expect(within(image).queryByRole('img')).not.toBeInTheDocument()
    expectShownAsText(image, 'This record has no text to preview.')
    expectNoDangerousDom()
    await user.keyboard('{Escape}')
  }
})

test('the Confirm Deletion dialog names the record as text', async () => {
  const { list, user } = await openRecords()
  await user.click(
    within(list).getByRole('button', { name: `Delete ${FREE_TITLE}` }),
  )
  const dialog = await screen.findByRole('dialog', {
    name: 'Confirm Deletion',
  })
  expectShownAsText(dialog, `Delete the record "${FREE_TITLE}"?`)
  expectNoDangerousDom()
})
