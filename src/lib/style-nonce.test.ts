import { getNonce, setNonce } from 'get-nonce'

import { shareStyleNonce, styleNonce } from './style-nonce'

afterEach(() => {
  document.head.querySelector('meta[property="csp-nonce"]')?.remove()
  setNonce('')
})

const pageNaming = (nonce: string) => {
  const meta = document.createElement('meta')
  meta.setAttribute('property', 'csp-nonce')
  meta.setAttribute('nonce', nonce)
  document.head.append(meta)
}

test("the page's style nonce reaches the <style> elements Radix adds", () => {
  pageNaming('d41d8cd98f00b204e9800998ecf8427e')
  expect(styleNonce()).toBe('d41d8cd98f00b204e9800998ecf8427e')
  shareStyleNonce()
  expect(getNonce()).toBe('d41d8cd98f00b204e9800998ecf8427e')
})

test('a page that names no nonce gives none', () => {
  expect(styleNonce()).toBeUndefined()
  shareStyleNonce()
  expect(getNonce()).toBeUndefined()
})
