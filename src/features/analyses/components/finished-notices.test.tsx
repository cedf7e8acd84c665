import { act, screen, waitFor, within } from '@testing-library/react'

import { paths } from '@/lib/paths'
import { renderApp } from '@/testing/render'
import { setWindowWidth } from '@/testing/viewport'
import { db } from '@mocks/api/db'
import { seedOf } from '@mocks/testing/test-helpers'

import { APP_TITLE } from './finished-notices'

const QUESTION = 'What helps with fatigue in Hashimoto thyroiditis?'

/**
 * Asks a question on the project's question tab; its answer page opens. The
 * answer stays under way until `finish()`, so it finishes exactly when the
 * test says, wherever the person is by then.
 */
async function askQuestion(question = QUESTION) {
  db.settings.analysisDurationMs = Infinity
  const seed = seedOf()
  const view = renderApp(paths.projectQuestions(seed.projects.thyroid))
  const field = await screen.findByRole('textbox', {
    name: 'Your health question',
  })
  await waitFor(() => expect(field).toBeEnabled())
  await view.user.type(field, question)
  await view.user.click(screen.getByRole('button', { name: 'Get Answer' }))
  await screen.findByRole('region', { name: question })
  const analysisId = view.router.state.location.pathname.split('/').at(-1)
  if (!analysisId) throw new Error('The answer page has no analysis id')
  const finish = () => {
    db.find.analysis(analysisId).durationMs = 0
  }
  return { finish, ...view }
}

/** Leaves the answer page for a new question; its page is on screen. */
async function goElsewhere({
  user,
  router,
}: Awaited<ReturnType<typeof askQuestion>>) {
  await user.click(screen.getByRole('link', { name: 'New' }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/questions'))
  await waitFor(() =>
    expect(
      screen.queryByRole('region', { name: QUESTION }),
    ).not.toBeInTheDocument(),
  )
}

test('an answer that finishes while the person is elsewhere says so, with a link, and counts in the tab title until opened', async () => {
  const asked = await askQuestion()
  await goElsewhere(asked)
  asked.finish()

  const notice = await screen.findByText(/^Your answer is ready:/, undefined, {
    timeout: 8000,
  })
  await waitFor(() => expect(document.title).toBe(`(1) ${APP_TITLE}`))
  await asked.user.click(within(notice).getByRole('link', { name: QUESTION }))
  // The report's page may load its code first: on a busy machine, seconds.
  expect(
    await screen.findByRole('region', { name: QUESTION }, { timeout: 8000 }),
  ).toBeInTheDocument()
  await waitFor(() => expect(document.title).toBe(APP_TITLE))
})

test('an answer that finishes on screen needs no notice', async () => {
  const { finish } = await askQuestion()
  finish()
  const question = screen.getByRole('region', { name: QUESTION })
  expect(
    await within(question).findByText('Your answer is ready', undefined, {
      timeout: 8000,
    }),
  ).toBeInTheDocument()
  expect(screen.queryByText(/^Your answer is ready:/)).not.toBeInTheDocument()
  expect(document.title).toBe(APP_TITLE)
})

test('a question that fails while the person is elsewhere says so too', async () => {
  const asked = await askQuestion('Please simulate failure of this question')
  await goElsewhere(asked)
  asked.finish()
  expect(
    await screen.findByText(
      /^Your question could not be answered:/,
      undefined,
      {
        timeout: 8000,
      },
    ),
  ).toBeInTheDocument()
  await waitFor(() => expect(document.title).toBe(`(1) ${APP_TITLE}`))
})

test('on a phone, an answer that finishes in a panel hidden behind another says so', async () => {
  setWindowWidth(390)
  db.settings.analysisDurationMs = Infinity
  const seed = seedOf()
  const { user, router } = renderApp(
    paths.reportDetail(seed.analyses.thyroidReport),
  )
  const field = await screen.findByRole('textbox', {
    name: 'Follow-up question about this report',
  })
  await waitFor(() => expect(field).toBeEnabled())
  await user.type(field, `${QUESTION}{Enter}`)
  await screen.findByRole('region', { name: QUESTION })
  const asked = router.state.location.pathname.split('/').at(-1) ?? ''

  // Another question of the report opens from the project tree: the
  // answer still on its way is now behind it, out of view.
  await act(() =>
    router.navigate(paths.reportDetail(seed.analyses.thyroidFollowUps[0]!)),
  )
  await waitFor(() =>
    expect(
      screen.queryByRole('region', { name: QUESTION }),
    ).not.toBeInTheDocument(),
  )
  db.find.analysis(asked).durationMs = 0

  const notice = await screen.findByText(/^Your answer is ready:/, undefined, {
    timeout: 8000,
  })
  await waitFor(() => expect(document.title).toBe(`(1) ${APP_TITLE}`))
  // Its link brings the answer into view.
  await user.click(within(notice).getByRole('link', { name: QUESTION }))
  expect(
    await screen.findByRole('region', { name: QUESTION }),
  ).toBeInTheDocument()
  await waitFor(() => expect(document.title).toBe(APP_TITLE))
})
