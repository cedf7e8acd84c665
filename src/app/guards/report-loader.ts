import type { QueryClient } from '@tanstack/react-query'
import { redirect, type LoaderFunctionArgs } from 'react-router-dom'

import {
  newestAnalysisId,
  openAnalysis,
} from '@/features/analyses/loaders/open-analysis'
import { paths } from '@/lib/paths'

import { requireSignIn } from './require-sign-in'

/** AnalysisReportDetail: signed in, then the analysis opened (see `openAnalysis`). */
export const reportLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    await requireSignIn(request)
    await openAnalysis(queryClient, params.id ?? '', request.signal)
    return null
  }

/** ProjectReportDetail: the project's newest analysis, or its questions tab when it has none. */
export const projectReportLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    await requireSignIn(request)
    const projectId = params.projectId ?? ''
    const newest = await newestAnalysisId(queryClient, projectId)
    return redirect(
      newest ? paths.reportDetail(newest) : paths.projectQuestions(projectId),
    )
  }
