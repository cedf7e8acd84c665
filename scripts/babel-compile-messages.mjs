import { compileMessage } from '@lingui/message-utils/compileMessage'

/**
 * After Lingui's macro (which keeps each message's English text, the source
 * message, with `stripMessageField: false`), writes that text compiled, as
 * the catalogues are: English needs no catalogue, and each chunk carries
 * its own English texts as it did before the interface had languages.
 * Lingui uses a message descriptor's `message` when the active catalogue
 * has no entry for its `id`, and interpolates it when it is compiled.
 * @param {{ types: typeof import('@babel/types') }} babel
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
              // Through JSON: a plural's compiled form names an `offset` it may not have.
              message.value = types.valueToNode(
                JSON.parse(JSON.stringify(compileMessage(message.value.value))),
              )
            },
          })
        },
      },
    },
  }
}
