/**
 * What the performance scripts (`npm run chain`, `npm run bench`,
 * `npm run lighthouse`) share: a production build, the local stack on ports
 * of their own, Debian's Chromium, and a fresh user signed in through the
 * identity provider's form.
 *
 * The stack is the end-to-end suite's (playwright.config.ts): the identity
 * provider and the API stand-in from mocks/, the build served by nginx with
 * the production headers (scripts/serve-nginx.mjs). Default ports: app 4560,
 * identity provider 8560, API 8561, clear of the end-to-end suite's (4173,
 * 8180, 8181, 4174, 8190, 8191, moved by E2E_PORT_OFFSET in hundreds) and of
 * `npm start` (5173). PERF_PORT_OFFSET moves all three, so two scripts can
 * run side by side.
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { chromium } from '@playwright/test'

import { CHROMIUM_ARGS } from './chromium-args.mjs'

const PORT_OFFSET = Number(process.env.PERF_PORT_OFFSET ?? 0)
export const PORTS = {
  app: 4560 + PORT_OFFSET,
  idp: 8560 + PORT_OFFSET,
  api: 8561 + PORT_OFFSET,
}
const REALM = 'dev'
const CLIENT_ID = 'web'
/** Where a fresh build goes when no `--dir` is given (git-ignored). */
export const BUILD_DIR = 'dist-perf'
/** Where the scripts save what they measured (git-ignored). */
export const RESULTS_DIR = 'perf-results'

/** The flags every Chromium of the project runs with. */
export { CHROMIUM_ARGS }

/**
 * Debian's Chromium by default; PLAYWRIGHT_CHROMIUM_PATH picks another
 * binary, or Playwright's own browser when set to an empty string.
 * @returns {string | undefined}
 */
export function chromiumPath() {
  const path =
    process.env.PLAYWRIGHT_CHROMIUM_PATH ??
    (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
  return path || undefined
}

/** @param {import('@playwright/test').LaunchOptions} [options] */
export function launchChromium(options = {}) {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    ...options,
  })
}

/** `--dir` for parseArgs: serve an existing build instead of building one. */
export const BUILD_OPTION = { dir: { type: /** @type {const} */ ('string') } }

/**
 * The build to serve: `dir` as it is when given (e.g. `dist` after
 * `npm run build`), otherwise a fresh production build in dist-perf/.
 * @param {string | undefined} dir
 * @returns {Promise<string>}
 */
export async function prepareBuild(dir) {
  if (dir) {
    const root = resolve(dir)
    if (!existsSync(join(root, 'index.html'))) {
      throw new Error(`No build in ${root}: run npm run build first.`)
    }
    return root
  }
  console.info(`Building the app into ${BUILD_DIR}/ ...`)
  /** @type {Buffer[]} */
  const output = []
  const code = await new Promise((done) => {
    const child = spawn(
      process.execPath,
      [
        'node_modules/vite/bin/vite.js',
        'build',
        '--outDir',
        BUILD_DIR,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('exit', done)
  })
  if (code !== 0) {
    process.stderr.write(Buffer.concat(output))
    throw new Error(`vite build exited with code ${code}`)
  }
  return resolve(BUILD_DIR)
}

/**
 * @typedef {object} Stack
 * @property {string} appUrl
 * @property {string} idpUrl
 * @property {string} apiUrl
 * @property {() => Promise<void>} stop
 */

/**
 * Starts the identity provider, the API stand-in and nginx serving `buildDir`
 * with a config.json naming them, and waits until all three answer.
 * @param {string} buildDir
 * @returns {Promise<Stack>}
 */
export async function startStack(buildDir) {
  const appUrl = `http://localhost:${PORTS.app}`
  const idpUrl = `http://localhost:${PORTS.idp}`
  const apiUrl = `http://localhost:${PORTS.api}`

  const configDir = join(
    tmpdir(),
    `health-research-assistant-perf-${PORTS.app}`,
  )
  mkdirSync(configDir, { recursive: true })
  const configPath = join(configDir, 'config.json')
  writeFileSync(
    configPath,
    JSON.stringify({
      apiUrl,
      auth: { url: idpUrl, realm: REALM, clientId: CLIENT_ID },
      debug: false,
    }),
  )

  const services = [
    {
      name: 'identity provider',
      command: ['--import', 'tsx', 'mocks/idp/server.ts'],
      env: {
        IDP_PORT: String(PORTS.idp),
        IDP_APP_ORIGINS: appUrl,
        IDP_ALLOW_TEST_USERS: '1',
      },
      ready: `${idpUrl}/realms/${REALM}/.well-known/openid-configuration`,
    },
    {
      name: 'API stand-in',
      command: ['--import', 'tsx', 'mocks/api/server.ts'],
      env: {
        API_PORT: String(PORTS.api),
        IDP_ISSUER: `${idpUrl}/realms/${REALM}`,
        API_ALLOWED_ORIGINS: appUrl,
      },
      ready: `${apiUrl}/health`,
    },
    {
      name: 'nginx',
      command: [
        'scripts/serve-nginx.mjs',
        '--dir',
        buildDir,
        '--site',
        `${PORTS.app}=${configPath}`,
      ],
      env: {},
      ready: `${appUrl}/config.json`,
    },
  ]

  // Nothing may answer there yet: measuring another stack would mislead.
  for (const service of services) {
    if (await answers(service.ready)) {
      throw new Error(
        `Something already answers ${service.ready}: stop it, or move the ports with PERF_PORT_OFFSET.`,
      )
    }
  }

  /** @type {import('node:child_process').ChildProcess[]} */
  const children = []
  let isStopping = false
  let failure = /** @type {string | null} */ (null)
  const stop = async () => {
    isStopping = true
    await Promise.all(
      children.map(
        (child) =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) {
              done(undefined)
              return
            }
            child.once('exit', done)
            child.kill('SIGTERM')
          }),
      ),
    )
  }
  const stopNow = () => {
    for (const child of children) {
      if (child.exitCode === null) child.kill('SIGTERM')
    }
  }
  process.once('exit', stopNow)
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.once(signal, () => {
      stopNow()
      process.exit(130)
    })
  }

  for (const service of services) {
    const stderr = /** @type {Buffer[]} */ ([])
    const child = spawn(process.execPath, service.command, {
      env: { ...process.env, ...service.env },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    child.stderr?.on('data', (chunk) => stderr.push(chunk))
    child.on('exit', (code) => {
      if (isStopping) return
      failure = `${service.name} stopped (exit code ${code}):\n${Buffer.concat(stderr).toString()}`
    })
    children.push(child)
  }

  const deadline = Date.now() + 60_000
  for (const service of services) {
    while (!(await answers(service.ready))) {
      if (failure || Date.now() > deadline) {
        await stop()
        throw new Error(failure ?? `${service.name} did not start in 60 s`)
      }
      await sleep(200)
    }
  }
  return { appUrl, idpUrl, apiUrl, stop }
}

/** @param {string} url */
async function answers(url) {
  try {
    const response = await fetch(url)
    await response.arrayBuffer()
    return response.ok
  } catch {
    return false
  }
}

/** The middle value (the upper of the two middle ones), NaN for none. */
export const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

/**
 * One line on how busy the machine is: timings taken while other work keeps
 * every CPU busy measure that work as much as the app.
 */
export function machineLoad() {
  const cpus = availableParallelism()
  const [load = 0] = loadavg()
  const warning =
    load > cpus ? ': busier than its CPUs, timings will be inflated' : ''
  return `Machine: ${cpus} CPUs, load average ${load.toFixed(1)} over the last minute${warning}`
}

/** A user nobody else signs in as: the API stand-in gives it its own copy of the seed. */
export const freshUser = () => ({
  email: `e2e-perf-${randomUUID().slice(0, 8)}@example.com`,
  password: 'demo',
})

/** The localStorage keys that say the guided tours were seen (as e2e/fixtures.ts sets them). */
export const TOURS_SEEN = {
  walkthrough_seen_pots: 'true',
  walkthrough_seen_mammogram: 'true',
}

/**
 * A browser context of a fresh user who has seen the guided tours, signed
 * in (the identity provider's cookie is there), and that user's Thyroid
 * Health Report, found through the API.
 * @param {import('@playwright/test').Browser} browser
 * @param {Stack} stack
 */
export async function signedInContext(browser, stack) {
  const context = await browser.newContext()
  await context.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) {
      localStorage.setItem(key, value)
    }
  }, TOURS_SEEN)
  const signInPage = await context.newPage()
  const token = await signIn(signInPage, stack, freshUser())
  const report = await findReport(stack, token)
  await signInPage.close()
  return { context, report }
}

/**
 * Opens the app, signs in on the identity provider's form and waits for the
 * app to show a page. Returns the access token the app sent to the API.
 * @param {import('@playwright/test').Page} page
 * @param {Stack} stack
 * @param {{ email: string, password: string }} user
 * @returns {Promise<string>}
 */
export async function signIn(page, stack, user) {
  const apiCall = page.waitForRequest(
    (request) =>
      request.url().startsWith(stack.apiUrl) &&
      Boolean(request.headers().authorization),
    { timeout: 30_000 },
  )
  await page.goto(stack.appUrl)
  await page.locator('#username').fill(user.email)
  await page.locator('#password').fill(user.password)
  await page.locator('#kc-login').click()
  const authorization = (await apiCall).headers().authorization ?? ''
  await page.getByRole('main').first().waitFor({ timeout: 30_000 })
  await page.evaluate((items) => {
    for (const [key, value] of Object.entries(items)) {
      localStorage.setItem(key, value)
    }
  }, TOURS_SEEN)
  return authorization.replace(/^Bearer /, '')
}

/**
 * @typedef {object} FoundReport
 * @property {string} id
 * @property {string} title
 * @property {string} projectId
 * @property {string} content
 * @property {Record<string, unknown>} analysis the API's answer, as it came
 */

/**
 * The user's completed report named `title` (the seed's Thyroid Health
 * Report), found through the API the way the app finds it: the user, their
 * patients, each patient's projects.
 * @param {Stack} stack
 * @param {string} token
 * @param {string} [title]
 * @returns {Promise<FoundReport>}
 */
export async function findReport(
  stack,
  token,
  title = 'Thyroid Health Report',
) {
  const get = async (/** @type {string} */ path) => {
    const response = await fetch(`${stack.apiUrl}${path}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
    return response.json()
  }
  const me = await get('/users/me')
  const patients = await get(`/users/${encodeURIComponent(me.id)}/patients`)
  for (const patient of patients) {
    const projects = await get(
      `/patients/${encodeURIComponent(patient.id)}/projects`,
    )
    for (const project of projects) {
      const summary = project.analyses?.find(
        (
          /** @type {{ title?: string, analysisType: string, status: string }} */ a,
        ) =>
          a.title === title &&
          a.analysisType === 'REPORT' &&
          a.status === 'COMPLETED',
      )
      if (!summary) continue
      const analysis = await get(
        `/analysis/report/${encodeURIComponent(summary.id)}`,
      )
      return {
        id: summary.id,
        title,
        projectId: project.id,
        content: analysis.content ?? '',
        analysis,
      }
    }
  }
  throw new Error(`The user has no completed report named "${title}"`)
}

/**
 * The first heading of a report's content other than its title (the panel
 * shows the title before the content has arrived): the first piece of the
 * report's own text a reader sees.
 * @param {string} content
 * @param {string} title
 */
export function firstHeading(content, title) {
  for (const [, text] of content.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const plain = (text ?? '').replace(/[*_`]/g, '').trim()
    if (plain && plain.toLowerCase() !== title.trim().toLowerCase()) {
      return plain
    }
  }
  throw new Error('The report has no heading besides its title')
}
