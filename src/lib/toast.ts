import type { ReactNode } from 'react'
import { toast, type ToastOptions } from 'react-toastify/unstyled'

export const TOAST_AUTO_CLOSE_MS = 6000
export const TOAST_LIMIT = 2

export const SERVER_ERROR_MESSAGE =
  'Something went wrong, our team is on it. Please reach out support if it persists'

/**
 * Toasts with a stable id per message, so the same outcome reported by
 * several requests at once shows once.
 */
export const notify = {
  success: (message: string, options?: ToastOptions) =>
    toast.success(message, { toastId: message, ...options }),
  info: (message: string, options?: ToastOptions) =>
    toast.info(message, { toastId: message, ...options }),
  warning: (message: string, options?: ToastOptions) =>
    toast.warning(message, { toastId: message, ...options }),
  error: (message: string, options?: ToastOptions) =>
    toast.error(message, { toastId: message, ...options }),
}

/**
 * A toast with more than words in it (a link to open something); its
 * `toastId` keeps the same news from showing twice.
 */
export function notifyWithContent(
  content: ReactNode,
  toastId: string,
  options?: ToastOptions,
): void {
  toast.info(content, { toastId, ...options })
}

/** The persistent red toast of a server fault (any 5xx), with its error ID. */
export function notifyServerError(requestId: string | null): void {
  const message = requestId
    ? `${SERVER_ERROR_MESSAGE} (Error ID: ${requestId})`
    : SERVER_ERROR_MESSAGE
  // One toast for server faults; a newer fault updates it with its own error ID.
  if (toast.isActive(SERVER_ERROR_MESSAGE)) {
    toast.update(SERVER_ERROR_MESSAGE, { render: message })
  } else {
    notify.error(message, { toastId: SERVER_ERROR_MESSAGE, autoClose: false })
  }
}
