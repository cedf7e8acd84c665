import { notFound } from '../api-problem'
import { seedUserData } from '../seed'
import { uuidFrom } from '../variant/uuid'

import { removePatientData } from './patients'
import { settings, tables, type UserAccount } from './store'

/** `demo-user` → `demo`, `e2e-abc` → `e2e-abc`, `Jane@x.org` → `jane`. */
function slugOf(sub: string): string {
  const local = sub.split('@')[0] ?? sub
  const slug = local
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/-user$/, '')
  return slug || 'user'
}

function uniqueUserId(sub: string): string {
  if (settings.isVariant) return uuidFrom(`usr:${sub}`)
  const taken = new Set([...tables.users.values()].map((user) => user.id))
  const base = `usr_${slugOf(sub)}`
  let id = base
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`
  return id
}

export interface ProvisionOptions {
  /** Start with no patients, projects or records (onboarding). */
  empty?: boolean
}

/** Removes every patient (and so every project, record, analysis) of a user. */
function removeUserData(sub: string): void {
  for (const patient of tables.patients.values()) {
    if (patient.owner === sub) removePatientData(patient.id)
  }
}

/**
 * Creates the user with a fresh copy of the seed, or replaces the data of
 * an existing one. The user keeps its id.
 */
export function seedUser(
  sub: string,
  options: ProvisionOptions = {},
): UserAccount {
  const existing = tables.users.get(sub)
  if (existing) removeUserData(sub)
  const user: UserAccount = existing ?? {
    sub,
    id: uniqueUserId(sub),
    seed: null,
  }
  tables.users.set(sub, user)
  user.seed = options.empty ? null : seedUserData(sub)
  return user
}

/** The user of a token `sub`; the first call provisions it with the seed. */
export const userFor = (sub: string): UserAccount =>
  tables.users.get(sub) ?? seedUser(sub)

/** POST /users/{id}/reset: the user's data goes and is not re-seeded. */
export function resetUser(sub: string, userId: string): void {
  const user = findSelf(sub, userId)
  removeUserData(sub)
  user.seed = null
}

/** `/users/{userId}/...` only for the caller's own id (404 otherwise). */
export function findSelf(sub: string, userId: string): UserAccount {
  const user = userFor(sub)
  if (user.id !== userId) throw notFound('User')
  return user
}
