import { fireEvent, render, screen } from '@testing-library/react'

import {
  armXssTraps,
  expectNoDangerousDom,
  expectShownAsText,
  findDangerousDom,
  XSS_PAYLOADS,
} from './xss-corpus'

beforeEach(armXssTraps)

/** Parses markup the way a careless renderer would, to prove the checks see it. */
function injectRaw(html: string) {
  const host = document.createElement('div')
  host.innerHTML = html
  document.body.append(host)
  return host
}

afterEach(() => {
  document.body.replaceChildren()
})

// Inert look-alikes of the corpus: parsed here, never run.
test.each([
  ['<script>void 0</script>', 'forbidden element'],
  ['<iframe src="about:blank"></iframe>', 'forbidden element'],
  ['<iframe srcdoc="x"></iframe>', 'srcdoc'],
  ['<object></object>', 'forbidden element'],
  ['<embed>', 'forbidden element'],
  ['<base href="https://evil.example/">', 'forbidden element'],
  ['<meta http-equiv="refresh" content="0">', 'forbidden element'],
  ['<form action="https://evil.example/"></form>', 'forbidden element'],
  [
    '<svg><animate attributeName="href" values="x"/></svg>',
    'forbidden element',
  ],
  ['<img alt="" onerror="void 0">', 'event handler onerror'],
  ['<div OnMouseOver="void 0">x</div>', 'event handler onmouseover'],
  ['<svg onload="void 0"></svg>', 'event handler onload'],
  ['<a href="javascript:void 0">x</a>', 'script URL in href'],
  ['<a href="JaVaScRiPt:void 0">x</a>', 'script URL in href'],
  ['<a href="&#106;avascript:void 0">x</a>', 'script URL in href'],
  ['<a href="java&#9;script:void 0">x</a>', 'script URL in href'],
  ['<a href="data:text/html,x">x</a>', 'script URL in href'],
  ['<a href="vbscript:x">x</a>', 'script URL in href'],
  [
    '<svg><a xlink:href="javascript:void 0"></a></svg>',
    'script URL in xlink:href',
  ],
  ['<math href="javascript:void 0"></math>', 'script URL in href'],
  [
    '<button formaction="javascript:void 0">x</button>',
    'script URL in formaction',
  ],
  ['<img alt="" src="data:image/svg+xml,x">', 'script URL in src'],
  [
    '<a href="https://a.example/" target="_blank">x</a>',
    'new tab without noopener',
  ],
])('%s is reported (%s)', (html, problem) => {
  injectRaw(html)
  expect(findDangerousDom()).toContainEqual(expect.stringContaining(problem))
  expect(() => expectNoDangerousDom()).toThrow(problem)
})

test('a script URL hidden behind spaces and control characters is reported', () => {
  const link = document.createElement('a')
  link.setAttribute('href', ' \u0001\u0000JaVa\tSc\nRiPt:void 0')
  link.textContent = 'hidden'
  document.body.append(link)
  expect(findDangerousDom()).toEqual([
    expect.stringContaining('script URL in href'),
  ])
})

test('this test environment runs inline handlers, and the flag reports one that ran', () => {
  injectRaw('<button type="button" onclick="window.__xss=1">run</button>')
  expect(findDangerousDom()).toEqual([
    expect.stringContaining('event handler onclick'),
  ])
  fireEvent.click(screen.getByRole('button', { name: 'run' }))
  expect(findDangerousDom()).toContain('window.__xss was set: 1')
})

test('an alert, confirm or prompt sets the flag', () => {
  window.confirm('x')
  expect(() => expectNoDangerousDom()).toThrow('confirm opened')
  armXssTraps()
  expectNoDangerousDom()
  window.alert('x')
  expect(() => expectNoDangerousDom()).toThrow('alert opened')
  armXssTraps()
  window.prompt('x')
  expect(() => expectNoDangerousDom()).toThrow('prompt opened')
})

test('ordinary app markup and safe links pass', () => {
  render(
    <main>
      <form noValidate>
        <label>
          Name <input />
        </label>
        <button type="submit">Save</button>
      </form>
      <a
        href="https://pubmed.ncbi.nlm.nih.gov/1/"
        target="_blank"
        rel="noopener noreferrer"
      >
        PubMed
      </a>
      <a href="mailto:care@example.org">mail</a>
      <a href="/project/1/records/">records</a>
      <svg aria-hidden="true" viewBox="0 0 24 24">
        <path d="M0 0h24" />
      </svg>
    </main>,
  )
  expectNoDangerousDom()
})

test('payloads rendered by React are text, shown as written', () => {
  const { container } = render(
    <ul>
      {XSS_PAYLOADS.map((payload) => (
        <li key={payload} title={payload} aria-label={payload}>
          {payload}
        </li>
      ))}
    </ul>,
  )
  expectNoDangerousDom(container)
  for (const payload of XSS_PAYLOADS) expectShownAsText(container, payload)
  expect(() => expectShownAsText(container, 'not there')).toThrow(
    'Not shown as text',
  )
})
