import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { LanguageProvider } from '@/testing/render'

import { PanelErrorBoundary } from './panel-error-boundary'

let shouldFail = true

function Flaky() {
  if (shouldFail) throw new Error('panel broke')
  return <p>Panel content</p>
}

test('a failing region shows Try again, which renders it anew', async () => {
  // React and the boundary report the error; that is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  shouldFail = true
  render(
    <>
      <p>Rest of the page</p>
      <PanelErrorBoundary>
        <Flaky />
      </PanelErrorBoundary>
    </>,
    { wrapper: LanguageProvider },
  )
  expect(screen.getByRole('alert')).toHaveTextContent(
    'This part of the page could not be shown.',
  )
  expect(screen.getByText('Rest of the page')).toBeInTheDocument()

  shouldFail = false
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
  expect(screen.getByText('Panel content')).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})
