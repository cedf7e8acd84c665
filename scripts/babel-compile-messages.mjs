import { readFileSync } from 'node:fs'

import { compileMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import PO from 'pofile'

/**
 * A message's English text compiled as the catalogues are; a text with
 * nothing to interpolate or unquote is null (it stays as it is).
 * @param {string} text
 */
function compiled(text) {
  // Through JSON: a plural's compiled form names an `offset` it may not have.
  const tokens = JSON.parse(JSON.stringify(compileMessage(text)))
  return tokens.length === 1 && tokens[0] === text ? null : tokens
}

/**
 * After Lingui's macro (which keeps each message's English text with
 * `stripMessageField: false`), each message carries its English text in
 * the code, so English needs no catalogue and each chunk carries its own
 * texts:
 * - a plain text is its own key, as in gettext: `{ id: 'Cancel' }`, which
 *   Lingui shows as it is when the active catalogue has no entry for it;
 * - a text with placeholders or plurals keeps Lingui's id and carries the
 *   text compiled, which Lingui interpolates in the same case.
 * The catalogues are keyed the same way (`catalogueKeys` below).
 * @param {{ types: typeof import('@babel/core').types }} babel
 */
export default function compileMessages({ types }) {
  const key = (property) =>
    types.isIdentifier(property.key) ? property.key.name : property.key.value
  return {
    name: 'compile-lingui-messages',
    visitor: {
      Program: {
        exit(program) {
          program.traverse({
            ObjectExpression(path) {
              const properties = path.node.properties.filter((property) =>
                types.isObjectProperty(property),
              )
              const id = properties.find((property) => key(property) === 'id')
              const message = properties.find(
                (property) => key(property) === 'message',
              )
              if (!id || !message || !types.isStringLiteral(message.value))
                return
              const tokens = compiled(message.value.value)
              if (tokens) {
                message.value = types.valueToNode(tokens)
                return
              }
              id.value = types.stringLiteral(message.value.value)
              path.node.properties = path.node.properties.filter(
                (property) => property !== message,
              )
            },
          })
        },
      },
    },
  }
}

/**
 * A compiled catalogue (@lingui/vite-plugin's module for a PO file) keyed
 * as the code looks its messages up: a plain English text by itself, any
 * other by Lingui's id.
 * @param {string} code the compiled catalogue's module
 * @param {string} poPath its PO file
 */
export function catalogueKeys(code, poPath) {
  const plain = new Map()
  for (const { msgid, msgctxt } of PO.parse(readFileSync(poPath, 'utf8')).items)
    if (!compiled(msgid)) plain.set(generateMessageId(msgid, msgctxt), msgid)
  const match = /JSON\.parse\((".*")\)/s.exec(code)
  if (!match) throw new Error(`Not a compiled catalogue: ${poPath}`)
  // The string literal as Babel wrote it, read as JavaScript reads it.
  const messages = JSON.parse(new Function(`return ${match[1]}`)())
  const keyed = Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [
      plain.get(id) ?? id,
      message,
    ]),
  )
  return code.replace(
    match[0],
    `JSON.parse(${JSON.stringify(JSON.stringify(keyed))})`,
  )
}
