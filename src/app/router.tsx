import type { QueryClient } from '@tanstack/react-query'
import {
  createBrowserRouter,
  redirect,
  type RouteObject,
} from 'react-router-dom'

import { recordQueries } from '@/api/records/queries'
import { LoadingPage } from '@/components/errors/loading-page'

import { projectLoader } from './guards/project-loader'
import { protectedLoader } from './guards/protected-loader'
import { projectReportLoader, reportLoader } from './guards/report-loader'
import { AppLayout } from './layouts/app-layout'
import { RootLayout } from './layouts/root-layout'
import { paths, routePatterns } from './paths'
import { LandingLayout } from './routes/landing-layout'
import { RouteError } from './routes/route-error'

const questionTab = () =>
  import('./routes/question-tab-route').then((m) => ({
    Component: m.QuestionTabRoute,
  }))
const recordsTab = () =>
  import('./routes/records-tab-route').then((m) => ({
    Component: m.RecordsTabRoute,
  }))

/** SPEC.md §2's route table; ids are the route names it gives. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
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
              errorElement: <RouteError />,
              children: [
                { id: 'Index', index: true, lazy: questionTab },
                {
                  id: 'Questions',
                  path: routePatterns.Questions,
                  lazy: questionTab,
                },
                {
                  id: 'ProjectQuestions',
                  path: routePatterns.ProjectQuestions,
                  loader: projectLoader(queryClient),
                  lazy: questionTab,
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
              lazy: () =>
                import('./routes/secured-route').then((m) => ({
                  Component: m.SecuredRoute,
                })),
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
              lazy: () =>
                import('./routes/report-detail-route').then((m) => ({
                  Component: m.ReportDetailRoute,
                })),
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

export const createAppRouter = (queryClient: QueryClient) =>
  createBrowserRouter(createRoutes(queryClient))
