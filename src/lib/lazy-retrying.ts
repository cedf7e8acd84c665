import { lazy, type ComponentType } from 'react'

/** Waits between attempts: 1, 2, 4 … s, at most 30 s. */
const RETRY_BASE_MS = 1000
const RETRY_MAX_MS = 30_000

/**
 * Loads a chunk of the app's code, trying again until it arrives: a phone
 * that drops its connection as the chunk is fetched gets it once the
 * network is back (at once when the browser says it is online, else after
 * 1, 2, 4 … s), instead of a page replaced by an error. Never rejects.
 */
export function loadRetrying<Module>(
  load: () => Promise<Module>,
): Promise<Module> {
  return new Promise((resolve) => {
    let attempt = 0
    const tryOnce = () => {
      load().then(resolve, () => {
        const wait = Math.min(RETRY_BASE_MS * 2 ** attempt, RETRY_MAX_MS)
        attempt += 1
        const retry = () => {
          window.clearTimeout(timer)
          window.removeEventListener('online', retry)
          tryOnce()
        }
        const timer = window.setTimeout(retry, wait)
        window.addEventListener('online', retry)
      })
    }
    tryOnce()
  })
}

/**
 * `React.lazy` for a component a page does not need to paint (a dialog's
 * frame, the navigation drawer): its chunk loads once, retried until it
 * arrives; `preload` starts that early. Once loaded, the component renders
 * at once, without suspending.
 */
export function lazyRetrying<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  let loading: Promise<Module> | undefined
  let loaded: { default: ComponentType<Props> } | undefined
  const preload = () =>
    (loading ??= loadRetrying(load).then((module) => {
      loaded = { default: pick(module) }
      return module
    }))
  const Component = lazy(() =>
    loaded
      ? // React reads a thenable that answers at once without suspending.
        ({
          then: (resolve: (value: { default: ComponentType<Props> }) => void) =>
            resolve(loaded!),
        } as unknown as Promise<{ default: ComponentType<Props> }>)
      : preload().then(() => loaded!),
  )
  return { Component, preload }
}
