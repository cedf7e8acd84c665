import type { QueryClient } from '@tanstack/react-query'

import { locateAnalysis } from '@/api/analyses/locate-analysis'
import { analysisQueries, cachedProjects } from '@/api/analyses/queries'
import type { TypedAnalysis } from '@/api/analyses/requests'
import { projectQueries } from '@/api/projects/queries'
import { activateProject } from '@/api/projects/selection'
import { loadSession } from '@/api/session'
import { isNotFound } from '@/lib/http-client'
import { notify } from '@/lib/toast'
import {
  mainPanelOpened,
  panelBroughtToFront,
  secondaryPanelOpened,
  type ReportPanel,
} from '@/stores/panels-store'
import type { AnalysisType } from '@/types/analysis'
import type { Project } from '@/types/project'
import {
  isMobileWidth,
  maxPanelsForWidth,
  panelLimitMessage,
} from '@/utils/panel-limits'
import { sortNewestFirst } from '@/utils/sort-by-date'

const PANEL_LIMIT_TOAST_MS = 4000

/** Within the width's limit (docs/product/layout-and-navigation.md#report-panels); else says so: false. */
export function openQuestionPanel(panel: Omit<ReportPanel, 'kind'>): boolean {
  const width = window.innerWidth
  if (secondaryPanelOpened(panel, maxPanelsForWidth(width))) {
    if (isMobileWidth(width)) panelBroughtToFront(panel.analysisId)
    return true
  }
  notify.warning(panelLimitMessage(width), { autoClose: PANEL_LIMIT_TOAST_MS })
  return false
}

interface PathItem {
  id: string
  analysisType: AnalysisType
  title?: string | null
  parentAnalysisId?: string | null
}

interface Location {
  projectId: string | null
  patientId: string | null
  /** From the top-level analysis down to the one opened. */
  path: PathItem[]
}

/**
 * An unknown id is a 404. A first failed try rejects at once, for the route
 * to search the trees, while the query goes on with its retries.
 */
function fetchAnalysis(
  queryClient: QueryClient,
  analysisId: string,
): Promise<TypedAnalysis> {
  const detail = analysisQueries.detail(analysisId)
  // Opened again after its reads failed: this navigation tries again.
  if (queryClient.getQueryState(detail.queryKey)?.status === 'error')
    queryClient.removeQueries({ queryKey: detail.queryKey, exact: true })
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) =>
      reject(
        isNotFound(error)
          ? // eslint-disable-next-line lingui/no-unlocalized-strings -- the router's 404, never shown (the error page says its own words)
            new Response('Analysis not found', { status: 404 })
          : error,
      )
    const fetched = queryClient.fetchQuery(detail)
    const query = queryClient.getQueryCache().find({
      queryKey: detail.queryKey,
      exact: true,
    })
    const stop = queryClient.getQueryCache().subscribe((event) => {
      if (event.query !== query || event.type !== 'updated') return
      if (event.action.type === 'failed') fail(event.action.error)
    })
    fetched.then(resolve, fail).finally(stop)
  })
}

function inTrees(projects: Iterable<Project>, analysisId: string) {
  const found = locateAnalysis(projects, analysisId)
  return found
    ? {
        projectId: found.project.id,
        patientId: found.project.patientId ?? null,
        path: found.path,
      }
    : null
}

async function searchTrees(queryClient: QueryClient, analysisId: string) {
  const { patients } = await loadSession(queryClient)
  const lists = await Promise.all(
    patients.map((patient) =>
      queryClient
        .fetchQuery({ ...projectQueries.list(patient.id), staleTime: 0 })
        .catch(() => []),
    ),
  )
  return inTrees(lists.flat(), analysisId)
}

/** The cached trees, else the analysis itself (and a follow-up's tree), else all the trees. */
async function locate(
  queryClient: QueryClient,
  analysisId: string,
): Promise<Location> {
  const cached = inTrees(cachedProjects(queryClient), analysisId)
  if (cached) return cached
  let analysis: TypedAnalysis
  try {
    analysis = await fetchAnalysis(queryClient, analysisId)
  } catch (error) {
    if (error instanceof Response) throw error
    const found = await searchTrees(queryClient, analysisId).catch(() => null)
    if (found) return found
    throw error
  }
  const projectId = analysis.projectId ?? analysis.patientProjectId ?? null
  const alone: Location = { projectId, patientId: null, path: [analysis] }
  if (!analysis.parentAnalysisId || !projectId) return alone
  const project = await queryClient
    .fetchQuery(projectQueries.detail(projectId))
    .catch(() => null)
  return (project && inTrees([project], analysisId)) || alone
}

/**
 * Opens an analysis and the path to it as panels, fetched in parallel with
 * the person's patients; left before it was found, it changes nothing.
 */
export async function openAnalysis(
  queryClient: QueryClient,
  analysisId: string,
  signal?: AbortSignal,
): Promise<void> {
  const { projectId, patientId, path } = await locate(queryClient, analysisId)
  if (signal?.aborted) return
  // An unknown patient shows once the project's details say so.
  if (projectId) activateProject(queryClient, projectId, patientId ?? undefined)
  const [root, ...questions] = path
  if (!root) return
  const toPanel = (item: PathItem) => ({
    analysisId: item.id,
    analysisType: item.analysisType,
    projectId,
    parentAnalysisId: item.parentAnalysisId ?? null,
    questionTitle: item.title ?? null,
  })
  mainPanelOpened(toPanel(root))
  const room = Math.max(maxPanelsForWidth(window.innerWidth) - 1, 1)
  for (const question of questions.slice(-room))
    openQuestionPanel(toPanel(question))
}

/** A project's newest analysis, or null when it has none. */
export async function newestAnalysisId(
  queryClient: QueryClient,
  projectId: string,
): Promise<string | null> {
  const project = await queryClient.fetchQuery(projectQueries.detail(projectId))
  const [newest] = sortNewestFirst(project.analyses, (a) => a.createdAt)
  return newest?.id ?? null
}
