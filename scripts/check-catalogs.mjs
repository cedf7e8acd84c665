/**
 * The catalogues (src/locales/*.po) are in step with the code and complete:
 * - `lingui extract --clean` would leave every one of them as it is (no
 *   message of the code missing, none left over that the code dropped);
 * - `lingui compile --strict` passes: every message translated in every
 *   language, each one valid ICU MessageFormat.
 * - every translation names the same placeholders (`{name}`) and the same
 *   elements (`<0>…</0>`) as its English text, so none is lost or made up.
 * The first two run on a copy of the sources, so the working tree is never
 * changed.
 * Part of `npm test`; after changing a text, `npm run i18n:extract` updates
 * the catalogues and says what is left to translate.
 */
import { execFileSync } from 'node:child_process'
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { parse } from '@messageformat/parser'
import PO from 'pofile'

const LOCALES = 'src/locales'
const copy = mkdtempSync(join(tmpdir(), 'catalogues-'))
const lingui = (...args) =>
  execFileSync(
    resolve('node_modules/.bin/lingui'),
    [...args, '--workers', '1'],
    { cwd: copy, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' },
  )
/** A catalogue's text but the date its header says it was made. */
const read = (path) =>
  readFileSync(path, 'utf8').replace(/^"POT-Creation-Date: .*\n/m, '')
const catalogues = (dir) =>
  readdirSync(join(dir, LOCALES)).filter((file) => file.endsWith('.po'))

/** The placeholders and element tags a message names, sorted. */
function slots(message) {
  const found = []
  const visit = (tokens) => {
    for (const token of tokens) {
      if (token.type === 'content')
        found.push(...(token.value.match(/<\/?\d+\/?>/g) ?? []))
      else if (token.type !== 'octothorpe') {
        found.push(`{${token.arg}}`)
        for (const { tokens: inner } of token.cases ?? []) visit(inner)
      }
    }
  }
  visit(parse(message))
  return [...new Set(found)].sort().join(' ')
}

let failed = false
for (const file of catalogues('.')) {
  if (file === 'en.po' || file === 'pseudo.po') continue
  for (const { msgid, msgstr } of PO.parse(read(join(LOCALES, file))).items) {
    const translation = msgstr.join('')
    if (!translation) continue
    try {
      if (slots(msgid) === slots(translation)) continue
      console.error(
        `${LOCALES}/${file}: "${translation}" names ${slots(translation) || 'nothing'}, its English "${msgid}" ${slots(msgid) || 'nothing'}.`,
      )
    } catch (error) {
      console.error(`${LOCALES}/${file}: "${translation}": ${String(error)}`)
    }
    failed = true
  }
}

try {
  for (const path of ['src', 'lingui.config.ts', 'package.json'])
    cpSync(path, join(copy, path), { recursive: true })
  symlinkSync(resolve('node_modules'), join(copy, 'node_modules'), 'dir')

  lingui('extract', '--clean')
  for (const file of catalogues('.')) {
    const before = read(join(LOCALES, file))
    const after = read(join(copy, LOCALES, file))
    if (before !== after) {
      failed = true
      console.error(
        `${LOCALES}/${file} is not in step with the code: run npm run i18n:extract, translate what it adds, and commit it.`,
      )
    }
  }
  if (!failed) {
    try {
      lingui('compile', '--strict')
    } catch (error) {
      failed = true
      console.error(String(error.stdout ?? ''), String(error.stderr ?? ''))
      console.error(
        'lingui compile --strict failed: a message is untranslated or not valid ICU.',
      )
    }
  }
} finally {
  rmSync(copy, { recursive: true, force: true })
}
if (failed) process.exit(1)
console.log(
  `${catalogues('.').length} catalogues in step with the code, every message translated.`,
)
