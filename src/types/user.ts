import * as v from 'valibot'

export const userSchema = v.object({ id: v.string() })

/** Claims read from the identity provider's token; `userRole` is not used. */
export interface UserClaims {
  sub?: string
  name?: string
  email?: string
  given_name?: string
  family_name?: string
  email_verified?: boolean
  userRole?: string
}
