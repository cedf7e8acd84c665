import type { QueryClient } from '@tanstack/react-query'

import { locateAnalysis } from '@/api/analyses/locate-analysis'
import { analysisQueries, cachedProjects } from '@/api/analyses/queries'
import type { TypedAnalysis } from '@/api/analyses/requests'
import { projectQueries } from '@/api/projects/queries'
import { activateProject } from '@/api/projects/selection'
import { loadSession } from '@/api/session'
import { isNotFound } from '@/lib/http-client'
import { mainPanelOpened } from '@/stores/panels-store'
import type { AnalysisType } from '@/types/analysis'
import type { Project } from '@/types/project'
import { maxPanelsForWidth } from '@/utils/panel-limits'
import { sortNewestFirst } from '@/utils/sort-by-date'

import { openQuestionPanel } from '../utils/open-question-panel'

interface PathItem {
  id: string
  analysisType: AnalysisType
  title?: string | null
  parentAnalysisId?: string | null
}

/** Where an analysis is: its project (and that project's patient, when known) and its path. */
interface Location {
  projectId: string | null
  patientId: string | null
  /** From the top-level analysis down to the one opened. */
  path: PathItem[]
}

/**
 * The analysis itself, a report or a question as its answer says; an
 * unknown id is the route's 404. A first try that fails for a passing
 * reason rejects at once, for the route to find the analysis in the
 * project trees meanwhile, while the query goes on with its retries: the
 * panel that opens shows them out, and the failure if they fail too.
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
          ? new Response('Analysis not found', { status: 404 })
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

const inTrees = (
  projects: Iterable<Project>,
  analysisId: string,
): Location | null => {
  const found = locateAnalysis(projects, analysisId)
  return found
    ? {
        projectId: found.project.id,
        patientId: found.project.patientId ?? null,
        path: found.path,
      }
    : null
}

/**
 * The person's project trees, every patient's, read afresh: where an
 * analysis is when it cannot be read itself.
 */
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

/**
 * Where an analysis is, without waiting for the patients and their
 * projects: the project trees already in the cache (a link in the tree),
 * else the analysis itself — a report or a first question opens on its
 * own, a follow-up needs its project's tree for the questions above it.
 * When the analysis cannot be read (its panel will say so), the trees.
 */
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
  const inProject = project ? locateAnalysis([project], analysisId) : null
  return inProject
    ? {
        projectId,
        patientId: inProject.project.patientId ?? null,
        path: inProject.path,
      }
    : alone
}

/**
 * A question opens beside the report it was asked on: the top of its path
 * is the main panel, the rest question panels. When the window has no room
 * for all, the questions nearest the one opened stay.
 */
function openPanels({ projectId, path }: Location) {
  const [root, ...questions] = path
  if (!root) return
  mainPanelOpened({
    analysisId: root.id,
    analysisType: root.analysisType,
    projectId,
    parentAnalysisId: root.parentAnalysisId ?? null,
    questionTitle: root.title ?? null,
  })
  const room = Math.max(maxPanelsForWidth(window.innerWidth) - 1, 1)
  for (const question of questions.slice(-room)) {
    openQuestionPanel({
      analysisId: question.id,
      analysisType: question.analysisType,
      projectId,
      parentAnalysisId: question.parentAnalysisId ?? null,
      questionTitle: question.title ?? null,
    })
  }
}

/**
 * Opens an analysis from its address (`/report/analyses/{id}`): it is
 * fetched as soon as a token exists — in parallel with the person's
 * patients and projects, so a link to a report shows its text without
 * waiting for them — its panels open, and its project and, when known,
 * that project's patient become active. Left before it was
 * found (`signal` aborted: Back, another page), it changes nothing.
 */
export async function openAnalysis(
  queryClient: QueryClient,
  analysisId: string,
  signal?: AbortSignal,
): Promise<void> {
  const located = await locate(queryClient, analysisId)
  if (signal?.aborted) return
  const { projectId, patientId } = located
  // Whose the project is, unknown yet, shows once its details say so
  // (`useActivePatientId`).
  if (projectId) activateProject(queryClient, projectId, patientId ?? undefined)
  openPanels(located)
}

/** A project's address without an analysis: its newest analysis, or null when it has none. */
export async function newestAnalysisId(
  queryClient: QueryClient,
  projectId: string,
): Promise<string | null> {
  const project = await queryClient.fetchQuery(projectQueries.detail(projectId))
  const [newest] = sortNewestFirst(project.analyses, (a) => a.createdAt)
  return newest?.id ?? null
}
