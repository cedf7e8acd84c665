import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router-dom'

import { projectQueries } from '@/api/projects/queries'

import { loadSession } from './load-session'
import { requireSignIn } from './require-sign-in'

export const protectedLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requireSignIn(request)
    await loadSession(queryClient)
    void queryClient.prefetchQuery(projectQueries.demo())
    return null
  }
