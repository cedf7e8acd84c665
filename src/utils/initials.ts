import type { UserClaims } from '@/types/user'

/** The first and last word's initials; two letters of one word; else the email's first letter, else 'U'. */
export function getInitials(
  user: Pick<UserClaims, 'name' | 'email'> | null | undefined,
): string {
  const words = user?.name?.trim().split(/\s+/).filter(Boolean) ?? []
  const first = words[0]
  const last = words[words.length - 1]
  if (first && last && words.length > 1)
    return (first.charAt(0) + last.charAt(0)).toUpperCase()
  if (first) return first.slice(0, 2).toUpperCase()
  return user?.email?.trim().charAt(0).toUpperCase() || 'U'
}
