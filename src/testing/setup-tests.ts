import '@testing-library/jest-dom/vitest'

import { cleanup, configure } from '@testing-library/react'
import { toast } from 'react-toastify/unstyled'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'

import { loadEveryPart } from '@/components/ui/lazy-part'
import { resetAppState } from '@/lib/app-state'
import { idleWorkWaitsFor } from '@/lib/idle'
import { loadToasts } from '@/lib/toast'
import { db } from '@mocks/api/db'
import { server } from '@mocks/testing/node'

import { installTestAuth, installTestConfig } from './test-auth'
import { cancelTestQueries } from './test-clients'
import { markToursSeen } from './tours'
import { installMatchMedia, setWindowWidth } from './viewport'

// `findBy…` and `waitFor` wait up to 5 s, not 1: on a busy runner, the
// first load of a route's code (transformed on demand) can take longer.
configure({ asyncUtilTimeout: 5000 })

// A test fails when it logs an error nobody expected (docs/decisions/0007-failures-by-layer.md).
let unexpectedErrors: unknown[][] = []

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  // Dialogs, menus, toasts … load after the page in the app; tests that
  // stop the clock open them.
  await Promise.all([loadEveryPart(), loadToasts()])
})

beforeEach(async () => {
  // Tests start as a user who has seen the guided tours; tour tests clear this.
  markToursSeen()
  installMatchMedia()
  setWindowWidth(1280)
  installTestConfig()
  await installTestAuth()
  unexpectedErrors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpectedErrors.push(args)
  })
})

afterEach(async () => {
  cleanup()
  await cancelTestQueries()
  // Toasts raised while no container was mounted wait in a queue; drop them.
  toast.dismiss()
  server.resetHandlers()
  // Also turns off the variant stand-in a test asked for (`enableApiVariant`).
  db.reset()
  localStorage.clear()
  sessionStorage.clear()
  resetAppState('test')
  idleWorkWaitsFor(Promise.resolve())
  const errors = unexpectedErrors
  unexpectedErrors = []
  if (errors.length) {
    throw new Error(
      `Unexpected console.error:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`,
    )
  }
})

afterAll(() => server.close())
