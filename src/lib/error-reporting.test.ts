// @vitest-environment node
import type { AppConfig } from './config'

vi.mock('@sentry/react', () => ({
  init: vi.fn(),
  captureException: vi.fn(),
  browserTracingIntegration: vi.fn(() => 'tracing'),
  replayIntegration: vi.fn(() => 'replay'),
  feedbackIntegration: vi.fn(() => 'feedback'),
}))

/** index.html's meta tag, with the nonce the server wrote into it. */
const pageMeta = { nonce: 'page-nonce', getAttribute: () => '' }

beforeEach(() => {
  vi.stubGlobal('document', { querySelector: () => pageMeta })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

/**
 * The module afresh (whether reporting is on is its state) and Sentry's
 * mocks with no calls yet.
 */
async function loadErrorReporting() {
  vi.resetModules()
  vi.clearAllMocks()
  const Sentry = await import('@sentry/react')
  return { Sentry, ...(await import('./error-reporting')) }
}

const config = (tunnel?: string): AppConfig => ({
  apiUrl: 'https://api.example.org/v1',
  auth: { url: 'https://id.example.org', realm: 'health', clientId: 'web' },
  errorReporting: {
    dsn: 'https://key@errors.example/1',
    tunnel,
    environment: 'test',
  },
  debug: false,
  contentLanguage: 'en',
})

test('the tunnel sits on the API host', async () => {
  const { tunnelUrl } = await import('./error-reporting-setup')
  expect(tunnelUrl(config('/tunnel'))).toBe('https://api.example.org/v1/tunnel')
  expect(tunnelUrl(config('tunnel'))).toBe('https://api.example.org/v1/tunnel')
  expect(tunnelUrl(config('https://relay.example/t'))).toBe(
    'https://relay.example/t',
  )
  expect(tunnelUrl(config())).toBeUndefined()
})

test('without a DSN nothing is loaded and nothing is reported', async () => {
  const { Sentry, initErrorReporting, reportError } = await loadErrorReporting()
  const { errorReporting: _, ...withoutReporting } = config()
  await initErrorReporting(withoutReporting)
  reportError(new Error('boom'), { requestId: 'req_1' })
  expect(Sentry.init).not.toHaveBeenCalled()
  expect(Sentry.captureException).not.toHaveBeenCalled()
})

test('with a DSN errors, traces and replays are sent through the tunnel, replays masked', async () => {
  const { Sentry, initErrorReporting, reportError } = await loadErrorReporting()
  await initErrorReporting(config('/tunnel'))
  expect(Sentry.init).toHaveBeenCalledWith(
    expect.objectContaining({
      dsn: 'https://key@errors.example/1',
      tunnel: 'https://api.example.org/v1/tunnel',
      environment: 'test',
      tracesSampleRate: 1,
      replaysSessionSampleRate: 1,
      replaysOnErrorSampleRate: 1,
      integrations: ['tracing', 'replay', 'feedback'],
    }),
  )
  expect(Sentry.replayIntegration).toHaveBeenCalledWith({
    maskAllText: true,
    blockAllMedia: true,
    stickySession: false,
    useCompression: false,
  })

  const error = new Error('Server fault')
  reportError(error, { requestId: 'req_42' })
  expect(Sentry.captureException).toHaveBeenCalledWith(error, {
    tags: { request_id: 'req_42' },
  })
})

test("the feedback widget's styles carry the page's style nonce, and it offers no screenshot editor (its styles go through innerHTML)", async () => {
  const { Sentry, initErrorReporting } = await loadErrorReporting()
  await initErrorReporting(config('/tunnel'))
  expect(Sentry.feedbackIntegration).toHaveBeenCalledWith(
    expect.objectContaining({
      styleNonce: 'page-nonce',
      enableScreenshot: false,
    }),
  )
})
