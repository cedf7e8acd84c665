// Serves the production build the way deploy/nginx.conf.template does: SPA
// fallback, immutable hashed assets, no-cache for index.html and config.json,
// and the security headers. Used by the end-to-end suite; nginx in production.
//
//   node scripts/serve-dist.mjs [--port 4173] [--config path/to/config.json]
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { parseArgs } from 'node:util'

import { securityHeaders } from './security-headers.mjs'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    dir: { type: 'string', default: 'dist' },
    config: { type: 'string' },
  },
})

const root = resolve(values.dir)
const configPath = values.config
  ? resolve(values.config)
  : join(root, 'config.json')
if (!existsSync(join(root, 'index.html'))) {
  console.error(`No build in ${root}: run npm run build first.`)
  process.exit(1)
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
}

function readConfig() {
  try {
    return JSON.parse(readFileSync(configPath, 'utf8'))
  } catch {
    return { apiUrl: '', auth: { url: '' } }
  }
}

function fileFor(urlPath) {
  if (urlPath === '/config.json')
    return existsSync(configPath) ? configPath : null
  const candidate = normalize(join(root, decodeURIComponent(urlPath)))
  if (!candidate.startsWith(root)) return null
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  return null
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  const headers = securityHeaders(readConfig())
  let file = fileFor(url.pathname)
  let status = 200
  if (!file) {
    // A missing asset is a 404; any other path is a route of the single-page app.
    if (url.pathname.startsWith('/assets/')) {
      status = 404
    } else {
      file = join(root, 'index.html')
    }
  }
  const cacheControl =
    file && url.pathname.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache'
  if (!file) {
    response.writeHead(status, { ...headers, 'Content-Type': 'text/plain' })
    response.end('Not found')
    return
  }
  response.writeHead(status, {
    ...headers,
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
  })
  if (request.method === 'HEAD') response.end()
  else createReadStream(file).pipe(response)
})

server.listen(Number(values.port), 'localhost', () => {
  console.log(`Serving ${root} at http://localhost:${values.port}`)
})

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)))
