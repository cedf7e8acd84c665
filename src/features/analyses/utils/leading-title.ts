/**
 * Report content usually opens with its own title as a level-1 heading; the
 * panel already shows the title, so that first line is left out. Anything
 * else is kept as written.
 */
export function withoutLeadingTitle(
  content: string,
  title: string | null | undefined,
): string {
  const wanted = title?.trim().toLowerCase()
  if (!wanted) return content
  const match = /^\s*#[ \t]+(.+?)[ \t#]*(?:\r?\n|$)/.exec(content)
  if (!match || match[1]?.trim().toLowerCase() !== wanted) return content
  return content.slice(match[0].length)
}
