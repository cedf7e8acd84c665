import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

import { locateAnalysis } from '@/api/analyses/locate-analysis'
import { analysisQueries } from '@/api/analyses/queries'
import { projectQueries } from '@/api/projects/queries'
import type { AnalysisType } from '@/types/analysis'
import { analysisProgress } from '@/utils/analysis-status'

/**
 * An analysis shown in a panel, followed until it is finished. The panel
 * and its project's tree always come to show the same state: when the
 * panel hears of a new status first, the project is read again (its tree
 * and its date follow); when the project hears first (e.g. while the
 * panel's polls were failing), the analysis is read again. An analysis
 * whose first read failed is not: its panel offers 'Try again'.
 */
export function useFollowedAnalysis(
  analysisType: AnalysisType,
  analysisId: string,
  knownProjectId: string | null | undefined,
) {
  const queryClient = useQueryClient()
  const query = useQuery(analysisQueries.detail(analysisId, analysisType))
  const status = query.data?.status
  const projectId = query.data?.projectId ?? knownProjectId
  const { data: listedStatus } = useQuery({
    ...projectQueries.detail(projectId ?? ''),
    enabled: Boolean(projectId),
    select: (project) =>
      locateAnalysis([project], analysisId)?.path.at(-1)?.status,
  })
  const { refetch } = query

  useEffect(() => {
    // Never read (its reads failed): only the person's 'Try again' asks again.
    if (!projectId || !listedStatus || !status) return
    const ahead = analysisProgress(status) - analysisProgress(listedStatus)
    if (ahead > 0) {
      void queryClient.invalidateQueries({
        queryKey: projectQueries.detail(projectId).queryKey,
      })
      void queryClient.invalidateQueries({ queryKey: projectQueries.lists() })
    } else if (ahead < 0) {
      void refetch()
    }
  }, [queryClient, projectId, status, listedStatus, refetch])

  return query
}
