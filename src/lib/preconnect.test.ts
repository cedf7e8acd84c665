import { preconnect } from './preconnect'

test('connects ahead to the API, and to the identity provider for frames and for fetches', () => {
  preconnect('https://api.example.org/v1', 'https://id.example.org/auth')
  const links = [
    ...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preconnect]'),
  ].map((link) => [link.getAttribute('href'), link.crossOrigin])
  expect(links).toEqual([
    ['https://api.example.org', 'anonymous'],
    ['https://id.example.org', null],
    ['https://id.example.org', 'anonymous'],
  ])
})
