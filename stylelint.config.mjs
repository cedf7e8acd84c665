/**
 * `npm run lint:css`: the stylesheets (src/, public/static-page.css) lay the
 * page out with logical properties and values — margin-inline-start,
 * inset-inline-end, border-block-start, text-align: start, … — so that it
 * mirrors when the interface language is written right to left (Arabic:
 * `<html dir="rtl">`, src/i18n/i18n.ts) and stays as it is left to right.
 *
 * - stylelint-plugin-logical-css reports physical properties (margin-left,
 *   top, border-right, scroll-padding-bottom, …) and physical keywords
 *   (text-align: left, float: right, …).
 * - The two rules below report what it does not see: a shorthand whose left
 *   and right values differ (`padding: 0 1rem 0 2rem`, `border-radius: 4px 0
 *   0 4px`), and a horizontal translation that ignores the direction.
 *
 * Allowed exceptions carry a disable comment with the reason
 * (`stylelint-disable-next-line rule -- why`): where a physical direction is
 * really meant, e.g. a box centred on a point the script gives in the
 * viewport's own (physical) coordinates.
 */
import stylelint from 'stylelint'

const {
  createPlugin,
  utils: { report, ruleMessages },
} = stylelint

/** A declaration's value split at its top-level spaces and slashes. */
function words(value) {
  const result = []
  let depth = 0
  let word = ''
  for (const char of value) {
    if (char === '(') depth++
    if (char === ')') depth--
    if (depth === 0 && (/\s/.test(char) || char === '/')) {
      if (word) result.push(word)
      if (char === '/') result.push('/')
      word = ''
    } else {
      word += char
    }
  }
  if (word) result.push(word)
  return result
}

/** Shorthands of top, right, bottom, left (1 to 4 values). */
const BOX_SHORTHANDS = new Set([
  'margin',
  'padding',
  'inset',
  'scroll-margin',
  'scroll-padding',
  'border-width',
  'border-style',
  'border-color',
])

const SHORTHAND = 'app/symmetric-inline-shorthand'
const shorthandMessages = ruleMessages(SHORTHAND, {
  rejected: (property, value) =>
    `"${property}: ${value}" gives left and right different values, which do not swap right to left. Use ${property === 'border-radius' ? 'border-start-start-radius and the other logical corners' : `${property}-block and ${property}-inline`} instead.`,
})

/**
 * `margin: 0 1rem 0 2rem`-like shorthands whose left and right values
 * differ, and border-radius shorthands whose left and right corners differ.
 */
const symmetricInlineShorthand = createPlugin(SHORTHAND, (enabled) => {
  return (root, result) => {
    if (!enabled) return
    root.walkDecls((decl) => {
      const property = decl.prop.toLowerCase()
      let asymmetric = false
      if (BOX_SHORTHANDS.has(property)) {
        const [, right, , left] = words(decl.value)
        asymmetric = left !== undefined && left !== right
      } else if (property === 'border-radius') {
        // Each half (horizontal radii / vertical radii), from the top left.
        asymmetric = decl.value.split('/').some((half) => {
          const [topLeft, topRight = topLeft, bottomRight = topLeft] =
            words(half)
          const bottomLeft = words(half)[3] ?? topRight
          return topLeft !== topRight || bottomLeft !== bottomRight
        })
      }
      if (asymmetric) {
        report({
          ruleName: SHORTHAND,
          result,
          node: decl,
          word: decl.value,
          message: shorthandMessages.rejected(property, decl.value),
        })
      }
    })
  }
})
symmetricInlineShorthand.ruleName = SHORTHAND
symmetricInlineShorthand.messages = shorthandMessages

const TRANSLATE = 'app/direction-aware-translate'
const translateMessages = ruleMessages(TRANSLATE, {
  rejected: (property, value) =>
    `"${property}: ${value}" moves the same way right to left. Multiply its horizontal offset by var(--inline-sign) (1 left to right, -1 right to left: src/styles/global.css).`,
})

/** The first argument of the function call whose arguments start at `start`. */
function firstArgument(value, start) {
  let depth = 0
  for (let end = start; end < value.length; end++) {
    const char = value[end]
    if (char === '(') depth++
    else if (char === ')' && depth-- === 0) return value.slice(start, end)
    else if (char === ',' && depth === 0) return value.slice(start, end)
  }
  return value.slice(start)
}

/** Whether a horizontal offset is zero or already follows the direction. */
const neutralOffset = (offset) =>
  offset === undefined ||
  /^[-+]?0(\.0*)?[a-z%]*$/i.test(offset.trim()) ||
  offset.includes('--inline-sign')

/**
 * Horizontal translations (transform's translateX, translate and
 * translate3d; the translate property) whose offset does not follow the
 * direction: a drawer that slides in from the left edge should slide in
 * from the right one right to left.
 */
const directionAwareTranslate = createPlugin(TRANSLATE, (enabled) => {
  return (root, result) => {
    if (!enabled) return
    root.walkDecls((decl) => {
      const property = decl.prop.toLowerCase()
      const offsets = []
      if (property === 'translate') {
        offsets.push(words(decl.value)[0])
      } else if (property === 'transform') {
        for (const match of decl.value.matchAll(/\btranslate(?:x|3d)?\(/gi)) {
          offsets.push(firstArgument(decl.value, match.index + match[0].length))
        }
      }
      if (!offsets.every(neutralOffset)) {
        report({
          ruleName: TRANSLATE,
          result,
          node: decl,
          word: decl.value,
          message: translateMessages.rejected(property, decl.value),
        })
      }
    })
  }
})
directionAwareTranslate.ruleName = TRANSLATE
directionAwareTranslate.messages = translateMessages

/** @type {import('stylelint').Config} */
export default {
  plugins: [
    'stylelint-plugin-logical-css',
    symmetricInlineShorthand,
    directionAwareTranslate,
  ],
  rules: {
    'logical-css/require-logical-properties': [
      true,
      {
        ignore: [
          // Sizes: the page is always written horizontally, where width is
          // the inline size whichever the direction.
          'width',
          'height',
          'min-width',
          'min-height',
          'max-width',
          'max-height',
          'contain-intrinsic-width',
          'contain-intrinsic-height',
          // Axes, the same either way in horizontal writing, whose logical
          // forms a supported browser lacks: overflow-inline/-block in
          // Chrome and Safari, overscroll-behavior-inline/-block in Safari
          // 15.
          'overflow-x',
          'overflow-y',
          'overscroll-behavior-x',
          'overscroll-behavior-y',
        ],
      },
    ],
    'logical-css/require-logical-keywords': [
      true,
      // `resize: vertical` is the block axis whichever the direction, and
      // Safari 15 lacks `resize: block`.
      { ignore: ['resize'] },
    ],
    [SHORTHAND]: true,
    [TRANSLATE]: true,
    // Text and widths in rem, so that the text size of Display and the
    // browser's own font size both scale them (docs/product/display.md).
    // (1px stays: the visually hidden pattern's.)
    'declaration-property-value-disallowed-list': [
      {
        '/^(font-size|width|min-width|max-width|flex|flex-basis)$/': [
          /\b([2-9]|\d{2,})(\.\d+)?px\b/,
        ],
        '/^--.*(width|font-size).*$/': [/\b([2-9]|\d{2,})(\.\d+)?px\b/],
      },
    ],
  },
  reportDescriptionlessDisables: true,
  reportInvalidScopeDisables: true,
  reportNeedlessDisables: true,
}
