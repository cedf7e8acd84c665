// @vitest-environment node
import { spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import {
  ANALYTICS_TRUSTED_TYPES_POLICY,
  INDEX_SCRIPT_HASHES,
  inlineScripts,
  NGINX_NONCE,
  NONCE_PLACEHOLDER,
  scriptHash,
  securityHeaders,
  SILENT_CHECK_SSO_PATH,
  SILENT_CHECK_SSO_SCRIPT_HASH,
  type HeadersConfig,
} from '../scripts/security-headers.mjs'

const ENTRYPOINT = join(import.meta.dirname, 'docker-entrypoint.sh')
const TEMPLATE = join(import.meta.dirname, 'nginx.conf.template')
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find(existsSync)

const REQUIRED = {
  API_URL: 'https://api.example.org',
  AUTH_URL: 'https://id.example.org',
  AUTH_REALM: 'health',
  AUTH_CLIENT_ID: 'web',
}

let dir: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'entrypoint-'))
})

afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

/** Runs the entrypoint as the container would, with `true` in place of nginx. */
function start(env: Record<string, string>) {
  const result = spawnSync('sh', [ENTRYPOINT, 'true'], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      HTML_DIR: dir,
      NGINX_TEMPLATE: TEMPLATE,
      NGINX_CONF: join(dir, 'app.conf'),
      ...env,
    },
  })
  return { status: result.status, stderr: result.stderr }
}

const writtenConfig = () =>
  JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')) as HeadersConfig
const renderedConf = () => readFileSync(join(dir, 'app.conf'), 'utf8')
/** The Content-Security-Policy of the first location matching `location`. */
const renderedCsp = (location = '/') => {
  const block = renderedConf().split(`location ${location} {`)[1] ?? ''
  return /add_header Content-Security-Policy "([^"]*)" always;/.exec(block)?.[1]
}
/** With nginx's request id as the nonce, as the template has it. */
const expectedCsp = (pathname = '/') =>
  securityHeaders(writtenConfig(), pathname, { nonce: NGINX_NONCE })[
    'Content-Security-Policy'
  ]
/** The directives of the first location matching `location`. */
const renderedLocation = (location: string) =>
  renderedConf().split(`location ${location} {`)[1]?.split('}')[0] ?? ''

describe('config.json', () => {
  it('holds the API and the identity provider from the required variables', () => {
    expect(start(REQUIRED).status).toBe(0)

    expect(writtenConfig()).toEqual({
      apiUrl: 'https://api.example.org',
      auth: { url: 'https://id.example.org', realm: 'health', clientId: 'web' },
      debug: false,
    })
  })

  it('adds analytics, error reporting and debug when they are given', () => {
    start({
      ...REQUIRED,
      API_URL: 'https://api.example.org/v1/',
      ANALYTICS_SCRIPT_URL: 'https://stats.example.net/script.js',
      ANALYTICS_WEBSITE_ID: 'abc',
      ANALYTICS_ALLOW_LOCALHOST: 'true',
      ERROR_REPORTING_DSN: 'https://key@errors.example/1',
      ERROR_REPORTING_TUNNEL: '/tunnel',
      ERROR_REPORTING_ENVIRONMENT: 'production',
      DEBUG: 'true',
    })

    expect(writtenConfig()).toEqual({
      apiUrl: 'https://api.example.org/v1',
      auth: { url: 'https://id.example.org', realm: 'health', clientId: 'web' },
      analytics: {
        scriptUrl: 'https://stats.example.net/script.js',
        websiteId: 'abc',
        allowLocalhost: true,
      },
      errorReporting: {
        dsn: 'https://key@errors.example/1',
        tunnel: '/tunnel',
        environment: 'production',
      },
      debug: true,
    })
  })

  it('escapes quotes and backslashes', () => {
    start({ ...REQUIRED, AUTH_CLIENT_ID: 'we"b\\app' })

    expect(writtenConfig()).toMatchObject({ auth: { clientId: 'we"b\\app' } })
  })
})

describe('the rendered nginx configuration', () => {
  it('sends the policy of security-headers.mjs for the written config.json', () => {
    start({
      ...REQUIRED,
      ANALYTICS_SCRIPT_URL: 'https://stats.example.net/script.js',
    })

    const csp = renderedCsp()
    expect(csp).toBe(expectedCsp())
    expect(csp).toContain(
      "connect-src 'self' https://api.example.org https://id.example.org https://stats.example.net;",
    )
    expect(csp).toContain(
      `script-src 'self' ${INDEX_SCRIPT_HASHES.join(' ')} https://stats.example.net;`,
    )
    expect(csp).toMatch(/frame-ancestors 'none'$/)
    expect(csp).toContain(`trusted-types ${ANALYTICS_TRUSTED_TYPES_POLICY};`)
    // Every location (and the server level) repeats one of the two policies.
    const policies = [
      ...renderedConf().matchAll(/Content-Security-Policy "([^"]*)"/g),
    ].map((match) => match[1])
    expect(policies).toHaveLength(8)
    expect(new Set(policies)).toEqual(
      new Set([csp, expectedCsp(SILENT_CHECK_SSO_PATH)]),
    )
  })

  it("enforces Trusted Types and allows inline styles by the response's nonce only", () => {
    start(REQUIRED)

    const csp = renderedCsp()
    expect(csp).toBe(expectedCsp())
    expect(csp).toContain("style-src 'self' 'nonce-$request_id';")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).toContain(
      "require-trusted-types-for 'script'; trusted-types 'none';",
    )
    // index.html gets the same $request_id in place of its placeholder, with
    // no validators that could pair a cached page with a newer nonce.
    const indexPage = renderedLocation('= /index.html')
    expect(indexPage).toContain(`sub_filter ${NONCE_PLACEHOLDER} $request_id;`)
    expect(indexPage).toContain('sub_filter_once off;')
    expect(indexPage).toContain('etag off;')
    expect(indexPage).toContain('if_modified_since off;')
  })

  it('lets the app frame its silent sign-in check page, and nothing else', () => {
    start(REQUIRED)

    const csp = renderedCsp(`= ${SILENT_CHECK_SSO_PATH}`)
    expect(csp).toBe(expectedCsp(SILENT_CHECK_SSO_PATH))
    expect(csp).toMatch(/frame-ancestors 'self'$/)
    // Its one inline script, and nothing else, may run.
    expect(csp).toContain(`script-src ${SILENT_CHECK_SSO_SCRIPT_HASH};`)
    expect(csp).toMatch(/^default-src 'none';/)
    expect(renderedCsp()).toContain("frame-src 'self' https://id.example.org;")
  })

  it('names origins the way the browser does: lower case, no default port, no path, each once', () => {
    start({
      ...REQUIRED,
      API_URL: 'https://Example.ORG:443/api/',
      AUTH_URL: 'https://admin@example.org/auth',
      ANALYTICS_SCRIPT_URL: 'http://localhost:8080/script.js',
    })

    const csp = renderedCsp()
    expect(csp).toBe(expectedCsp())
    expect(csp).toContain(
      "connect-src 'self' https://example.org http://localhost:8080;",
    )
    expect(csp).toContain("frame-src 'self' https://example.org;")
  })

  it('listens on PORT, serves HTML_DIR and keeps nginx variables', () => {
    start({ ...REQUIRED, PORT: '9000' })

    const conf = renderedConf()
    expect(conf).toContain('listen 9000;')
    expect(conf).toContain(`root ${dir};`)
    expect(conf).toContain('try_files $uri /index.html;')
    expect(conf).not.toMatch(/\$\{\w+\}/)
  })

  it.skipIf(!NGINX)('is accepted by nginx -t', () => {
    start(REQUIRED)
    writeFileSync(
      join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid;
events {}
http {
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir};
  uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  include ${join(dir, 'app.conf')};
}
`,
    )

    const test = spawnSync(
      NGINX ?? 'nginx',
      ['-t', '-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'],
      { encoding: 'utf8' },
    )
    expect(test.stderr).toContain('test is successful')
  })
})

describe('a configuration that cannot work', () => {
  it('stops with a message naming each missing variable, before writing anything', () => {
    const { status, stderr } = start({ AUTH_URL: REQUIRED.AUTH_URL })

    expect(status).toBe(1)
    expect(stderr).toContain('the configuration is incomplete')
    expect(stderr).toContain('API_URL is required')
    expect(stderr).toContain('AUTH_REALM is required')
    expect(stderr).toContain('AUTH_CLIENT_ID is required')
    expect(stderr).not.toContain('AUTH_URL')
    expect(existsSync(join(dir, 'config.json'))).toBe(false)
    expect(existsSync(join(dir, 'app.conf'))).toBe(false)
  })

  it('rejects values that are not URLs, booleans or single lines', () => {
    const { status, stderr } = start({
      ...REQUIRED,
      API_URL: 'ftp://api.example.org',
      AUTH_URL: 'https://id.example.org";evil',
      AUTH_REALM: 'health\nother',
      DEBUG: 'yes',
    })

    expect(status).toBe(1)
    expect(stderr).toContain(
      'API_URL must be an http(s) URL, got: ftp://api.example.org',
    )
    expect(stderr).toContain('AUTH_URL must be an http(s) URL')
    expect(stderr).toContain('AUTH_REALM must be a single line of text')
    expect(stderr).toContain('DEBUG must be true or false, got: yes')
  })
})

it('the silent sign-in check page runs exactly the script its policy allows', () => {
  const page = readFileSync(
    join(import.meta.dirname, '..', 'public', 'silent-check-sso.html'),
    'utf8',
  )
  const scripts = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  expect(scripts).toHaveLength(1)
  expect(page).not.toMatch(/<script[^>]*\ssrc=/)
  expect(SILENT_CHECK_SSO_SCRIPT_HASH).toBe(scriptHash(scripts[0]?.[1] ?? ''))
})

it("index.html's inline scripts are the ones its policy allows", () => {
  const page = readFileSync(
    join(import.meta.dirname, '..', 'index.html'),
    'utf8',
  )
  const scripts = inlineScripts(page)
  // The language, the polyfill, and the loading page's texts and watch.
  expect(scripts).toHaveLength(3)
  expect(scripts.map(scriptHash)).toEqual(INDEX_SCRIPT_HASHES)
  const config = { apiUrl: REQUIRED.API_URL, auth: { url: REQUIRED.AUTH_URL } }
  expect(
    securityHeaders(config, '/', { nonce: NGINX_NONCE })[
      'Content-Security-Policy'
    ],
  ).toContain(`script-src 'self' ${INDEX_SCRIPT_HASHES.join(' ')};`)
})
