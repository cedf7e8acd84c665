import { I18nProvider } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { DirectionProvider } from '@radix-ui/react-direction'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { X } from 'lucide-react'
import { useEffect, type ReactNode } from 'react'
import 'react-toastify/ReactToastify.css'

import { AppErrorFallback } from '@/components/errors/app-error-fallback'
import { ErrorBoundary } from '@/components/errors/error-boundary'
import { i18n } from '@/i18n/i18n'
import { directionOf } from '@/i18n/languages'
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
      <Direction>
        <ErrorBoundary fallback={<AppErrorFallback />}>
          <QueryClientProvider client={queryClient}>
            {children}
            <Toasts />
          </QueryClientProvider>
        </ErrorBoundary>
      </Direction>
    </I18nProvider>
  )
}

/** Radix's tabs move with the arrow keys in the interface's direction. */
function Direction({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui()
  return (
    <DirectionProvider dir={directionOf(active.locale)}>
      {children}
    </DirectionProvider>
  )
}

function Toasts() {
  const { t, i18n: active } = useLingui()
  const isRightToLeft = directionOf(active.locale) === 'rtl'
  const toastify = useLoadedToasts()
  useEffect(() => whenIdle(() => void loadToasts()), [])
  if (!toastify) return null
  return (
    <toastify.ToastContainer
      autoClose={TOAST_AUTO_CLOSE_MS}
      limit={TOAST_LIMIT}
      newestOnTop
      rtl={isRightToLeft}
      position={isRightToLeft ? 'top-left' : 'top-right'}
      aria-label={t({
        comment:
          'The name of the region that holds the toasts; Alt+T is the key that moves focus to it',
        message: 'Notifications Alt+T',
      })}
      // The library's own button is named in English only ('close').
      closeButton={({ closeToast }) => (
        <button
          type="button"
          className="Toastify__close-button"
          aria-label={t({
            comment: 'The button that closes a toast',
            message: 'Close',
          })}
          onClick={(event) => {
            event.stopPropagation()
            closeToast(true)
          }}
        >
          <X aria-hidden="true" size={16} />
        </button>
      )}
      // The library names its timer bar in English only ('notification
      // timer'); toasts still close after TOAST_AUTO_CLOSE_MS, and stay
      // while hovered or focused.
      hideProgressBar
    />
  )
}
