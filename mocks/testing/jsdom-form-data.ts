/**
 * Vitest's jsdom environment hands a jsdom `FormData` to Node's fetch by
 * copying each file through a private jsdom field that jsdom 28 renamed:
 * the file arrives named "blob" with the text "undefined" as its content
 * (vitest-dev/vitest#11294 and #9260, not fixed in vitest 4.1). This wraps
 * `fetch` so such a body is rebuilt as Node's `FormData` with public APIs
 * first. Outside jsdom, where `FormData` is Node's own, it changes nothing.
 */

let nodeFormData: Promise<typeof FormData> | undefined

// Node's FormData class is not a global under jsdom; a Response yields one.
const NodeFormData = () =>
  (nodeFormData ??= new Response('a=1', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  })
    .formData()
    .then((form) => form.constructor as typeof FormData))

async function toNodeFormData(
  form: FormData,
  Target: typeof FormData,
): Promise<FormData> {
  const converted = new Target()
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      converted.append(name, value)
      continue
    }
    const blob = await new Response(await value.arrayBuffer(), {
      headers: { 'Content-Type': value.type },
    }).blob()
    converted.append(name, blob, value.name)
  }
  return converted
}

/** Wraps the current `fetch`; call it after MSW has installed its own. */
export function patchFetchForJsdomFormData(): void {
  const fetchBefore = globalThis.fetch
  const PageFormData = globalThis.FormData
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = init?.body
    if (body instanceof PageFormData) {
      const Target = await NodeFormData()
      if (Target !== PageFormData) {
        return fetchBefore(input, {
          ...init,
          body: await toNodeFormData(body, Target),
        })
      }
    }
    return fetchBefore(input, init)
  }
}
