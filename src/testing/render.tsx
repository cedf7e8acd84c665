import { I18nProvider } from '@lingui/react'
import { render, type RenderOptions } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement, ReactNode } from 'react'
import {
  createMemoryRouter,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom'

import { Providers } from '@/app/providers'
import { createQueryClient } from '@/app/query-client'
import { restoreClientState } from '@/app/reset-client-state'
import { createRoutes } from '@/app/router'
import { i18n } from '@/i18n/i18n'
import { getUserClaims } from '@/lib/auth'
import { ApiError } from '@/lib/http-client'
import { resetSessionStore } from '@/stores/session-store'
import { DEMO_USER } from '@mocks/idp/users'

import { installTestAuth } from './test-auth'
import { testClientRendered } from './test-clients'

interface ProviderOptions {
  queryClient?: ReturnType<typeof createQueryClient>
  /** Set when the test uses fake timers, so typing and clicks advance them. */
  fakeTimers?: boolean
  renderOptions?: Omit<RenderOptions, 'wrapper'>
}

/**
 * The app's query client for tests: a read that fails is not tried again,
 * so a test sees the failure at once; but for a 429, which asks to be
 * asked again (the variant stand-in answers it now and then), at once.
 */
export const createTestQueryClient = (
  overrides: Parameters<typeof createQueryClient>[0] = {},
) =>
  createQueryClient({
    retry: (failureCount, error) =>
      failureCount < 3 && error instanceof ApiError && error.status === 429,
    retryDelay: 0,
    ...overrides,
  })

const testQueryClient = () => createTestQueryClient({ staleTime: 0 })

/** The query clients whose page has started, as main.tsx starts one. */
const started = new WeakSet<object>()

/**
 * As the app's page starts signed in (main.tsx): what the tab kept for the
 * person comes back, and their writes are kept from now on, until the page
 * goes (`unmount`) or the test ends.
 */
function pageStarted(queryClient: ReturnType<typeof createQueryClient>) {
  const userId = getUserClaims()?.sub
  if (!userId || started.has(queryClient)) return () => {}
  started.add(queryClient)
  const stop = restoreClientState(queryClient, userId)
  onTestFinished(stop)
  return stop
}

function setup(
  element: ReactElement,
  {
    queryClient = testQueryClient(),
    fakeTimers = false,
    renderOptions,
  }: ProviderOptions,
) {
  const stopKeeping = pageStarted(queryClient)
  testClientRendered(queryClient)
  const user = userEvent.setup(
    fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {},
  )
  const result = render(
    <Providers queryClient={queryClient}>{element}</Providers>,
    renderOptions,
  )
  const unmount = () => {
    result.unmount()
    stopKeeping()
  }
  return { user, queryClient, ...result, unmount }
}

/** Renders a component with the app's providers and a fresh query cache. */
export function renderWithProviders(
  ui: ReactElement,
  options: ProviderOptions = {},
) {
  return setup(ui, options)
}

/**
 * Renders one element as a route at `url` (matching `path`), with optional
 * extra routes to land on after navigating.
 */
export function renderRoute(
  ui: ReactElement,
  {
    path = '/',
    url = path,
    routes = [],
    ...options
  }: ProviderOptions & {
    path?: string
    url?: string
    routes?: RouteObject[]
  } = {},
) {
  const router = createMemoryRouter([{ path, element: ui }, ...routes], {
    initialEntries: [url],
  })
  return { router, ...setup(<RouterProvider router={router} />, options) }
}

/** Renders the whole app, route table and guards included, at `url`. */
export function renderApp(url = '/', options: ProviderOptions = {}) {
  const queryClient = options.queryClient ?? testQueryClient()
  const router = createMemoryRouter(createRoutes(queryClient), {
    initialEntries: [url],
  })
  return {
    router,
    ...setup(<RouterProvider router={router} />, { ...options, queryClient }),
  }
}

/**
 * The tab's page loads again and the person signs in: what the page held
 * in memory is gone; what the tab kept comes back. Returns the new page's
 * query client, for its render.
 */
export async function pageLoadedAgain(
  page: { unmount: () => void },
  sub: string = DEMO_USER.sub,
) {
  page.unmount()
  resetSessionStore()
  await installTestAuth({ sub })
  const queryClient = testQueryClient()
  pageStarted(queryClient)
  return queryClient
}

/** For a component rendered on its own: the app's languages, in English (`render(ui, { wrapper: LanguageProvider })`). */
export function LanguageProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>
}
