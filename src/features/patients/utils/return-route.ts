import { localStore } from '@/lib/storage'

/** Where the app goes back to once a patient is created or chosen (read once). */
export const RETURN_ROUTE_KEY = 'patientCreationReturnRoute'

export const returnRouteRemembered = (path: string) =>
  localStore.write(RETURN_ROUTE_KEY, path)

/** Read once: forgotten as it is read. */
export function takeReturnRoute(): string | null {
  const route = localStore.read(RETURN_ROUTE_KEY)
  localStore.remove(RETURN_ROUTE_KEY)
  return route
}
