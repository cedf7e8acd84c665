// Serves the production build the way deploy/nginx.conf.template does: SPA
// fallback, immutable hashed assets (their Brotli copies to browsers that
// accept Brotli), no-cache for index.html and config.json, and the security
// headers, with a fresh style nonce per response, written into index.html in
// place of its placeholder as nginx's sub_filter does. Used by the end-to-end
// suite; nginx in production.
//
//   node scripts/serve-dist.mjs                        # http://localhost:4173, dist/config.json
//   node scripts/serve-dist.mjs --site 4173 --site 4174=path/to/config.json
//
// Each --site serves the same build on its own port, optionally with another config.json.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'

import {
  newNonce,
  NONCE_PLACEHOLDER,
  securityHeaders,
} from './security-headers.mjs'
import { readServeArgs } from './serve-args.mjs'

const { root, sites } = readServeArgs()

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

function readConfig(configPath) {
  try {
    return JSON.parse(readFileSync(configPath, 'utf8'))
  } catch {
    return { apiUrl: '', auth: { url: '' } }
  }
}

/**
 * Whether an Accept-Encoding header takes Brotli (not with q=0): the test
 * of deploy/nginx.conf.template's $brotli_suffix.
 */
const acceptsBrotli = (acceptEncoding = '') =>
  /(^|,)\s*br\s*(,|$|;\s*q=(1|0?\.0*[1-9]))/i.test(acceptEncoding)

function fileFor(urlPath, configPath) {
  if (urlPath === '/config.json') {
    return existsSync(configPath) ? configPath : null
  }
  const candidate = normalize(join(root, decodeURIComponent(urlPath)))
  if (!candidate.startsWith(root + sep)) return null
  return existsSync(candidate) && statSync(candidate).isFile()
    ? candidate
    : null
}

const handle = (configPath) => (request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  const nonce = newNonce()
  const headers = securityHeaders(readConfig(configPath), url.pathname, {
    nonce,
  })
  const isAsset = url.pathname.startsWith('/assets/')
  // A missing asset is a 404; any other unknown path is a route of the app.
  // So is a Brotli copy asked for by name, as nginx keeps them internal.
  const file =
    (url.pathname.endsWith('.br') ? null : fileFor(url.pathname, configPath)) ??
    (isAsset || url.pathname === '/config.json'
      ? null
      : join(root, 'index.html'))
  if (!file) {
    response.writeHead(404, { ...headers, 'Content-Type': 'text/plain' })
    response.end('Not found')
    return
  }
  const brotliFile =
    isAsset &&
    acceptsBrotli(request.headers['accept-encoding']) &&
    existsSync(`${file}.br`)
      ? `${file}.br`
      : null
  response.writeHead(200, {
    ...headers,
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': isAsset
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
    ...(brotliFile
      ? { 'Content-Encoding': 'br', Vary: 'Accept-Encoding' }
      : {}),
  })
  if (request.method === 'HEAD') response.end()
  else if (file === join(root, 'index.html')) {
    // The nonce of this response's policy, where the page names it.
    response.end(
      readFileSync(file, 'utf8').replaceAll(NONCE_PLACEHOLDER, nonce),
    )
  } else createReadStream(brotliFile ?? file).pipe(response)
}

const servers = sites.map(({ port, configPath }) =>
  createServer(handle(configPath)).listen(port, 'localhost', () => {
    console.log(
      `Serving ${root} at http://localhost:${port} (config: ${configPath})`,
    )
  }),
)

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const server of servers) server.close()
    process.exit(0)
  })
}
