import { localStore } from '@/lib/storage'

/** Where the app goes back to once a patient is created or chosen (read once). */
export const RETURN_ROUTE_KEY = 'patientCreationReturnRoute'

/** Without storage the user then lands on the index. */
export const returnRouteRemembered = (path: string) =>
  localStore.write(RETURN_ROUTE_KEY, path)

/** The remembered route, forgotten as it is read; null when none was saved. */
export function takeReturnRoute(): string | null {
  const route = localStore.read(RETURN_ROUTE_KEY)
  localStore.remove(RETURN_ROUTE_KEY)
  return route
}
