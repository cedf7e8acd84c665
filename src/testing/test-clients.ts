import type { QueryClient } from '@tanstack/react-query'

/** Every query client a test rendered with, until the test ends. */
const rendered = new Set<QueryClient>()

export const testClientRendered = (client: QueryClient) => {
  rendered.add(client)
}

/**
 * After a test: its reads still on their way are cancelled, so an answer
 * that comes after the API stand-in was reset cannot raise a toast in the
 * next test.
 */
export async function cancelTestQueries() {
  const clients = [...rendered]
  rendered.clear()
  await Promise.all(clients.map((client) => client.cancelQueries()))
  for (const client of clients) client.clear()
}
