import { useEffect } from 'react'
import { RouterProvider } from 'react-router-dom'

import { watchSession } from '@/lib/auth'

import { Providers } from './providers'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'

/** Created once at start-up, outside React, so development double renders don't create two. */
export function createAppState() {
  const queryClient = createQueryClient()
  return { queryClient, router: createAppRouter(queryClient) }
}

export type AppState = ReturnType<typeof createAppState>

export function App({ queryClient, router }: AppState) {
  useEffect(() => watchSession(), [])

  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  )
}
