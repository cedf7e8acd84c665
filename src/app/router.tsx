import type { QueryClient } from '@tanstack/react-query'
import { useEffect, type ComponentType } from 'react'
import {
  createBrowserRouter,
  Outlet,
  redirect,
  ScrollRestoration,
  useLocation,
  type RouteObject,
} from 'react-router-dom'

import { recordQueries } from '@/api/records/queries'
import { LoadingPage } from '@/components/errors/loading-page'
import { lazyDialog } from '@/components/ui/lazy-part'
import { trackPageView } from '@/lib/analytics'
import { pageCode } from '@/lib/lazy-code'
import { paths, routePatterns } from '@/lib/paths'
import { useIsSessionExpiredDialogOpen } from '@/stores/session-store'

import { projectLoader } from './guards/project-loader'
import {
  projectReportLoader,
  protectedLoader,
  reportLoader,
  sessionLoader,
} from './guards/protected-loader'
import { AppLayout } from './layouts/app-layout'
import { NavigationProgress } from './layouts/navigation-progress'
import { routeCode } from './route-code'
import { LandingLayout } from './routes/landing-layout'
import { QuestionTabRoute } from './routes/question-tab-route'
import { RouteError } from './routes/route-error'

const SessionExpiredDialog = lazyDialog(
  () => import('./layouts/session-expired-dialog'),
  (module) => module.SessionExpiredDialog,
)

function RootLayout() {
  const { pathname } = useLocation()
  const isSessionExpired = useIsSessionExpiredDialogOpen()
  useEffect(() => trackPageView(pathname), [pathname])
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <SessionExpiredDialog open={isSessionExpired} />
      <ScrollRestoration />
    </>
  )
}

/** docs/product/layout-and-navigation.md#routes; a route whose code is gone reloads at `destination()`. */
export function createRoutes(
  queryClient: QueryClient,
  destination: () => string = () => window.location.href,
): RouteObject[] {
  // Fetched again until it arrives: the router keeps a route's first failed
  // load for good, leaving that page unreachable.
  const lazy = <Module,>(
    load: () => Promise<Module>,
    pick: (module: Module) => ComponentType,
  ) => {
    let loading: Promise<Module> | undefined
    return async () => ({
      Component: pick(await (loading ??= pageCode(load, destination))),
    })
  }
  const recordsTab = lazy(routeCode.recordsTab, (m) => m.RecordsTabRoute)
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
              lazy: lazy(routeCode.secured, (m) => m.SecuredRoute),
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
              lazy: lazy(routeCode.reportDetail, (m) => m.ReportDetailRoute),
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
