import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, type RefObject } from 'react'

import { ErrorBoundary } from '@/components/errors/error-boundary'

import { resetClientState } from '../reset-client-state'

// Its own chunk, requested the first time the tools are opened.
const DebugTools = lazy(() =>
  import('@/features/debug/components/debug-tools').then((module) => ({
    default: module.DebugTools,
  })),
)

export interface DebugToolsSlotProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The control the panel opens below and gives focus back to. */
  anchorRef: RefObject<HTMLElement | null>
}

/** The debug tools' panel, loaded on demand. */
export function DebugToolsSlot(props: DebugToolsSlotProps) {
  const queryClient = useQueryClient()
  // A chunk that cannot be loaded leaves the tools closed, not the app without a page.
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <DebugTools
          {...props}
          onDataDeleted={() => resetClientState(queryClient, 'data-deleted')}
        />
      </Suspense>
    </ErrorBoundary>
  )
}
