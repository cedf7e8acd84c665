import type { QueryClient } from '@tanstack/react-query'
import { redirect, type LoaderFunctionArgs } from 'react-router-dom'

import { locateAnalysis } from '@/api/analyses/locate-analysis'
import { analysisQueries, cachedProjects } from '@/api/analyses/queries'
import { patientQueries } from '@/api/patients/queries'
import { projectQueries } from '@/api/projects/queries'
import { activateProject } from '@/api/projects/selection'
import { userQueries } from '@/api/users/queries'
import { openQuestionPanel } from '@/features/analyses/utils/open-question-panel'
import { ApiError } from '@/lib/http-client'
import { mainPanelOpened } from '@/stores/panels-store'
import type { Analysis, AnalysisType } from '@/types/analysis'
import type { Project } from '@/types/project'
import { maxPanelsForWidth } from '@/utils/panel-limits'
import { sortNewestFirst } from '@/utils/sort-by-date'

import { paths } from '../paths'

import { loadSession } from './load-session'
import { requireSignIn } from './require-sign-in'

/** SPEC.md §2: the report guard waits at most 5 s for the patients. */
export const SESSION_WAIT_MS = 5000

/** `promise`, or undefined once `ms` have passed without it settling. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

interface PathItem {
  id: string
  analysisType: AnalysisType
  title?: string | null
  parentAnalysisId?: string | null
}

interface LocatedAnalysis {
  project: Project | null
  /** From the top-level analysis down to the requested one. */
  path: PathItem[]
}

async function searchPatientsProjects(client: QueryClient, analysisId: string) {
  const user = client.getQueryData(userQueries.me().queryKey)
  const patients = user
    ? (client.getQueryData(patientQueries.list(user.id).queryKey) ?? [])
    : []
  const lists = await Promise.all(
    patients.map((patient) =>
      client
        .fetchQuery({ ...projectQueries.list(patient.id), staleTime: 0 })
        .catch(() => []),
    ),
  )
  return locateAnalysis(lists.flat(), analysisId)
}

const isNotFound = (error: unknown) =>
  error instanceof ApiError && error.status === 404

/** The report endpoint first, then the question one (both answer 404 for the other type). */
async function fetchEitherType(
  client: QueryClient,
  analysisId: string,
): Promise<{ analysisType: AnalysisType; analysis: Analysis }> {
  for (const analysisType of ['REPORT', 'QUESTION'] as const) {
    try {
      const analysis = await client.fetchQuery(
        analysisQueries.detail(analysisType, analysisId),
      )
      return { analysisType, analysis }
    } catch (error) {
      if (!isNotFound(error)) throw error
    }
  }
  throw new Response('Analysis not found', { status: 404 })
}

/**
 * Where an analysis sits: the cached project trees first, then every
 * patient's projects fetched afresh, then the analysis itself.
 */
async function locate(
  client: QueryClient,
  analysisId: string,
): Promise<LocatedAnalysis> {
  const found =
    locateAnalysis(cachedProjects(client), analysisId) ??
    (await searchPatientsProjects(client, analysisId))
  if (found) return found

  const { analysisType, analysis } = await fetchEitherType(client, analysisId)
  const projectId = analysis.projectId ?? analysis.patientProjectId
  const project = projectId
    ? await client
        .fetchQuery(projectQueries.detail(projectId))
        .catch(() => null)
    : null
  const inProject = project ? locateAnalysis([project], analysisId) : null
  return (
    inProject ?? {
      project,
      path: [{ ...analysis, analysisType }],
    }
  )
}

/**
 * A question opens beside the report it was asked on: the top of its path
 * is the main panel, the rest question panels. When the window has no room
 * for all, the questions nearest the requested one stay.
 */
function openPanels({ project, path }: LocatedAnalysis) {
  const [root, ...questions] = path
  if (!root) return
  const projectId = project?.id ?? null
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
 * SPEC.md §2 report guard: signed in, the session loaded (waiting at most
 * 5 s), the analysis found, its project and that project's patient made
 * active and refreshed, and its panels opened.
 */
export const reportLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    await requireSignIn(request)
    await within(loadSession(queryClient), SESSION_WAIT_MS)
    const located = await locate(queryClient, params.id ?? '')
    const { project } = located
    if (project) {
      activateProject(queryClient, project.id, project.patientId ?? undefined)
      void queryClient.prefetchQuery({
        ...projectQueries.detail(project.id),
        staleTime: 0,
      })
    }
    openPanels(located)
    return null
  }

/** ProjectReportDetail: the project's newest analysis, or its questions tab when it has none. */
export const projectReportLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    await requireSignIn(request)
    await within(loadSession(queryClient), SESSION_WAIT_MS)
    const projectId = params.projectId ?? ''
    const project = await queryClient.fetchQuery(
      projectQueries.detail(projectId),
    )
    const [newest] = sortNewestFirst(project.analyses, (a) => a.createdAt)
    return redirect(
      newest
        ? paths.reportDetail(newest.id)
        : paths.projectQuestions(projectId),
    )
  }
