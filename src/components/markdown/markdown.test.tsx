import { act, render, screen, waitFor, within } from '@testing-library/react'

import { renderAllSlices } from '@/hooks/use-progressive-list'
import { LanguageProvider } from '@/testing/render'

import { decodeNamedCharacterReference } from './character-references'
import { Markdown, safeUrl } from './markdown'
import styles from './markdown.module.css'

const PAYLOADS = [
  '<script>window.__pwned = 1</script>',
  '<img src="x" onerror="window.__pwned = 1">',
  '<iframe src="https://evil.example/"></iframe>',
  '<svg onload="window.__pwned = 1"><circle r="4"/></svg>',
  '<a href="javascript:window.__pwned=1">html link</a>',
  '<div onclick="window.__pwned = 1">click</div>',
  '[js link](javascript:window.__pwned=1)',
  '[JS upper](JAVASCRIPT:window.__pwned=1)',
  '[js spaced]( javascript:window.__pwned=1)',
  '[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[vb link](vbscript:msgbox(1))',
  '![tracker](https://evil.example/pixel.png)',
  '![js image](javascript:window.__pwned=1)',
  '<https://evil.example/auto>',
].join('\n\n')

/**
 * A security check has to look at every element and attribute, which is
 * what Testing Library's queries hide on purpose.
 */
function expectInert(container: HTMLElement) {
  /* eslint-disable testing-library/no-node-access */
  const root = container.firstElementChild
  // Divs only of its own: a section's, a table's.
  expect(
    root?.querySelector(
      `script, iframe, svg, img, object, embed, div:not(.${styles.section}, .${styles.table})`,
    ),
  ).toBeNull()
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name).not.toMatch(/^on/i)
      expect(attribute.value).not.toMatch(/^\s*(javascript|data|vbscript):/i)
    }
  }
  /* eslint-enable testing-library/no-node-access */
  for (const link of screen.queryAllByRole('link')) {
    expect(link).toHaveAttribute(
      'href',
      expect.stringMatching(/^(https?:\/\/|mailto:)/),
    )
  }
  expect((window as { __pwned?: number }).__pwned).toBeUndefined()
}

test('raw HTML, script URLs and images in content render inert', () => {
  const { container } = render(<Markdown>{PAYLOADS}</Markdown>, {
    wrapper: LanguageProvider,
  })
  expectInert(container)
  // Links with an unsafe target keep their words, without a link.
  for (const words of ['js link', 'JS upper', 'data link', 'vb link']) {
    expect(screen.getByText(words)).toBeInTheDocument()
    expect(
      screen.queryByRole('link', { name: new RegExp(words) }),
    ).not.toBeInTheDocument()
  }
  // A safe image becomes a link to it; an unsafe one only its description.
  expect(screen.getByRole('link', { name: /tracker/ })).toHaveAttribute(
    'href',
    'https://evil.example/pixel.png',
  )
  expect(screen.getByText('js image')).toBeInTheDocument()
  expect(
    screen.queryByRole('link', { name: /js image/ }),
  ).not.toBeInTheDocument()
  expect(screen.queryByText(/__pwned/)).not.toBeInTheDocument()
})

test('external links open in a new tab without access to this page; mailto stays', () => {
  render(
    <Markdown>
      {
        '[PubMed](https://pubmed.ncbi.nlm.nih.gov/1/) and [mail](mailto:care@example.org)'
      }
    </Markdown>,
    { wrapper: LanguageProvider },
  )
  const external = screen.getByRole('link', { name: /PubMed/ })
  expect(external).toHaveAttribute('target', '_blank')
  expect(external).toHaveAttribute('rel', 'noopener noreferrer')
  expect(external).toHaveAccessibleName('PubMed (opens in a new tab)')
  const mail = screen.getByRole('link', { name: 'mail' })
  expect(mail).toHaveAttribute('href', 'mailto:care@example.org')
  expect(mail).not.toHaveAttribute('target')
})

test('GFM tables and lists render; headings sit under the page heading', () => {
  render(
    <Markdown headingOffset={1}>
      {
        '# Report\n\n## Part\n\n- one\n- two\n\n| Test | Result |\n| --- | --- |\n| TSH | 6.8 |'
      }
    </Markdown>,
    { wrapper: LanguageProvider },
  )
  expect(
    screen.getByRole('heading', { level: 2, name: 'Report' }),
  ).toBeInTheDocument()
  expect(
    screen.getByRole('heading', { level: 3, name: 'Part' }),
  ).toBeInTheDocument()
  expect(screen.getAllByRole('listitem')).toHaveLength(2)
  const table = screen.getByRole('table')
  expect(within(table).getByRole('cell', { name: '6.8' })).toBeInTheDocument()
})

test('relative and fragment links are not followed', () => {
  render(<Markdown>{'[home](/) and [top](#top)'}</Markdown>, {
    wrapper: LanguageProvider,
  })
  expect(screen.queryByRole('link')).not.toBeInTheDocument()
  expect(screen.getByText('home')).toBeInTheDocument()
})

test.each([
  ['https://a.example/x', 'https://a.example/x'],
  ['  http://a.example ', 'http://a.example'],
  ['mailto:a@b.c', 'mailto:a@b.c'],
  ['javascript:alert(1)', null],
  ['data:text/html,x', null],
  ['vbscript:x', null],
  ['//evil.example', null],
  ['/relative', null],
  ['', null],
])('safeUrl(%j) is %j', (url, expected) => {
  expect(safeUrl(url)).toBe(expected)
})

test('headings never skip a level, whichever depths the text uses', () => {
  render(
    <Markdown headingOffset={1}>
      {
        '## Summary\n\ntext\n\n#### Detail\n\ntext\n\n## Next steps\n\n```\n# not a heading\n```'
      }
    </Markdown>,
    { wrapper: LanguageProvider },
  )
  expect(
    screen.getAllByRole('heading').map((h) => [h.tagName, h.textContent]),
  ).toEqual([
    ['H2', 'Summary'],
    ['H3', 'Detail'],
    ['H2', 'Next steps'],
  ])
})

test('GFM strikethrough and task lists render; bare addresses stay text', () => {
  render(
    <Markdown>
      {
        '~~old dose~~ new dose\n\n- [x] blood test\n- [ ] scan\n\nSee www.example.org or help@example.org'
      }
    </Markdown>,
    { wrapper: LanguageProvider },
  )
  expect(screen.getByText('old dose').tagName).toBe('DEL')
  expect(screen.getAllByRole('checkbox')).toHaveLength(2)
  expect(screen.queryByRole('link')).not.toBeInTheDocument()
  expect(
    screen.getByText(/See www\.example\.org or help@example\.org/),
  ).toBeInTheDocument()
})

test('named character references show as their characters once their table has come, other text at once', async () => {
  const { rerender } = render(
    <Markdown>{'Fish and chips &#169; 2024 &#x41;'}</Markdown>,
    { wrapper: LanguageProvider },
  )
  // Numeric references need no table: the first render has the text.
  expect(screen.getByText('Fish and chips © 2024 A')).toBeInTheDocument()
  // The table is a chunk of its own, which the text waits for: a render
  // that suspends is awaited, or React warns.
  // eslint-disable-next-line testing-library/no-unnecessary-act -- see above
  await act(async () =>
    rerender(
      <Markdown>
        {
          'Fish &amp; chips &copy; 2024\n\n## Dose &lt; 5&nbsp;mg\n\n`&amp; in code` and &notaname;'
        }
      </Markdown>,
    ),
  )
  expect(await screen.findByText('Fish & chips © 2024')).toBeInTheDocument()
  expect(
    screen.getByRole('heading', { name: 'Dose < 5\u00a0mg' }),
  ).toBeInTheDocument()
  expect(screen.getByText('&amp; in code').tagName).toBe('CODE')
  expect(screen.getByText(/and &notaname;/)).toBeInTheDocument()
})

test('a later section that names a character reference prints whole: its table starts loading with the first slice', async () => {
  const paragraph = (index: number) =>
    `## Part ${index}\n\n${'Plain words about thyroid levels. '.repeat(50)}`
  const text =
    [1, 2, 3, 4, 5].map(paragraph).join('\n\n') +
    '\n\n## Last part\n\nMeasured &copy; the lab.'
  render(<Markdown>{text}</Markdown>, { wrapper: LanguageProvider })
  // Only the first slice is on the page, yet the table is coming.
  expect(
    screen.queryByRole('heading', { name: 'Last part' }),
  ).not.toBeInTheDocument()
  await waitFor(() => expect(decodeNamedCharacterReference('copy')).toBe('©'))
  // As the print button does (flushSync, which React wants in act here).
  // eslint-disable-next-line testing-library/no-unnecessary-act -- see above
  act(() => renderAllSlices())
  expect(screen.getByText('Measured © the lab.')).toBeInTheDocument()
})
