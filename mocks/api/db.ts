/**
 * The in-memory data model of the API stand-in, shared by the MSW handlers
 * (Vitest, `mocks/server.ts`) and by tests that set up scenarios.
 *
 * Data belongs to users keyed by the token `sub`; a `sub` seen for the first
 * time gets its own copy of the seed (`mocks/seed.ts`). Operations under
 * `users`, `patients`, `records`, `projects` and `analyses` are the API
 * calls: they take the caller's `sub`, check ownership and permissions, and
 * throw `ApiProblem` with the status the API answers. `insert` and `find`
 * reach the rows directly, without checks.
 */
import {
  askQuestion,
  createReport,
  getAnalysis,
  insertAnalysis,
} from './data/analyses'
import { createDemoProjects, listDemoProjects } from './data/demo'
import {
  createPatient,
  deletePatient,
  getPatient,
  insertPatient,
  listPatients,
  updatePatient,
} from './data/patients'
import {
  createProject,
  deleteProject,
  getProject,
  insertProject,
  listProjects,
  renameProject,
} from './data/projects'
import {
  createNote,
  deleteRecord,
  insertRecord,
  listPatientRecords,
  listProjectRecords,
  uploadFile,
} from './data/records'
import { resetStore, settings, tables } from './data/store'
import { findSelf, resetUser, seedUser, userFor } from './data/users'
import type { ApiUser } from './types'

function row<T>(table: Map<string, T>, id: string, what: string): T {
  const found = table.get(id)
  if (!found) throw new Error(`db: no ${what} with id ${id}`)
  return found
}

export const db = {
  /**
   * `analysisDurationMs`: time from creation to the terminal status of a new
   * analysis (env `MOCK_ANALYSIS_MS`, default 6000; 0 = at once, Infinity =
   * never). Read when the analysis is created.
   */
  settings,

  /** Drops every user and object, restarts ids and restores the settings. */
  reset: resetStore,

  /** The user of a token `sub` (`{ sub, id, seed }`), provisioned with the seed on first use. */
  userFor,

  /**
   * (Re)provisions a user: its data is replaced by a fresh seed, or by
   * nothing with `{ empty: true }`. Returns the user; `user.seed` holds the ids.
   */
  seedUser,

  users: {
    /** GET /users/me. */
    me: (sub: string): ApiUser => ({ id: userFor(sub).id }),
    /** For `/users/{userId}/...`: 404 unless `userId` is the caller's id. */
    findSelf,
    /** POST /users/{userId}/reset: deletes the user's data, no re-seed. */
    reset: resetUser,
  },
  patients: {
    list: listPatients,
    get: getPatient,
    create: createPatient,
    update: updatePatient,
    delete: deletePatient,
  },
  records: {
    listForPatient: listPatientRecords,
    listForProject: listProjectRecords,
    createNote,
    uploadFile,
    delete: deleteRecord,
  },
  projects: {
    list: listProjects,
    get: getProject,
    create: createProject,
    rename: renameProject,
    delete: deleteProject,
    listDemo: listDemoProjects,
    createDemo: createDemoProjects,
  },
  analyses: {
    get: getAnalysis,
    askQuestion,
    createReport,
  },

  /** Stores rows as given, with defaults and no permission checks. */
  insert: {
    patient: insertPatient,
    project: insertProject,
    record: insertRecord,
    /** Without `status` the analysis follows the clock (see `settings`). */
    analysis: insertAnalysis,
  },

  /** Every stored row of a kind, whoever owns it, listed by reads yet or not. */
  all: {
    patients: () => [...tables.patients.values()],
    projects: () => [...tables.projects.values()],
    records: () => [...tables.records.values()],
    analyses: () => [...tables.analyses.values()],
  },

  /** The stored row by id, whoever owns it, to edit in place; throws when absent. */
  find: {
    patient: (id: string) => row(tables.patients, id, 'patient'),
    project: (id: string) => row(tables.projects, id, 'project'),
    record: (id: string) => row(tables.records, id, 'record'),
    analysis: (id: string) => row(tables.analyses, id, 'analysis'),
  },
}
