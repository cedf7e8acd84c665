import { QueryClient } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'

test('toasts raised before the toast code has loaded show once it has, newest on top', async () => {
  // A fresh copy of the app's modules: the toast code not loaded, no container yet.
  vi.resetModules()
  const { notify } = await import('@/lib/toast')
  notify.info('Your report is ready.')
  notify.error('The note could not be saved.')

  const { Providers } = await import('@/app/providers')
  render(
    <Providers queryClient={new QueryClient()}>
      <p>Page</p>
    </Providers>,
  )

  const first = await screen.findByText('Your report is ready.')
  const second = await screen.findByText('The note could not be saved.')
  expect(
    second.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy()
  expect(
    screen.getByRole('region', { name: /Notifications/ }),
  ).toContainElement(first)
})
