import type { UserClaims } from '@/types/user'

/**
 * The user menu's initials: first and last word's initials of the name; two
 * letters of a one-word name; the email's first letter without a name; 'U'
 * with neither.
 */
export function getInitials(
  user: Pick<UserClaims, 'name' | 'email'> | null | undefined,
): string {
  const words = user?.name?.trim().split(/\s+/).filter(Boolean) ?? []
  const first = words[0]
  const last = words[words.length - 1]
  if (first && last && words.length > 1) {
    return (first.charAt(0) + last.charAt(0)).toUpperCase()
  }
  if (first) return first.slice(0, 2).toUpperCase()
  const email = user?.email?.trim()
  if (email) return email.charAt(0).toUpperCase()
  return 'U'
}
