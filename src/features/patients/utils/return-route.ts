/** Where the app goes back to once a patient is created or chosen (read once). */
export const RETURN_ROUTE_KEY = 'patientCreationReturnRoute'

export function returnRouteRemembered(path: string): void {
  try {
    localStorage.setItem(RETURN_ROUTE_KEY, path)
  } catch {
    // Storage can be unavailable (private mode); the user then lands on the index.
  }
}

/** The remembered route, forgotten as it is read; null when none was saved. */
export function takeReturnRoute(): string | null {
  try {
    const route = localStorage.getItem(RETURN_ROUTE_KEY)
    localStorage.removeItem(RETURN_ROUTE_KEY)
    return route
  } catch {
    return null
  }
}
