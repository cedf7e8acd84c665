import '@testing-library/jest-dom/vitest'

import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'

import { db } from '../../mocks/db'
import { server } from '../../mocks/node'

import { installTestAuth, installTestConfig } from './test-auth'

// A test fails when it logs an error nobody expected (STYLE.md §7).
let unexpectedErrors: unknown[][] = []

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
})

beforeEach(async () => {
  installTestConfig()
  await installTestAuth()
  unexpectedErrors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpectedErrors.push(args)
  })
})

afterEach(() => {
  cleanup()
  server.resetHandlers()
  db.reset()
  localStorage.clear()
  sessionStorage.clear()
  const errors = unexpectedErrors
  unexpectedErrors = []
  if (errors.length) {
    throw new Error(
      `Unexpected console.error:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`,
    )
  }
})

afterAll(() => server.close())
