import * as v from 'valibot'

/** An http(s) URL as the URL parser reads it: trimmed, without the tabs and line breaks it skips. */
const httpUrl = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^https?:\/\//i),
  v.url(),
  v.transform((url) => url.replace(/[\t\n\r]/g, '')),
)
const withoutTrailingSlash = v.pipe(
  httpUrl,
  v.transform((url) => url.replace(/\/+$/, '')),
)
const nonEmpty = v.pipe(v.string(), v.minLength(1))

export const configSchema = v.object({
  apiUrl: withoutTrailingSlash,
  auth: v.object({
    url: withoutTrailingSlash,
    realm: nonEmpty,
    clientId: nonEmpty,
  }),
  analytics: v.optional(
    v.object({
      scriptUrl: httpUrl,
      websiteId: v.optional(v.string()),
      allowLocalhost: v.optional(v.boolean(), false),
    }),
  ),
  errorReporting: v.optional(
    v.object({
      dsn: nonEmpty,
      tunnel: v.optional(v.string()),
      environment: v.optional(v.string()),
    }),
  ),
  debug: v.optional(v.boolean(), false),
  /** The language reports and answers come in (a BCP 47 tag); the interface has its own. */
  contentLanguage: v.optional(nonEmpty, 'en'),
})

export type AppConfig = v.InferOutput<typeof configSchema>

let current: AppConfig | undefined

/** Fetches and validates config.json (docs/api.md#configjson); throws when missing or invalid. */
export async function loadConfig(
  url = `${import.meta.env.BASE_URL}config.json`,
): Promise<AppConfig> {
  // index.html preloads it; the server tells the browser to revalidate it.
  const response = await fetch(url)
  if (!response.ok) throw new Error(`config.json answered ${response.status}`)
  current = v.parse(configSchema, await response.json())
  return current
}

export function getConfig(): AppConfig {
  if (!current) throw new Error('config.json has not been loaded')
  return current
}

/** For tests. */
export function setConfig(config: AppConfig): void {
  current = config
}
