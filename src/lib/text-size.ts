/** The text sizes Display offers, in % of the browser's own (src/lib/display-settings.ts). No imports: the build's stylesheet plugin reads it too. */
export const TEXT_SIZES = [100, 125, 150, 175, 200] as const

/**
 * A layout breakpoint of `px` at a text size: the width at which a page
 * whose text is `textSize` % lays out as it does at `px` with 100 % text.
 * The stylesheets' breakpoints (scripts/text-size-breakpoints.ts) and the
 * script's (useIsMobile) both scale by it.
 */
export const scaledWidth = (px: number, textSize: number) =>
  Math.round(px * textSize) / 100

/** The window's event after the text size shown changes (Display). */
export const TEXT_SIZE_CHANGE = 'textsizechange'
