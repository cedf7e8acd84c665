/** Content usually opens with its title as a level-1 heading, which the panel already shows. */
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
