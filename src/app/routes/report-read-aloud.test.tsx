import { act, screen, waitFor, within } from '@testing-library/react'

import { logout, sessionEnded } from '@/lib/auth'
import { paths } from '@/lib/paths'
import { renderApp } from '@/testing/render'
import { installTestConfig } from '@/testing/test-auth'
import {
  installFakeSpeech,
  removeFakeSpeech,
  type FakeSpeechOptions,
} from '@mocks/testing/fake-speech'
import { seedOf } from '@mocks/testing/test-helpers'

const REPORT_TITLE = 'Thyroid Health Report'
const GLUCOSE = 'Can my thyroid condition affect my blood sugar control?'
const ON_DEVICE = { name: 'Daniel', lang: 'en-GB', localService: true }
const SERVICE = {
  name: 'Google US English',
  lang: 'en-US',
  localService: false,
  default: true,
}

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn()
})

function speaking(options: FakeSpeechOptions = { voices: [ON_DEVICE] }) {
  const speech = installFakeSpeech(options)
  onTestFinished(() => removeFakeSpeech())
  return speech
}

async function openReport(url?: string) {
  const seed = seedOf()
  const view = renderApp(url ?? paths.reportDetail(seed.analyses.thyroidReport))
  const main = await screen.findByRole('region', { name: REPORT_TITLE })
  await within(main).findByRole('heading', { name: 'Summary' })
  return { seed, main, ...view }
}

const controls = (panel: HTMLElement) =>
  within(panel).queryByRole('group', { name: 'Read aloud' })

// The highlight is how the block looks, not what it is: only its attribute tells.
/* eslint-disable testing-library/no-node-access */
const readingNow = (panel: HTMLElement) =>
  [...panel.querySelectorAll('[data-reading]')].map(
    (block) => block.textContent,
  )
const readBlock = (panel: HTMLElement) => panel.querySelector('[data-reading]')
/* eslint-enable testing-library/no-node-access */

async function startReading(
  panel: HTMLElement,
  user: { click: (e: Element) => Promise<void> },
) {
  await user.click(
    await within(panel).findByRole('button', { name: 'Read aloud' }),
  )
  await within(panel).findByRole('button', { name: 'Pause' })
}

test('the report is read block by block, markers as "reference N", with the device’s own voice', async () => {
  const speech = speaking({ voices: [SERVICE, ON_DEVICE] })
  const { main, user } = await openReport()
  await startReading(main, user)

  for (let block = 0; block < 8; block++) act(() => speech.finish())
  expect(speech.spoken.map(({ text }) => text)).toEqual([
    'Summary',
    expect.stringMatching(
      /^Your records show a raised TSH \(6\.8 mIU\/L\) .* live with type 1 diabetes reference 1\.$/,
    ),
    'What your results mean',
    'Test, Your result, Typical adult range*, What it tells you',
    'TSH, 6.8 mIU/L, about 0.4–4.0 mIU/L, How hard the pituitary gland is "pushing" the thyroid',
    'Free T4, 11.2 pmol/L, about 10–22 pmol/L, How much thyroid hormone is circulating',
    'TPO antibodies, 210 IU/mL, below about 35 IU/mL, Whether an autoimmune process is present',
    '*Reference ranges differ between laboratories; use the range printed on your own report.',
    expect.stringContaining(
      'is called subclinical hypothyroidism reference 2. When TPO antibodies are also present, the chance of developing overt hypothyroidism over the following years is higher reference 2, reference 3.',
    ),
  ])
  expect(new Set(speech.spoken.map(({ voice }) => voice))).toEqual(
    new Set(['Daniel']),
  )
  expect(new Set(speech.spoken.map(({ lang }) => lang))).toEqual(
    new Set(['en']),
  )
})

test('the block being read is highlighted, and the highlight moves on with the voice', async () => {
  const speech = speaking()
  const { main, user } = await openReport()
  await startReading(main, user)
  expect(readingNow(main)).toEqual(['Summary'])
  act(() => speech.finish())
  expect(readingNow(main)).toEqual([
    expect.stringMatching(/^Your records show/),
  ])
  expect(readBlock(main)!.scrollIntoView).toHaveBeenCalled()
})

test('Pause, Resume and Stop, each said politely as it happens; focus stays on the controls', async () => {
  const speech = speaking()
  const { main, user } = await openReport()
  const status = within(main).getAllByRole('status').at(-1)!
  await startReading(main, user)
  expect(within(main).getByText('Reading aloud')).toBeInTheDocument()

  await user.click(within(main).getByRole('button', { name: 'Pause' }))
  expect(speech.speaking()).toBeNull()
  expect(within(main).getByText('Reading paused')).toBeInTheDocument()
  const resume = within(main).getByRole('button', { name: 'Resume' })
  expect(resume).toHaveFocus()

  await user.click(resume)
  expect(speech.speaking()).toBe('Summary')
  expect(within(main).getByText('Reading aloud')).toBeInTheDocument()

  await user.click(within(main).getByRole('button', { name: 'Stop' }))
  expect(speech.speaking()).toBeNull()
  expect(readingNow(main)).toEqual([])
  expect(within(main).getByText('Reading stopped')).toBeInTheDocument()
  expect(within(main).getByRole('button', { name: 'Read aloud' })).toHaveFocus()
  expect(
    within(main).queryByRole('button', { name: 'Stop' }),
  ).not.toBeInTheDocument()
  expect(status).toBeInTheDocument()
})

test('the keyboard reaches Read aloud, then Pause and Stop', async () => {
  speaking()
  const { main, user } = await openReport()
  // Its controls are code of their own, which may come after the text.
  const readAloud = await within(main).findByRole('button', {
    name: 'Read aloud',
  })
  readAloud.focus()
  await user.keyboard('{Enter}')
  const pause = await within(main).findByRole('button', { name: 'Pause' })
  expect(pause).toHaveFocus()
  await user.tab()
  expect(within(main).getByRole('button', { name: 'Stop' })).toHaveFocus()
  await user.keyboard(' ')
  expect(within(main).getByRole('button', { name: 'Read aloud' })).toHaveFocus()
})

test('a follow-up answer is read on its own; starting it stops the report', async () => {
  const speech = speaking()
  const { user } = await openReport(
    paths.reportDetail(seedOf().analyses.thyroidFollowUps[0]),
  )
  const question = await screen.findByRole('region', { name: GLUCOSE })
  const main = screen.getByRole('region', { name: REPORT_TITLE })
  await startReading(main, user)
  await startReading(question, user)
  expect(speech.speaking()).toBe('Thyroid hormone and blood sugar')
  expect(readingNow(main)).toEqual([])
  expect(
    within(main).getByRole('button', { name: 'Read aloud' }),
  ).toBeInTheDocument()
})

test('not offered where the device has no voice of its own for the content’s language', async () => {
  speaking({
    voices: [SERVICE, { name: 'Amélie', lang: 'fr-CA', localService: true }],
  })
  const { main } = await openReport()
  expect(controls(main)).not.toBeInTheDocument()
})

test('not offered where the browser has no speech at all', async () => {
  const { main } = await openReport()
  expect(controls(main)).not.toBeInTheDocument()
})

test('offered once the device’s voices arrive, later than the report', async () => {
  const speech = speaking({ voices: [ON_DEVICE], voicesLater: true })
  const { main } = await openReport()
  expect(controls(main)).not.toBeInTheDocument()
  act(() => speech.voicesArrive())
  expect(controls(main)).toBeInTheDocument()
})

test('content in French is read with a French voice, its markers in French', async () => {
  installTestConfig({ contentLanguage: 'fr-FR' })
  const speech = speaking({
    voices: [ON_DEVICE, { name: 'Thomas', lang: 'fr-FR', localService: true }],
  })
  const { main, user } = await openReport()
  await startReading(main, user)
  act(() => speech.finish())
  expect(speech.spoken.at(-1)).toEqual({
    text: expect.stringMatching(/diabetes référence 1\.$/),
    lang: 'fr-FR',
    voice: 'Thomas',
  })
})

test('leaving the report stops the voice', async () => {
  const speech = speaking()
  const { main, user, router } = await openReport()
  await startReading(main, user)
  await act(() => router.navigate(paths.index()))
  await waitFor(() => expect(speech.speaking()).toBeNull())
  expect(speech.queued()).toBe(0)
})

test('choosing another patient stops the voice', async () => {
  const speech = speaking()
  const { main, user } = await openReport()
  await startReading(main, user)
  await user.click(screen.getByRole('button', { name: 'Patient Jane Doe' }))
  await user.click(await screen.findByRole('menuitem', { name: 'Robert Doe' }))
  await waitFor(() => expect(speech.speaking()).toBeNull())
})

test('signing out stops the voice', async () => {
  const speech = speaking()
  const { main, user } = await openReport()
  await startReading(main, user)
  await act(() => logout())
  expect(speech.speaking()).toBeNull()
})

test('a session ended in another tab stops the voice', async () => {
  const speech = speaking()
  const { main, user } = await openReport()
  await startReading(main, user)
  act(() => sessionEnded())
  expect(speech.speaking()).toBeNull()
  await screen.findByRole('dialog', { name: 'Session Expired' })
})

test('read to its end, it says so, and focus on Stop moves to Read aloud', async () => {
  const speech = speaking()
  const { user } = await openReport(
    paths.reportDetail(seedOf().analyses.thyroidFollowUps[0]),
  )
  const question = await screen.findByRole('region', { name: GLUCOSE })
  await startReading(question, user)
  within(question).getByRole('button', { name: 'Stop' }).focus()
  act(() => {
    while (speech.speaking()) speech.finish()
  })
  expect(speech.spoken.at(-1)?.text).toBe(
    'This answer is for information only and does not replace advice from your care team.',
  )
  expect(
    within(question).getByText('Finished reading aloud'),
  ).toBeInTheDocument()
  expect(
    within(question).getByRole('button', { name: 'Read aloud' }),
  ).toHaveFocus()
})

test('a voice that fails says the device could not read it', async () => {
  const speech = speaking()
  const { main, user } = await openReport()
  await startReading(main, user)
  act(() => speech.fail('synthesis-failed'))
  expect(
    within(main).getByText('This device could not read it aloud.'),
  ).toBeInTheDocument()
  expect(readingNow(main)).toEqual([])
})

test('closing the follow-up being read stops its voice', async () => {
  const speech = speaking()
  const { user } = await openReport(
    paths.reportDetail(seedOf().analyses.thyroidFollowUps[0]),
  )
  const question = await screen.findByRole('region', { name: GLUCOSE })
  await startReading(question, user)
  await user.click(
    within(question).getByRole('button', { name: `Close panel: ${GLUCOSE}` }),
  )
  expect(speech.speaking()).toBeNull()
})
