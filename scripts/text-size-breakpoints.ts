/**
 * The layout's breakpoints scale with the app's own text size. A media
 * query's width is in CSS pixels whatever the root's font size, so a page at
 * 200 % text on a 1,280 px window would keep its wide layout with every
 * measure doubled, and scroll sideways. For each width query in px this
 * PostCSS plugin writes one copy per text size, its widths scaled and its
 * rules for that size only (`:where(:root[data-text-size='200'])`, no
 * specificity added): at 200 % the page lays out as it would on a window
 * half as wide, as the browser's zoom does. The copies follow the original,
 * so the cascade is unchanged; a query with a min-width applies as written
 * to 100 % text only (a max-width one may stay: where it matches, its
 * scaled copy matches too, with the same declarations).
 */
import type { AtRule, Plugin, Rule } from 'postcss'

import { scaledWidth, TEXT_SIZES } from '../src/lib/text-size.ts'

const WIDTH = /\((min|max)-width:\s*([\d.]+)px\)/g

/** Marks a query done, on its raws: the visitor sees each node through a proxy, so not by identity. */
const done = (media: AtRule) => {
  ;(media.raws as { textSizeBreakpoints?: boolean }).textSizeBreakpoints = true
}
const isDone = (media: AtRule) =>
  (media.raws as { textSizeBreakpoints?: boolean }).textSizeBreakpoints === true

/** `selector` for pages whose root matches `condition` (`[data-text-size='150']`). */
function forRoot(selector: string, condition: string) {
  const root = /^(:root|html)(?=$|[\s.:[>+~])/
  return root.test(selector)
    ? selector.replace(root, `$1:where(${condition})`)
    : `:where(:root${condition}) ${selector}`
}

function restrict(media: AtRule, condition: string) {
  media.walkRules((rule: Rule) => {
    if (
      rule.parent?.type === 'atrule' &&
      /keyframes$/.test((rule.parent as AtRule).name)
    )
      return
    rule.selectors = rule.selectors.map((selector) =>
      forRoot(selector, condition),
    )
  })
}

export function textSizeBreakpoints(): Plugin {
  return {
    postcssPlugin: 'text-size-breakpoints',
    AtRule: {
      media(media) {
        if (isDone(media) || !media.params.match(WIDTH)) return
        let last: AtRule = media
        for (const size of TEXT_SIZES.filter((size) => size !== 100)) {
          const copy = media.clone({
            params: media.params.replace(
              WIDTH,
              (_, kind: string, px: string) =>
                `(${kind}-width: ${scaledWidth(Number(px), size)}px)`,
            ),
          })
          done(copy)
          restrict(copy, `[data-text-size='${size}']`)
          last.after(copy)
          last = copy
        }
        done(media)
        if (/min-width/.test(media.params))
          restrict(media, ':not([data-text-size])')
      },
    },
  }
}
