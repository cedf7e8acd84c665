import * as v from 'valibot'

export const userSchema = v.object({ id: v.string() })
export type User = v.InferOutput<typeof userSchema>

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
