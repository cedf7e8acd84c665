import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import {
  createBrowserRouter,
  redirect,
  type RouteObject,
} from 'react-router-dom'

import { recordQueries } from '@/api/records/queries'
import { LoadingPage } from '@/components/errors/loading-page'
import { pageCode } from '@/lib/lazy-code'
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
 * A route's `lazy`: the component of its module, fetched again until it
 * arrives (`pageCode`: the router keeps a route's first failed load for
 * good, so a connection that drops as a person follows a link would leave
 * that page unreachable). Meanwhile the page they were on stays, with the
 * navigation's progress bar.
 */
function lazyComponent<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  destination: () => string,
) {
  let loading: Promise<Module> | undefined
  return async () => ({
    Component: pick(await (loading ??= pageCode(load, destination))),
  })
}

/**
 * The route table (docs/product/layout-and-navigation.md#routes); ids are
 * the route names. A route whose code is gone loads the page afresh at
 * `destination()` (where the person was going).
 */
export function createRoutes(
  queryClient: QueryClient,
  destination: () => string = () => window.location.href,
): RouteObject[] {
  const recordsTab = lazyComponent(
    routeCode.recordsTab,
    (m) => m.RecordsTabRoute,
    destination,
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
                routeCode.secured,
                (m) => m.SecuredRoute,
                destination,
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
                routeCode.reportDetail,
                (m) => m.ReportDetailRoute,
                destination,
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
  const destination = () => {
    const location = router.state.navigation.location
    return location ? router.createHref(location) : window.location.href
  }
  const router = createBrowserRouter(createRoutes(queryClient, destination))
  return router
}
