import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import 'react-toastify/ReactToastify.css'
import { ToastContainer } from 'react-toastify/unstyled'

import { AppErrorFallback } from '@/components/errors/app-error-fallback'
import { ErrorBoundary } from '@/components/errors/error-boundary'
import { onSignOut } from '@/lib/auth'
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '@/lib/toast'

import { resetClientState } from './reset-client-state'

export interface ProvidersProps {
  queryClient: QueryClient
  children: ReactNode
}

export function Providers({ queryClient, children }: ProvidersProps) {
  // Signing out, or a session that ended, drops every patient, project and record held in memory.
  useEffect(
    () => onSignOut((reason) => resetClientState(queryClient, reason)),
    [queryClient],
  )

  return (
    <ErrorBoundary fallback={<AppErrorFallback />}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastContainer
          autoClose={TOAST_AUTO_CLOSE_MS}
          limit={TOAST_LIMIT}
          newestOnTop
        />
      </QueryClientProvider>
    </ErrorBoundary>
  )
}
