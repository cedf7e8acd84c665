import { screen, waitFor } from '@testing-library/react'

import { patientActivated } from '@/stores/active-selection-store'
import { renderWithProviders } from '@/testing/render'
import { seedOf } from '@mocks/testing/test-helpers'

import { PatientDisplay } from './patient-display'

test('names the active patient beside a badge of their initial, and explains on focus where profiles are changed', async () => {
  patientActivated(seedOf().patients.jane)
  const { user, container } = renderWithProviders(<PatientDisplay />)
  expect(await screen.findByText('Patient:')).toBeInTheDocument()
  expect(screen.getByText('Jane Doe')).toBeInTheDocument()
  // The initial is a picture drawn by the stylesheet, hidden from assistive technology.
  // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- the badge has no text or role
  const badge = container.querySelector('[data-initial]')
  expect(badge).toHaveAttribute('data-initial', 'J')
  expect(badge).toHaveAttribute('aria-hidden', 'true')
  expect(badge).toBeEmptyDOMElement()

  await user.tab()
  expect(
    screen.getByRole('button', { name: 'About the selected patient' }),
  ).toHaveFocus()
  expect(await screen.findByRole('tooltip')).toHaveTextContent(
    'Answers are personalized to the selected patient. You can change profiles in the left panel.',
  )
})

test('shows "Generic profile" for a generic patient', async () => {
  patientActivated(seedOf().patients.generic)
  renderWithProviders(<PatientDisplay />)
  expect(await screen.findByText('Generic profile')).toBeInTheDocument()
})

test('renders nothing without an active patient', async () => {
  seedOf()
  patientActivated(null)
  const { queryClient } = renderWithProviders(<PatientDisplay />)
  await waitFor(() => expect(queryClient.isFetching()).toBe(0))
  expect(screen.queryByText('Patient:')).not.toBeInTheDocument()
  expect(screen.queryByRole('button')).not.toBeInTheDocument()
})
