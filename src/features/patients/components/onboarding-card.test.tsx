import { screen, waitFor } from '@testing-library/react'

import { getActiveSelection } from '@/stores/active-selection-store'
import { renderRoute } from '@/testing/render'
import { db } from '@mocks/api/db'
import { DEMO_USER } from '@mocks/idp/users'

import { IS_ONBOARDING_ENABLED } from '../utils/onboarding'
import { RETURN_ROUTE_KEY } from '../utils/return-route'

import { OnboardingCard } from './onboarding-card'

const userId = () => db.userFor(DEMO_USER.sub).id

function renderCard() {
  db.seedUser(DEMO_USER.sub, { empty: true })
  return renderRoute(<OnboardingCard />, {
    path: '*',
    url: '/records',
    routes: [],
  })
}

test('onboarding is switched off', () => {
  expect(IS_ONBOARDING_ENABLED).toBe(false)
})

test('Confirm Profile creates the patient from the account name, remembers the page and dismisses the card', async () => {
  const { user, router } = renderCard()
  expect(
    await screen.findByRole('heading', { name: 'Welcome! Demo User' }),
  ).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Confirm Profile' }))

  await waitFor(() => expect(getActiveSelection().patientId).not.toBeNull())
  const patient = db.find.patient(getActiveSelection().patientId ?? '')
  expect(patient).toMatchObject({
    name: 'Demo User',
    firstName: 'Demo',
    lastName: 'User',
  })
  expect(localStorage.getItem(`patient_onboarding_dismissed_${userId()}`)).toBe(
    'true',
  )
  // The switch went back to the remembered page and forgot it.
  await waitFor(() => expect(router.state.location.pathname).toBe('/records'))
  expect(localStorage.getItem(RETURN_ROUTE_KEY)).toBeNull()
  expect(
    screen.queryByRole('heading', { name: 'Welcome! Demo User' }),
  ).not.toBeInTheDocument()
})

test('Edit Details opens the new-patient dialog with the name filled in', async () => {
  const { user } = renderCard()
  await user.click(await screen.findByRole('button', { name: 'Edit Details' }))
  expect(
    await screen.findByRole('dialog', { name: 'Add New Patient' }),
  ).toBeInTheDocument()
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Demo User')
  expect(localStorage.getItem(RETURN_ROUTE_KEY)).toBe('/records')
  expect(localStorage.getItem(`patient_onboarding_dismissed_${userId()}`)).toBe(
    'true',
  )
})

test('a dismissed card stays hidden', async () => {
  db.seedUser(DEMO_USER.sub, { empty: true })
  localStorage.setItem(`patient_onboarding_dismissed_${userId()}`, 'true')
  const { queryClient } = renderRoute(<OnboardingCard />)
  await waitFor(() => expect(queryClient.isFetching()).toBe(0))
  expect(screen.queryByRole('heading')).not.toBeInTheDocument()
})
