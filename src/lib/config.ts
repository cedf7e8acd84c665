import * as z from 'zod/mini'

const httpUrl = z.url({ protocol: /^https?$/ })
const withoutTrailingSlash = z.pipe(
  httpUrl,
  z.transform((url) => url.replace(/\/+$/, '')),
)
const nonEmpty = z.string().check(z.minLength(1))

export const configSchema = z.object({
  apiUrl: withoutTrailingSlash,
  auth: z.object({
    url: withoutTrailingSlash,
    realm: nonEmpty,
    clientId: nonEmpty,
  }),
  analytics: z.optional(
    z.object({
      scriptUrl: httpUrl,
      websiteId: z.optional(z.string()),
      allowLocalhost: z._default(z.boolean(), false),
    }),
  ),
  errorReporting: z.optional(
    z.object({
      dsn: nonEmpty,
      tunnel: z.optional(z.string()),
      environment: z.optional(z.string()),
    }),
  ),
  debug: z._default(z.boolean(), false),
})

export type AppConfig = z.infer<typeof configSchema>

let current: AppConfig | undefined

/**
 * Fetches `/config.json` from the app's base URL and validates it (API.md §1).
 * Throws when it is missing, unreadable or invalid; the caller shows the
 * start-up failure screen.
 */
export async function loadConfig(
  url = `${import.meta.env.BASE_URL}config.json`,
): Promise<AppConfig> {
  // index.html preloads it; the server tells the browser to revalidate it.
  const response = await fetch(url)
  if (!response.ok) {
    throw new Error(`config.json answered ${response.status}`)
  }
  current = configSchema.parse(await response.json())
  return current
}

/** The validated configuration; only valid after `loadConfig()` resolved. */
export function getConfig(): AppConfig {
  if (!current) throw new Error('config.json has not been loaded')
  return current
}

/** Sets the configuration directly (tests). */
export function setConfig(config: AppConfig): void {
  current = config
}
