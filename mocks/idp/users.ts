/** Seeded accounts of the development identity provider. */

export interface UserProfile {
  sub: string
  email: string
  name: string
  given_name: string
  family_name: string
  email_verified: boolean
}

/** The account shown on the sign-in page; the API stand-in seeds its data. */
export const DEMO_USER = {
  sub: 'demo-user',
  email: 'demo@example.com',
  password: 'demo',
  name: 'Demo User',
  given_name: 'Demo',
  family_name: 'User',
  email_verified: true,
} as const satisfies UserProfile & { password: string }

/** An account with a long history (5,000 records, 500 projects, 50 patients: mocks/api/seed/long-history.ts). */
const LONG_HISTORY_USER = {
  sub: 'long-history',
  email: 'long@example.com',
  password: 'demo',
  name: 'Long History',
  given_name: 'Long',
  family_name: 'History',
  email_verified: true,
} as const satisfies UserProfile & { password: string }

const NAMED_USERS = [DEMO_USER, LONG_HISTORY_USER]

const TEST_USER_EMAIL = /^e2e-[a-z0-9-]+@example\.com$/i
const TEST_USER_PASSWORD = 'demo'

export interface UserOptions {
  /** Accept any `e2e-…@example.com` address (password `demo`). */
  allowTestUsers: boolean
}

/**
 * End-to-end tests sign in as a fresh user per test to stay isolated. The
 * subject is the e-mail's local part in lower case, e.g. `e2e-abc`.
 */
function testUser(email: string): UserProfile {
  const localPart = email.slice(0, email.indexOf('@')).toLowerCase()
  return {
    sub: localPart,
    email: `${localPart}@example.com`,
    name: 'Test User',
    given_name: 'Test',
    family_name: 'User',
    email_verified: true,
  }
}

function profileOf(user: UserProfile): UserProfile {
  const { sub, email, name, given_name, family_name, email_verified } = user
  return { sub, email, name, given_name, family_name, email_verified }
}

/** Returns the account for a username (e-mail) and password, if they match. */
export function authenticate(
  username: string,
  password: string,
  { allowTestUsers }: UserOptions,
): UserProfile | undefined {
  const email = username.trim()
  const named = NAMED_USERS.find(
    (user) => user.email === email.toLowerCase() && user.password === password,
  )
  if (named) return profileOf(named)
  if (
    allowTestUsers &&
    TEST_USER_EMAIL.test(email) &&
    password === TEST_USER_PASSWORD
  ) {
    return testUser(email)
  }
  return undefined
}

/** Looks an account up by its subject (the token `sub`). */
export function findUser(
  sub: string,
  { allowTestUsers }: UserOptions,
): UserProfile | undefined {
  const named = NAMED_USERS.find((user) => user.sub === sub)
  if (named) return profileOf(named)
  const email = `${sub}@example.com`
  if (allowTestUsers && TEST_USER_EMAIL.test(email)) return testUser(email)
  return undefined
}

/** The OpenID profile and email claims of an account, as Keycloak sends them. */
export function profileClaims(user: UserProfile) {
  return {
    sub: user.sub,
    name: user.name,
    given_name: user.given_name,
    family_name: user.family_name,
    preferred_username: user.email,
    email: user.email,
    email_verified: user.email_verified,
  }
}
