import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router-dom'

import { projectQueries } from '@/api/projects/queries'
import { loadSession } from '@/api/session'

import { requireSignIn } from './require-sign-in'

/**
 * Every signed-in page: sign-in first; the person's patients and projects
 * start loading, without holding up pages that do not need them (a report
 * opened from a link shows before they arrive; the landing pages wait for
 * them with `sessionLoader`). A failure there is reported by the query
 * layer and shown where those lists are.
 */
export const protectedLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requireSignIn(request)
    loadSession(queryClient).catch(() => {})
    void queryClient.prefetchQuery(projectQueries.demo())
    return null
  }

/** Pages that show the active patient and project: wait for them. */
export const sessionLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requireSignIn(request)
    await loadSession(queryClient)
    return null
  }
