import { screen } from '@testing-library/react'

import indexHtml from '../../index.html?raw'

import { watchStartup } from './startup-watch'

const FAILURE_TEXT =
  'Could not initialize the application. Please try again later.'

beforeEach(() => {
  // index.html's body as the browser parses it; its scripts do not run.
  const page = new DOMParser().parseFromString(indexHtml, 'text/html')
  document.body.replaceChildren(
    ...[...page.body.childNodes].map((node) => document.importNode(node, true)),
  )
  document.documentElement.removeAttribute(__APP_STARTED_ATTRIBUTE__)
})

test('when the page has loaded and the app never started, the startup failure screen replaces the loading page', () => {
  watchStartup(window)
  expect(screen.getByRole('status')).toHaveTextContent('Loading')

  window.dispatchEvent(new Event('load'))

  expect(screen.queryByRole('status')).not.toBeInTheDocument()
  const alert = screen.getByRole('alert')
  expect(alert).toContainElement(
    screen.getByRole('heading', { level: 1, name: 'Application Error' }),
  )
  expect(alert).toHaveTextContent(FAILURE_TEXT)
  expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy')
})

test('an app that started keeps its page: the watch leaves it alone', () => {
  watchStartup(window)
  document.documentElement.setAttribute(__APP_STARTED_ATTRIBUTE__, '')

  window.dispatchEvent(new Event('load'))

  expect(screen.getByRole('status')).toHaveTextContent('Loading')
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})
