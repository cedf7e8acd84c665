import { I18nProvider } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import 'react-toastify/ReactToastify.css'

import { AppErrorFallback } from '@/components/errors/app-error-fallback'
import { ErrorBoundary } from '@/components/errors/error-boundary'
import { i18n } from '@/i18n/i18n'
import { onSignOut } from '@/lib/auth'
import { whenIdle } from '@/lib/idle'
import {
  loadToasts,
  TOAST_AUTO_CLOSE_MS,
  TOAST_LIMIT,
  useLoadedToasts,
} from '@/lib/toast'

import { resetClientState } from './reset-client-state'

export interface ProvidersProps {
  queryClient: QueryClient
  children: ReactNode
}

export function Providers({ queryClient, children }: ProvidersProps) {
  useEffect(
    () => onSignOut((reason) => resetClientState(queryClient, reason)),
    [queryClient],
  )

  return (
    <I18nProvider i18n={i18n}>
      <ErrorBoundary fallback={<AppErrorFallback />}>
        <QueryClientProvider client={queryClient}>
          {children}
          <Toasts />
        </QueryClientProvider>
      </ErrorBoundary>
    </I18nProvider>
  )
}

function Toasts() {
  const { t } = useLingui()
  const toastify = useLoadedToasts()
  useEffect(() => whenIdle(() => void loadToasts()), [])
  if (!toastify) return null
  return (
    <toastify.ToastContainer
      autoClose={TOAST_AUTO_CLOSE_MS}
      limit={TOAST_LIMIT}
      newestOnTop
      aria-label={t({
        comment:
          'The name of the region that holds the toasts; Alt+T is the key that moves focus to it',
        message: 'Notifications Alt+T',
      })}
    />
  )
}
