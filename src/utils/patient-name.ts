/** Splits a full name at the first space: 'Mary Ann Lee' → 'Mary' + 'Ann Lee'. */
export function splitName(name: string): {
  firstName: string
  lastName: string
} {
  const trimmed = name.trim()
  const space = trimmed.indexOf(' ')
  if (space === -1) return { firstName: trimmed, lastName: '' }
  return {
    firstName: trimmed.slice(0, space),
    lastName: trimmed.slice(space + 1).trim(),
  }
}

export const capitalize = (text: string) =>
  text.charAt(0).toUpperCase() + text.slice(1)
