import { useQueryClient } from '@tanstack/react-query'
import { Suspense, type RefObject } from 'react'

import { ErrorBoundary } from '@/components/errors/error-boundary'
import { lazyPart } from '@/lib/lazy-code'

import { resetClientState } from '../reset-client-state'

// Its own chunk, requested the first time the tools are opened.
const { Component: DebugTools } = lazyPart(
  () => import('@/features/debug/components/debug-tools'),
  (module) => module.DebugTools,
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
  // The chunk is fetched until it arrives; a panel that fails to render
  // leaves the tools closed, not the app without a page.
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
