import { render, screen, within } from '@testing-library/react'

import { Markdown, type RemarkPlugins } from '@/components/markdown/markdown'
import { LanguageProvider } from '@/testing/render'

import { remarkCitationMarkers } from './remark-citation-markers'

const PLUGINS: RemarkPlugins = [
  [remarkCitationMarkers, { className: 'marker' }],
]

const renderContent = (content: string) =>
  render(<Markdown remarkPlugins={PLUGINS}>{content}</Markdown>, {
    wrapper: LanguageProvider,
  })

const markerNames = () =>
  screen
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'))

test('markers become numbered buttons named Reference N, by first appearance', () => {
  renderContent(
    'Raised TSH [31849204-abstract-1] with antibodies [34410982-abstract-2] and again [31849204-fulltext-7].',
  )
  const buttons = screen.getAllByRole('button')
  expect(buttons.map((b) => b.textContent)).toEqual(['1', '2', '1'])
  expect(markerNames()).toEqual(['Reference 1', 'Reference 2', 'Reference 1'])
  expect(buttons[2]).toHaveAttribute('data-citation-key', '31849204-fulltext-7')
  expect(buttons[2]).toHaveAttribute('data-pmid', '31849204')
  expect(buttons[0]).toHaveClass('marker')
  expect(buttons[0]).toHaveAttribute('type', 'button')
  expect(screen.queryByText(/abstract-1/)).not.toBeInTheDocument()
})

test('adjacent markers stand side by side as separate buttons', () => {
  renderContent('Higher risk [29874415-abstract-1][34410982-abstract-2].')
  const paragraph = screen.getByText(/Higher risk/)
  const buttons = within(paragraph).getAllByRole('button')
  expect(buttons.map((b) => b.textContent)).toEqual(['1', '2'])
  // Nothing, not even a space, between the two.
  expect(paragraph).toContainHTML('</button><button')
  expect(paragraph).toHaveTextContent(/^Higher risk 12\.$/)
})

test('a marker right after another is marked as following it, for the printed comma; one after text is not', () => {
  renderContent(
    'Called subclinical [29874415-abstract-1]. Risk is higher [29874415-abstract-1][34410982-abstract-2].',
  )
  const buttons = screen.getAllByRole('button')
  expect(buttons.map((b) => b.hasAttribute('data-follows'))).toEqual([
    false,
    false,
    true,
  ])
})

test('markers inside headings, lists and tables work', () => {
  renderContent(
    [
      '## Monitoring [40-abstract-1]',
      '',
      '1. First [41-abstract-1]',
      '2. Second [40-fulltext-2]',
      '',
      '| Test | Source |',
      '| --- | --- |',
      '| TSH | [42-abstract-1][41-abstract-1] |',
    ].join('\n'),
  )
  expect(
    within(screen.getByRole('heading', { name: /Monitoring/ })).getByRole(
      'button',
      {
        name: 'Reference 1',
      },
    ),
  ).toBeInTheDocument()
  const items = screen.getAllByRole('listitem')
  expect(within(items[0]!).getByRole('button')).toHaveAccessibleName(
    'Reference 2',
  )
  expect(within(items[1]!).getByRole('button')).toHaveAccessibleName(
    'Reference 1',
  )
  const cell = screen.getAllByRole('cell')[1]!
  expect(
    within(cell)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['3', '2'])
})

test('code spans, code blocks and look-alikes stay text; numbering skips them', () => {
  renderContent(
    [
      'Inline `[11-abstract-1]` code, look-alike [12-abstract] and [13-summary-1].',
      '',
      '```',
      '[14-abstract-1]',
      '```',
      '',
      'Real one [15-abstract-1].',
    ].join('\n'),
  )
  expect(markerNames()).toEqual(['Reference 1'])
  expect(screen.getByText('[11-abstract-1]').tagName).toBe('CODE')
  expect(
    screen.getByText(/look-alike \[12-abstract\] and \[13-summary-1\]/),
  ).toBeInTheDocument()
  expect(screen.getByText('[14-abstract-1]')).toBeInTheDocument()
})

test('a marker inside link text stays text, so no button sits inside a link', () => {
  renderContent(
    '[see [16-abstract-1]](https://example.org/) then [17-abstract-1]',
  )
  const link = screen.getByRole('link')
  expect(within(link).queryByRole('button')).not.toBeInTheDocument()
  expect(link).toHaveTextContent('[16-abstract-1]')
  // The number stays reserved for the PMID, as the reference list shows it.
  expect(markerNames()).toEqual(['Reference 2'])
})

test('marker-like raw HTML is dropped rather than turned into buttons', () => {
  renderContent('<b data-x="[18-abstract-1]">bold</b> text [19-abstract-1]')
  expect(markerNames()).toEqual(['Reference 1'])
})
