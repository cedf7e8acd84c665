/**
 * Hostile text for every place the app shows what it did not write: report
 * content, titles, excerpts, author names, record titles, patient and
 * project names, questions. A payload that runs sets `window.__xss` (or
 * opens a dialog, which `armXssTraps` turns into the same flag), so a test
 * can tell whether anything ran; `findDangerousDom` tells whether anything
 * dangerous reached the DOM even if it did not run.
 *
 * No test runner is imported here: Vitest tests and Playwright specs both
 * use it, and `findDangerousDom` runs inside the browser page as it is.
 */

/** Markup and script: shown as text wherever the app shows a name or a title. */
export const HTML_PAYLOADS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '"><script>window.__xss=1</script>',
  "'><img src=x onerror=window.__xss=1>",
  '<img src=x onerror="alert(1)">',
  '<IMG SRC=x OnErRoR=window.__xss=1>',
  '<img/src=x/onerror=window.__xss=1>',
  '<body onload=window.__xss=1>',
  '<div onmouseover="window.__xss=1">hover me</div>',
  '<a href="#" onclick="window.__xss=1">click me</a>',
  '<input autofocus onfocus=window.__xss=1>',
  '<details open ontoggle=window.__xss=1>',
  '<video><source onerror=window.__xss=1></video>',
  '<a href="javascript:window.__xss=1">js link</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href="&#106;avascript:window.__xss=1">entity link</a>',
  '<a href="java\tscript:window.__xss=1">tab link</a>',
  '<a href=" \u0001javascript:window.__xss=1">control link</a>',
  '<a href="data:text/html,<script>window.__xss=1</script>">data link</a>',
  '<a href="vbscript:msgbox(1)">vb link</a>',
  '<svg onload=window.__xss=1>',
  '<svg><a xlink:href="javascript:window.__xss=1"><text y="20">svg link</text></a></svg>',
  '<svg><animate attributeName="href" values="javascript:window.__xss=1"/></svg>',
  '<svg><script>window.__xss=1</script></svg>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="data:text/html,<script>window.__xss=1</script>">',
  '<math><mtext><a href="javascript:window.__xss=1">math link</a></mtext></math>',
  '<math href="javascript:window.__xss=1">math href</math>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<button formaction="javascript:window.__xss=1">go</button>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<template><img src=x onerror=window.__xss=1></template>',
  '{{constructor.constructor("window.__xss=1")()}}',
  '${window.__xss=1}',
  '&lt;script&gt;window.__xss=1&lt;/script&gt;',
  '&#60;img src=x onerror=window.__xss=1&#62;',
]

/** Markdown link and image tricks, and raw HTML inside Markdown. */
export const MARKDOWN_PAYLOADS: readonly string[] = [
  '[x](javascript:alert(1))',
  '[md js](javascript:window.__xss=1)',
  '[md upper](JaVaScRiPt:window.__xss=1)',
  '[md entity](&#106;avascript:window.__xss=1)',
  '[md hex](&#x6A;avascript:window.__xss=1)',
  '[md tab](java&#9;script:window.__xss=1)',
  '[md angle](<javascript:window.__xss=1>)',
  '[md titled](javascript:window.__xss=1 "a title")',
  '[md data](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==)',
  '[md vb](vbscript:msgbox(1))',
  '[md quote](https://example.org/" onclick="window.__xss=1)',
  '![md image](javascript:window.__xss=1)',
  '![md svg](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9IndpbmRvdy5fX3hzcz0xIi8+)',
  '[![md nested](https://example.org/pixel.png)](javascript:window.__xss=1)',
  '[md reference][evil]\n\n[evil]: javascript:window.__xss=1',
  '[md collapsed][]\n\n[md collapsed]: data:text/html,<script>window.__xss=1</script>',
  '![md image reference][evil image]\n\n[evil image]: javascript:window.__xss=1',
  '<javascript:alert(1)>',
  '<JAVASCRIPT:window.__xss=1>',
  '<data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==>',
  '<vbscript:msgbox(1)>',
  '`<script>window.__xss=1</script>` in code',
  '```html\n<script>window.__xss=1</script>\n```',
  '| md cell | md link |\n| --- | --- |\n| <img src=x onerror=window.__xss=1> | [cell](javascript:window.__xss=1) |',
  'md footnote[^evil]\n\n[^evil]: <script>window.__xss=1</script>',
  '<div>\n\n[md in html](javascript:window.__xss=1)\n\n</div>',
]

/** Addresses with a script scheme, as they may arrive in URL fields (DOI, thumbnail). */
export const URL_PAYLOADS: readonly string[] = [
  'javascript:window.__xss=1',
  'JaVaScRiPt:alert(1)',
  ' \u0001javascript:window.__xss=1',
  'java\tscript:window.__xss=1',
  'java\nscript:window.__xss=1',
  'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg onload="window.__xss=1"/>',
  'vbscript:msgbox(1)',
]

/** Every payload: a name or a title may be any of them. */
export const XSS_PAYLOADS: readonly string[] = [
  ...HTML_PAYLOADS,
  ...MARKDOWN_PAYLOADS,
  ...URL_PAYLOADS,
]

/** Cited PubMed ids of `xssBibliography` (markers only ever name digits). */
export const XSS_PMIDS = { html: '31849204', markdown: '29874415' } as const

/** Links to the literature that must keep working next to the payloads. */
export const SAFE_LITERATURE_LINKS = {
  pubmed: 'https://pubmed.ncbi.nlm.nih.gov/31849204/',
  doi: 'https://doi.org/10.5555/dcp.2020.1204',
} as const

/**
 * A report's Markdown with every payload as its own paragraph, headed
 * sections (the renderer splits at headings), citation markers of `pmids`
 * and two literature links that must stay links.
 */
export function xssMarkdown(
  pmids: readonly string[] = Object.values(XSS_PMIDS),
): string {
  const markers = pmids.map((pmid) => `[${pmid}-abstract-1]`).join('')
  return [
    '# XSS corpus report',
    `## Links that stay\n\nSee [PubMed](${SAFE_LITERATURE_LINKS.pubmed}) and [the DOI](${SAFE_LITERATURE_LINKS.doi}) ${markers}.`,
    `## HTML\n\n${HTML_PAYLOADS.join('\n\n')}`,
    `## Markdown\n\n${MARKDOWN_PAYLOADS.join('\n\n')}`,
    `## Addresses\n\n${URL_PAYLOADS.map((url) => `[url](${url})`).join('\n\n')}`,
    '## Entities\n\n&lt;script&gt;window.__xss=1&lt;/script&gt; stays text.',
  ].join('\n\n')
}

/** A bibliography entry as the API sends it (docs/api.md#objects). */
export interface CorpusBibliographyEntry {
  id: string
  documentId: string
  title: string
  authors: string[]
  biblioInfo: string
  doi: string | null
  citedChunks: Record<string, { content: string }>
}

const corpusEntry = (
  pmid: string,
  fields: Partial<CorpusBibliographyEntry>,
): CorpusBibliographyEntry => ({
  id: pmid,
  documentId: `doc_${pmid}`,
  title: '',
  authors: [],
  biblioInfo: '',
  doi: null,
  citedChunks: {},
  ...fields,
})

/**
 * Two cited papers whose every field is a payload (the first keeps a real
 * DOI, which must stay a link; the second's DOI is a script URL), and an
 * uncited one per script URL, keyed by it, with it as DOI.
 */
export function xssBibliography(): Record<string, CorpusBibliographyEntry> {
  const { html, markdown } = XSS_PMIDS
  return {
    [html]: corpusEntry(html, {
      title: HTML_PAYLOADS[0],
      authors: [...HTML_PAYLOADS],
      biblioInfo: HTML_PAYLOADS[4],
      doi: '10.5555/dcp.2020.1204',
      citedChunks: {
        [`${html}-abstract-1`]: { content: HTML_PAYLOADS.join('\n\n') },
      },
    }),
    [markdown]: corpusEntry(markdown, {
      title: MARKDOWN_PAYLOADS[0],
      authors: [...MARKDOWN_PAYLOADS],
      biblioInfo: MARKDOWN_PAYLOADS[1],
      doi: URL_PAYLOADS[0],
      citedChunks: {
        [`${markdown}-abstract-1`]: {
          content: MARKDOWN_PAYLOADS.join('\n\n'),
        },
      },
    }),
    ...Object.fromEntries(
      URL_PAYLOADS.map((url) => [
        url,
        corpusEntry(url, { title: `Paper ${url}`, doi: url }),
      ]),
    ),
  }
}

/**
 * Turns any alert, confirm, prompt or print dialog into the XSS flag, and
 * clears the flag: call before rendering (Vitest) or in an init script
 * (browser). Self-contained, so Playwright can send it to the page as it is.
 */
export function armXssTraps(): void {
  // Under Vitest, markup's scripts and handlers run in the window of the
  // JSDOM instance it exposes as `jsdom`, not in the test's global.
  const dom: { window?: Window } | undefined = Reflect.get(window, 'jsdom')
  for (const target of [window, dom?.window]) {
    if (!target) continue
    const flagged = (name: string) => () => {
      Reflect.set(target, '__xss', `${name} opened`)
      return null
    }
    Reflect.deleteProperty(target, '__xss')
    target.alert = flagged('alert')
    target.confirm = () => Boolean(flagged('confirm')())
    target.prompt = flagged('prompt')
    target.print = flagged('print')
  }
}

export interface DangerousDomOptions {
  /** Where to look; the whole page by default (menus and dialogs render in portals). */
  root?: ParentNode
  /** Selectors of the page's own elements a forbidden tag may match (its module script). */
  allow?: readonly string[]
}

/**
 * What could run script or send the reader elsewhere, one line each; empty
 * when nothing. Self-contained (no outer names), so Playwright can run it in
 * the page: `page.evaluate(findDangerousDom, { allow })`.
 */
export function findDangerousDom({
  root,
  allow = [],
}: DangerousDomOptions = {}): string[] {
  const scope = root ?? document.body
  const problems: string[] = []
  const describe = (element: Element) =>
    element.outerHTML.replace(/\s+/g, ' ').slice(0, 160)
  // Browsers drop these characters from a URL before reading its scheme.
  const normalize = (value: string) =>
    Array.from(value)
      .filter((char) => {
        const code = char.charCodeAt(0)
        return code > 0x20 && (code < 0x7f || code > 0xa0)
      })
      .join('')
      .toLowerCase()
  const isScriptUrl = (value: string) =>
    /^(javascript|vbscript|livescript|data):/.test(normalize(value))

  const forbidden = [
    'script',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'base',
    'meta',
    'link',
    'portal',
    'style',
    'foreignObject',
    'animate',
    'set',
    'form[action]',
    'form[method]',
    'form[target]',
  ].join(', ')
  for (const element of scope.querySelectorAll(forbidden)) {
    if (allow.some((selector) => element.matches(selector))) continue
    problems.push(`forbidden element: ${describe(element)}`)
  }

  const urlAttributes = new Set([
    'href',
    'src',
    'action',
    'formaction',
    'data',
    'poster',
    'background',
    'cite',
    'longdesc',
    'lowsrc',
    'dynsrc',
    'ping',
    'manifest',
    'codebase',
    'archive',
    'to',
    'from',
    'by',
  ])
  const listAttributes = new Set(['srcset', 'values'])
  for (const element of scope.querySelectorAll('*')) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.localName.toLowerCase()
      const { value } = attribute
      if (name.startsWith('on')) {
        problems.push(`event handler ${attribute.name}: ${describe(element)}`)
      } else if (name === 'srcdoc') {
        problems.push(`srcdoc: ${describe(element)}`)
      } else if (urlAttributes.has(name) && isScriptUrl(value)) {
        problems.push(`script URL in ${attribute.name}: ${describe(element)}`)
      } else if (
        listAttributes.has(name) &&
        value.split(/[,;]/).some((part) => isScriptUrl(part))
      ) {
        problems.push(`script URL in ${attribute.name}: ${describe(element)}`)
      } else if (
        name === 'style' &&
        /(javascript|vbscript):|expression\(/.test(normalize(value))
      ) {
        problems.push(`script in style: ${describe(element)}`)
      }
    }
    if (
      element.localName === 'a' &&
      element.getAttribute('target') === '_blank' &&
      !/\bnoopener\b/.test(element.getAttribute('rel') ?? '')
    ) {
      problems.push(`new tab without noopener: ${describe(element)}`)
    }
  }

  // See armXssTraps: Vitest runs markup's scripts in its JSDOM's window.
  const dom: { window?: Window } | undefined = Reflect.get(window, 'jsdom')
  for (const target of [window, dom?.window]) {
    const flag: unknown = target ? Reflect.get(target, '__xss') : undefined
    if (flag !== undefined) {
      problems.push(`window.__xss was set: ${String(flag)}`)
      break
    }
  }
  return problems
}

/**
 * Asserts that nothing in `container` (the whole page by default: menus,
 * dialogs and tooltips render in portals) can run script or leave by a
 * script URL, and that no payload ran.
 */
export function expectNoDangerousDom(container?: ParentNode): void {
  const problems = findDangerousDom({ root: container })
  if (problems.length) {
    throw new Error(`Dangerous DOM:\n${problems.join('\n')}`)
  }
}

const collapseSpace = (text: string) => text.replace(/\s+/g, ' ').trim()

/** Asserts that `text` shows in `container` as text, whitespace collapsed. */
export function expectShownAsText(container: Node, text: string): void {
  const shown = collapseSpace(container.textContent ?? '')
  if (!shown.includes(collapseSpace(text))) {
    throw new Error(`Not shown as text: ${JSON.stringify(text)}`)
  }
}

/**
 * Asserts that each payload shows in `container` as text (as `format`
 * puts it), and that nothing dangerous reached the page.
 */
export function expectPayloadsShownSafely(
  container: Node,
  payloads: readonly string[],
  format: (payload: string) => string = (payload) => payload,
): void {
  for (const payload of payloads) expectShownAsText(container, format(payload))
  expectNoDangerousDom()
}
