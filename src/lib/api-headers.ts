/**
 * The headers every call to the API carries: the bearer token, and JSON
 * wanted back. Start-up's early reads send the same, so that the app can
 * take their answers as its own (early-reads.ts).
 */
export const apiHeaders = (token: string) =>
  new Headers({
    Authorization: `Bearer ${token}`,
    Accept: 'application/json',
  })
