import { render, screen } from '@testing-library/react'

import { LanguageProvider } from '@/testing/render'

import indexHtml from '../../../index.html?raw'

import { LoadingPage } from './loading-page'

/**
 * An element as markup without its classes (the two copies are styled by
 * different stylesheets), attributes in a fixed order and the whitespace
 * between tags dropped.
 */
function structure(element: Element): string {
  const attributes = [...element.attributes]
    .filter((attribute) => attribute.name !== 'class')
    .map((attribute) => `${attribute.name}="${attribute.value}"`)
    .sort()
  const children = [...element.childNodes]
    .map((node) =>
      node instanceof Element
        ? structure(node)
        : (node.textContent ?? '').trim(),
    )
    .join('')
  return `<${element.localName} ${attributes.join(' ')}>${children}</${element.localName}>`
}

test('index.html shows the same loading page as the app, before the scripts run', () => {
  /* eslint-disable testing-library/no-node-access -- compares two copies of the markup, element by element */
  const page = new DOMParser().parseFromString(indexHtml, 'text/html')
  const startup = page.querySelector('#root > main')
  render(<LoadingPage />, { wrapper: LanguageProvider })
  const rendered = screen.getByRole('main')

  expect(startup).not.toBeNull()
  expect(page.querySelector('#root')?.children).toHaveLength(1)
  expect(structure(startup!)).toBe(structure(rendered))
  expect(startup?.getAttribute('aria-busy')).toBe('true')
  expect(startup?.querySelector('[role="status"]')?.textContent?.trim()).toBe(
    'Loading',
  )
})

test('index.html paints its loading page only once the whole of it has arrived', () => {
  /* eslint-disable testing-library/no-node-access -- reads the order of index.html's elements */
  const page = new DOMParser().parseFromString(indexHtml, 'text/html')
  const hint = page.head.querySelector('link[rel="expect"]')
  const awaited = page.querySelector(hint?.getAttribute('href') ?? ':not(*)')
  const root = page.querySelector('#root')

  expect(hint?.getAttribute('blocking')).toBe('render')
  expect(awaited).not.toBeNull()
  // Chromium paints once the element named has been inserted, so it must
  // come after the loading page's last element, outside it.
  expect(root!.contains(awaited)).toBe(false)
  expect(
    root!.compareDocumentPosition(awaited!) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy()
})
