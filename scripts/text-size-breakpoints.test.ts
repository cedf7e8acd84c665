// @vitest-environment node
import postcss from 'postcss'
import { expect, test } from 'vitest'

import { textSizeBreakpoints } from './text-size-breakpoints'

const run = (css: string) =>
  postcss([textSizeBreakpoints()])
    .process(css, { from: undefined })
    .css.replace(/\s+/g, ' ')
    .trim()

test('a max-width query stays, and gets one scaled copy per text size', () => {
  const out = run('@media (max-width: 479.98px) { .row, :root { gap: 0 } }')
  expect(out).toBe(
    [
      '@media (max-width: 479.98px) { .row, :root { gap: 0 } }',
      "@media (max-width: 599.98px) { :where(:root[data-text-size='125']) .row, :root:where([data-text-size='125']) { gap: 0 } }",
      "@media (max-width: 719.97px) { :where(:root[data-text-size='150']) .row, :root:where([data-text-size='150']) { gap: 0 } }",
      "@media (max-width: 839.97px) { :where(:root[data-text-size='175']) .row, :root:where([data-text-size='175']) { gap: 0 } }",
      "@media (max-width: 959.96px) { :where(:root[data-text-size='200']) .row, :root:where([data-text-size='200']) { gap: 0 } }",
    ].join(''),
  )
})

test('a min-width query applies as written to 100 % text only', () => {
  const out = run('@media screen and (min-width: 1024px) { .nav { order: 1 } }')
  expect(out).toContain(
    '@media screen and (min-width: 1024px) { :where(:root:not([data-text-size])) .nav { order: 1 } }',
  )
  expect(out).toContain(
    "@media screen and (min-width: 2048px) { :where(:root[data-text-size='200']) .nav { order: 1 } }",
  )
})

test('other media queries and the rules outside them are left alone', () => {
  const css =
    '.a { color: red } @media print { .a { color: black } } @media (forced-colors: active) { .a { color: CanvasText } } @media (min-width: 40em) { .b { order: 1 } }'
  expect(run(css)).toBe(css)
})
