// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { transformSync } from '@babel/core'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { expect, test } from 'vitest'

import compileMessages, { catalogueKeys } from './babel-compile-messages.mjs'

const transform = (code: string) =>
  transformSync(code, {
    babelrc: false,
    configFile: false,
    filename: 'example.tsx',
    parserOpts: { plugins: ['jsx', 'typescript'] },
    plugins: [compileMessages],
  })?.code ?? ''

test('a plain text becomes its own key; a text with a placeholder keeps its id and is compiled', () => {
  const code = transform(`
    i18n._({ id: 'abc123', message: 'Cancel' })
    i18n._({ id: 'def456', message: 'Hello {name}', values: { name } })
    i18n._({ id: 'ghi789', message: "It''s {count, plural, one {# record} other {# records}}" })
  `)
  expect(code).toContain(`i18n._({
  id: "Cancel"
})`)
  expect(code).toContain(`id: 'def456',
  message: ["Hello ", ["name"]]`)
  // ICU quoting is a compiled text: it keeps its id.
  expect(code).toContain("id: 'ghi789'")
  expect(code).not.toContain('offset')
})

test('a compiled catalogue is keyed as the code looks its messages up', () => {
  const po = join(mkdtempSync(join(tmpdir(), 'catalogue-')), 'es.po')
  writeFileSync(
    po,
    [
      'msgid "Cancel"',
      'msgstr "Cancelar"',
      '',
      'msgid "Hello {name}"',
      'msgstr "Hola {name}"',
      '',
    ].join('\n'),
  )
  const cancel = generateMessageId('Cancel')
  const hello = generateMessageId('Hello {name}')
  const compiled = `/*eslint-disable*/export const messages=JSON.parse(${JSON.stringify(
    JSON.stringify({ [cancel]: ['Cancelar'], [hello]: ['Hola ', ['name']] }),
  )});`
  const keyed = catalogueKeys(compiled, po)
  const literal = /JSON\.parse\((".*")\)/s.exec(keyed)?.[1] ?? '""'
  const messages = JSON.parse(JSON.parse(literal) as string) as unknown
  expect(messages).toEqual({
    Cancel: ['Cancelar'],
    [hello]: ['Hola ', ['name']],
  })
})
