import { screen, waitFor, within } from '@testing-library/react'

import { renderApp } from '@/testing/render'
import { markToursUnseen } from '@/testing/tours'
import { setWindowWidth } from '@/testing/viewport'
import { seedOf } from '@mocks/testing/test-helpers'

const tourBox = () =>
  screen.findByRole('region', {
    name: /View a Sample Project|Report|Try It Yourself/,
  })

test('on a first visit the POTS tour starts and each step opens its report in turn', async () => {
  markToursUnseen()
  const { user, router } = renderApp('/')
  const box = await tourBox()
  expect(within(box).getByText('Step 1 of 6')).toBeInTheDocument()
  expect(
    within(box).getByRole('heading', { name: 'View a Sample Project' }),
  ).toBeInTheDocument()
  // Nothing of the example is revealed yet.
  const navigation = screen.getByRole('navigation', {
    name: 'Patients and projects',
  })
  expect(
    await within(navigation).findByText(
      'Continue walkthrough to reveal more reports',
    ),
  ).toBeInTheDocument()

  const { analyses } = seedOf()
  const titles = [
    'The First Report',
    'Report 2: Salt and Fluid Intake',
    'Report 3: Exercise and Reconditioning',
    'Report 4: Medications for POTS',
  ]
  for (const [index, title] of titles.entries()) {
    await user.click(within(box).getByRole('button', { name: 'Next' }))
    expect(within(box).getByRole('heading', { name: title })).toHaveFocus()
    expect(within(box).getByText(`Step ${index + 2} of 6`)).toBeInTheDocument()
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/report/analyses/${analyses.potsReports[index]}`,
      ),
    )
  }

  await user.click(within(box).getByRole('button', { name: 'Next' }))
  expect(
    within(box).getByRole('heading', { name: 'Try It Yourself' }),
  ).toBeInTheDocument()
  await user.click(within(box).getByRole('button', { name: 'Get Started' }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/questions'))
  expect(screen.queryByText(/Step \d of 6/)).not.toBeInTheDocument()
  expect(localStorage.getItem('walkthrough_seen_pots')).toBe('true')
  // 'My First Project' is the active project now.
  expect(
    await screen.findByRole('button', { name: 'Project My First Project' }),
  ).toBeInTheDocument()
})

test('closing the tour marks it seen; Launch Tutorial starts it again', async () => {
  markToursUnseen()
  const { user } = renderApp('/')
  const box = await tourBox()
  await user.click(
    within(box).getByRole('button', { name: 'Close the tutorial' }),
  )
  expect(screen.queryByText('Step 1 of 6')).not.toBeInTheDocument()
  expect(localStorage.getItem('walkthrough_seen_pots')).toBe('true')

  const launch = await screen.findAllByRole('button', {
    name: /Launch Tutorial/,
  })
  await user.click(launch[0]!)
  expect(await screen.findByText('Step 1 of 6')).toBeInTheDocument()
  expect(
    screen.getByRole('heading', { name: 'View a Sample Project' }),
  ).toHaveFocus()
})

test('with the tours seen nothing starts by itself', async () => {
  renderApp('/')
  await screen.findByRole('heading', {
    name: 'Understand your health simply and scientifically',
  })
  await screen.findByRole('navigation', { name: 'Patients and projects' })
  expect(screen.queryByText(/Step \d of \d/)).not.toBeInTheDocument()
})

test('under 768 px starting the tour from the drawer closes it', async () => {
  setWindowWidth(390)
  const { user } = renderApp('/')
  await user.click(await screen.findByRole('button', { name: 'Navigation' }))
  const drawer = await screen.findByRole('dialog', { name: 'Navigation' })
  const launch = await within(drawer).findAllByRole('button', {
    name: /Launch Tutorial/,
  })
  await user.click(launch[0]!)
  await waitFor(() =>
    expect(
      screen.queryByRole('dialog', { name: 'Navigation' }),
    ).not.toBeInTheDocument(),
  )
  const box = await tourBox()
  await user.click(within(box).getByRole('button', { name: 'Next' }))
  expect(
    within(box).getByRole('heading', { name: 'The First Report' }),
  ).toHaveFocus()
  expect(
    screen.queryByRole('dialog', { name: 'Navigation' }),
  ).not.toBeInTheDocument()
})

test('a first visit through a link to a report keeps that report; the tour waits for the landing page', async () => {
  markToursUnseen()
  const seed = seedOf()
  const { user, router } = renderApp(
    `/report/analyses/${seed.analyses.thyroidReport}`,
  )
  const report = await screen.findByRole('region', {
    name: 'Thyroid Health Report',
  })
  expect(
    await within(report).findByRole('heading', { name: 'Summary' }),
  ).toBeInTheDocument()
  // The patient's projects (with the examples) have loaded; no tour took the report's place.
  const navigation = screen.getByRole('navigation', {
    name: 'Patients and projects',
  })
  await within(navigation).findByRole('button', { name: /^Example: POTS/ })
  expect(
    screen.queryByRole('region', { name: 'View a Sample Project' }),
  ).not.toBeInTheDocument()
  expect(
    screen.queryByText('No content available for this panel'),
  ).not.toBeInTheDocument()
  expect(router.state.location.pathname).toBe(
    `/report/analyses/${seed.analyses.thyroidReport}`,
  )

  // On the landing page, it starts.
  await user.click(screen.getByRole('link', { name: 'New' }))
  expect(
    await screen.findByRole('region', { name: 'View a Sample Project' }),
  ).toBeInTheDocument()
})
