import { t } from '@lingui/core/macro'
import { useSyncExternalStore, type ReactNode } from 'react'
import type * as ReactToastify from 'react-toastify/unstyled'
import type { ToastOptions } from 'react-toastify/unstyled'

import { retrying } from '@/lib/lazy-code'

export const TOAST_AUTO_CLOSE_MS = 6000
export const TOAST_LIMIT = 2

/** The one toast of server faults. */
const SERVER_ERROR_TOAST_ID = 'server-error'

type Toastify = typeof ReactToastify

// Loaded when idle or by the first toast; toasts raised meanwhile show then.
let loaded: Toastify | undefined
const listeners = new Set<() => void>()

let loading: Promise<Toastify> | undefined
export const loadToasts = () =>
  (loading ??= retrying(() => import('react-toastify/unstyled')).then(
    (module) => {
      loaded = module
      listeners.forEach((listener) => listener())
      return module
    },
  ))

/** The toast code once loaded (to render the container). */
export const useLoadedToasts = (): Toastify | undefined =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => loaded,
  )

type Kind = 'success' | 'info' | 'warning' | 'error'

function show(kind: Kind, content: ReactNode, options: ToastOptions) {
  void loadToasts().then(({ toast }) => toast[kind](content, options))
}

/** A stable id per message: the same outcome reported by several requests shows once. */
const notifier = (kind: Kind) => (message: string, options?: ToastOptions) =>
  show(kind, message, { toastId: message, ...options })

export const notify = {
  success: notifier('success'),
  info: notifier('info'),
  warning: notifier('warning'),
  error: notifier('error'),
}

/** A toast with more than words in it (a link); `toastId` keeps the same news from showing twice. */
export function notifyWithContent(
  content: ReactNode,
  toastId: string,
  options?: ToastOptions,
): void {
  show('info', content, { toastId, ...options })
}

/** The persistent red toast of a server fault (any 5xx), with its error ID. */
export function notifyServerError(requestId: string | null): void {
  const fault = t`Something went wrong, our team is on it. Please reach out support if it persists`
  const message = requestId
    ? t({
        comment:
          'The server-fault message, then the ID of the failed request for support',
        message: `${fault} (Error ID: ${requestId})`,
      })
    : fault
  void loadToasts().then(({ toast }) => {
    // One toast for server faults; a newer fault updates it with its own error ID.
    if (toast.isActive(SERVER_ERROR_TOAST_ID))
      toast.update(SERVER_ERROR_TOAST_ID, { render: message })
    else
      toast.error(message, { toastId: SERVER_ERROR_TOAST_ID, autoClose: false })
  })
}
