import type { QueryClient } from '@tanstack/react-query'
import { redirect, type LoaderFunctionArgs } from 'react-router-dom'

import { projectQueries } from '@/api/projects/queries'
import { loadSession } from '@/api/session'
import { isSignedIn, login } from '@/lib/auth'
import { paths } from '@/lib/paths'

/** Login leaves for the identity provider (never settles); a 401 when it could not start. */
export async function requireSignIn(request: Request): Promise<void> {
  if (isSignedIn()) return
  await login(request.url)
  if (isSignedIn()) return
  // eslint-disable-next-line lingui/no-unlocalized-strings -- never shown: RouteError reads the status and shows its own text
  throw new Response('Sign-in required', { status: 401 })
}

/** The patients and projects start loading without holding up pages that don't need them. */
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

/** With the report page's code, which a link to a report starts loading at sign-in (route-code.ts), not the landing page's. */
const analysisOpening = () =>
  import('@/features/analyses/loaders/open-analysis')

export const reportLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    await requireSignIn(request)
    const { openAnalysis } = await analysisOpening()
    await openAnalysis(queryClient, params.id ?? '', request.signal)
    return null
  }

/** The project's newest analysis, or its questions tab when it has none. */
export const projectReportLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    await requireSignIn(request)
    const projectId = params.projectId ?? ''
    const { newestAnalysisId } = await analysisOpening()
    const newest = await newestAnalysisId(queryClient, projectId)
    return redirect(
      newest ? paths.reportDetail(newest) : paths.projectQuestions(projectId),
    )
  }
