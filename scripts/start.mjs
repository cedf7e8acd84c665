// Starts the local stack: the identity provider, the API stand-in and the
// Vite dev server. One Ctrl-C stops all three.
import { spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'

const APP_URL = 'http://localhost:5173'
const services = [
  {
    name: 'idp',
    command: ['node', '--import', 'tsx', 'mocks/idp/server.ts'],
    ready: 'http://localhost:8180/realms/dev/.well-known/openid-configuration',
  },
  {
    name: 'api',
    command: ['node', '--import', 'tsx', 'mocks/api/server.ts'],
    ready: 'http://localhost:8181/health',
  },
  {
    name: 'app',
    command: [
      'node',
      'node_modules/vite/bin/vite.js',
      '--clearScreen',
      'false',
    ],
    ready: APP_URL,
  },
]

const children = []
let stopping = false

function stop(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) {
    if (child.exitCode === null) child.kill('SIGTERM')
  }
  setTimeout(() => process.exit(code), 1500).unref()
}

process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

for (const service of services) {
  const [command, ...args] = service.command
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.env,
  })
  const prefix = `[${service.name}] `
  const forward = (stream) => (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (line.trim()) stream.write(prefix + line + '\n')
    }
  }
  child.stdout.on('data', forward(process.stdout))
  child.stderr.on('data', forward(process.stderr))
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${prefix}stopped (exit code ${code}); stopping the rest.`)
      stop(code ?? 1)
    }
  })
  children.push(child)
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.status < 500) return true
    } catch {
      // not up yet
    }
    await sleep(250)
  }
  return false
}

const results = await Promise.all(
  services.map((service) => waitFor(service.ready)),
)
if (!stopping) {
  if (results.every(Boolean)) {
    console.log(
      [
        '',
        '  Health Research Assistant is running.',
        `  Open ${APP_URL} and sign in as demo@example.com / demo`,
        '  (long@example.com / demo: 5,000 records, 500 projects, 50 patients)',
        '  Identity provider: http://localhost:8180/realms/dev   API stand-in: http://localhost:8181',
        '  Press Ctrl-C to stop.',
        '',
      ].join('\n'),
    )
  } else {
    console.error('The local stack did not start in time; stopping.')
    stop(1)
  }
}
