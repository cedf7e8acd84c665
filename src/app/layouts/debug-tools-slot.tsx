import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'

import { ErrorBoundary } from '@/components/errors/error-boundary'
import { getConfig } from '@/lib/config'

import { resetClientState } from '../reset-client-state'

// Its own chunk, requested only where config.json turns debugging on.
const DebugTools = lazy(() =>
  import('@/features/debug/components/debug-tools').then((module) => ({
    default: module.DebugTools,
  })),
)

/** The debug tools when the runtime configuration asks for them; nothing otherwise. */
export function DebugToolsSlot() {
  const queryClient = useQueryClient()
  if (!getConfig().debug) return null
  // A chunk that cannot be loaded leaves the top bar without the tools, not the app without a page.
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <DebugTools
          onDataDeleted={() => resetClientState(queryClient, 'data-deleted')}
        />
      </Suspense>
    </ErrorBoundary>
  )
}
