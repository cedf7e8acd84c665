import * as z from 'zod/mini'

export const userSchema = z.object({ id: z.string() })
export type User = z.infer<typeof userSchema>

/** Claims read from the identity provider's token (SPEC.md §3). */
export interface UserClaims {
  sub?: string
  name?: string
  email?: string
  given_name?: string
  family_name?: string
  email_verified?: boolean
  userRole?: string
}
