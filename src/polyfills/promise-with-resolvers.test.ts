// @vitest-environment node
type WithResolvers = <T>() => {
  promise: Promise<T>
  resolve: (value: T) => void
  reject: (reason?: unknown) => void
}
const promiseStatics = Promise as unknown as Record<string, unknown>
const native = promiseStatics.withResolvers

afterEach(() => {
  if (native) promiseStatics.withResolvers = native
  else delete promiseStatics.withResolvers
  vi.resetModules()
})

async function installPolyfill() {
  delete promiseStatics.withResolvers
  await import('./promise-with-resolvers')
  return promiseStatics.withResolvers as WithResolvers
}

test('defines Promise.withResolvers where it is missing, not enumerable', async () => {
  const withResolvers = await installPolyfill()
  expect(typeof withResolvers).toBe('function')
  expect(Object.keys(Promise)).not.toContain('withResolvers')
})

test('its promise settles through the resolve and reject it returns', async () => {
  const withResolvers = await installPolyfill()
  const resolved = withResolvers.call(Promise)
  resolved.resolve('done')
  await expect(resolved.promise).resolves.toBe('done')
  const rejected = withResolvers.call(Promise)
  rejected.reject(new Error('refused'))
  await expect(rejected.promise).rejects.toThrow('refused')
})

test('leaves a native Promise.withResolvers alone', async () => {
  const own = () => 'native'
  promiseStatics.withResolvers = own
  await import('./promise-with-resolvers')
  expect(promiseStatics.withResolvers).toBe(own)
})
