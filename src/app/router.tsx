import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import {
  createBrowserRouter,
  redirect,
  type RouteObject,
} from 'react-router-dom'

import { recordQueries } from '@/api/records/queries'
import { LoadingPage } from '@/components/errors/loading-page'
import { codeFailureRecovery, recovering } from '@/lib/code-recovery'
import { loadOnce } from '@/lib/lazy-retrying'
import { paths, routePatterns } from '@/lib/paths'

import { projectLoader } from './guards/project-loader'
import { protectedLoader, sessionLoader } from './guards/protected-loader'
import { projectReportLoader, reportLoader } from './guards/report-loader'
import { AppLayout } from './layouts/app-layout'
import { RootLayout } from './layouts/root-layout'
import { routeCode } from './route-code'
import { LandingLayout } from './routes/landing-layout'
import { QuestionTabRoute } from './routes/question-tab-route'
import { RouteError } from './routes/route-error'

/**
 * A route's `lazy`: the component of its module, whose chunk is asked for
 * again until it arrives (`loadOnce`). The router keeps a route's first
 * failed load for good, so a connection that drops as a person follows a
 * link would otherwise leave that page unreachable until a reload;
 * meanwhile the page they were on stays, with the navigation's progress bar.
 * A chunk that no retry can bring (gone with a deployment, or a failure the
 * browser keeps) loads the page afresh, once no write is on its way
 * (`codeFailureRecovery`, `recover`).
 */
function lazyComponent<Module>(
  recover: () => Promise<void>,
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
) {
  const loadNow = loadOnce(recovering(load, recover))
  return async () => ({ Component: pick(await loadNow()) })
}

/**
 * The route table (docs/product/layout-and-navigation.md#routes); ids are
 * the route names. `reload` reloads the page when a route's code cannot
 * come (`lazyComponent`).
 */
export function createRoutes(
  queryClient: QueryClient,
  reload?: () => void,
): RouteObject[] {
  const recovery = () =>
    codeFailureRecovery(() => queryClient.isMutating() === 0, reload)
  const recordsTab = lazyComponent(
    recovery(),
    routeCode.recordsTab,
    (m) => m.RecordsTabRoute,
  )
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteError />,
      HydrateFallback: LoadingPage,
      children: [
        {
          id: 'protected',
          loader: protectedLoader(queryClient),
          element: <AppLayout />,
          errorElement: <RouteError />,
          children: [
            {
              element: <LandingLayout />,
              loader: sessionLoader(queryClient),
              errorElement: <RouteError />,
              children: [
                { id: 'Index', index: true, Component: QuestionTabRoute },
                {
                  id: 'Questions',
                  path: routePatterns.Questions,
                  Component: QuestionTabRoute,
                },
                {
                  id: 'ProjectQuestions',
                  path: routePatterns.ProjectQuestions,
                  loader: projectLoader(queryClient),
                  Component: QuestionTabRoute,
                },
                {
                  id: 'Records',
                  path: routePatterns.Records,
                  lazy: recordsTab,
                },
                {
                  id: 'ProjectRecords',
                  path: routePatterns.ProjectRecords,
                  // A list that cannot be fetched is reported, and the page shows the rest.
                  loader: projectLoader(queryClient, (projectId) =>
                    queryClient
                      .ensureQueryData(recordQueries.projectList(projectId))
                      .catch(() => undefined),
                  ),
                  lazy: recordsTab,
                },
              ],
            },
            {
              id: 'Secured',
              path: routePatterns.Secured,
              lazy: lazyComponent(
                recovery(),
                routeCode.secured,
                (m) => m.SecuredRoute,
              ),
            },
            {
              id: 'ProjectReportDetail',
              path: routePatterns.ProjectReportDetail,
              loader: projectReportLoader(queryClient),
            },
            {
              id: 'AnalysisReportDetail',
              path: routePatterns.AnalysisReportDetail,
              loader: reportLoader(queryClient),
              errorElement: <RouteError />,
              lazy: lazyComponent(
                recovery(),
                routeCode.reportDetail,
                (m) => m.ReportDetailRoute,
              ),
            },
            ...(import.meta.env.DEV
              ? [
                  {
                    id: 'DevLoading',
                    path: routePatterns.DevLoading,
                    Component: LoadingPage,
                  },
                ]
              : []),
          ],
        },
        { path: '*', loader: () => redirect(paths.index()) },
      ],
    },
  ]
}

export function createAppRouter(queryClient: QueryClient) {
  // A reload for a page's code goes to the page the person was going to.
  const reload = () => {
    const destination = router.state.navigation.location
    if (destination) window.location.assign(router.createHref(destination))
    else window.location.reload()
  }
  const router = createBrowserRouter(createRoutes(queryClient, reload))
  return router
}
