// Serves the production build with nginx and deploy/nginx.conf.template, the
// configuration of the Docker image, so the end-to-end suite runs under the
// production headers and caching. Without nginx on this machine it falls back
// to scripts/serve-dist.mjs, which sends the same headers.
//
//   node scripts/serve-nginx.mjs --site 4173 --site 4174=path/to/config.json
//
// Same options as serve-dist.mjs: each --site serves the build on its own port
// (localhost only), optionally with another config.json. Everything nginx
// writes (configuration, pid, temp files) lives in one directory under the
// system's temp dir, so it runs as root or not without touching /etc/nginx.
import { spawn } from 'node:child_process'
import {
  accessSync,
  chmodSync,
  constants,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'

import {
  NGINX_NONCE,
  securityHeaders,
  SILENT_CHECK_SSO_PATH,
} from './security-headers.mjs'
import { readServeArgs } from './serve-args.mjs'

const TEMPLATE = new URL('../deploy/nginx.conf.template', import.meta.url)

/** nginx is often in an sbin directory that a non-root PATH leaves out. */
function findNginx() {
  const dirs = [
    ...(process.env.PATH ?? '').split(delimiter),
    '/usr/sbin',
    '/usr/local/sbin',
  ]
  for (const dir of dirs.filter(Boolean)) {
    const candidate = join(dir, 'nginx')
    try {
      accessSync(candidate, constants.X_OK)
      return candidate
    } catch {
      // not in this directory
    }
  }
  return null
}

/** envsubst with a list of variables: any other `${...}` stays as it is. */
function renderTemplate(template, variables) {
  return template.replace(/\$\{(\w+)\}/g, (match, name) =>
    Object.hasOwn(variables, name) ? variables[name] : match,
  )
}

/** Like serve-dist.mjs: a missing or broken config.json gives a policy naming no API. */
function readConfig(configPath) {
  try {
    return JSON.parse(readFileSync(configPath, 'utf8'))
  } catch {
    return { apiUrl: '', auth: { url: '' } }
  }
}

const nginx = findNginx()
if (!nginx) {
  console.warn('nginx not found: serving with scripts/serve-dist.mjs')
  // serve-dist.mjs reads the same command-line arguments.
  await import('./serve-dist.mjs')
} else {
  serveWithNginx(nginx)
}

function serveWithNginx(nginxPath) {
  const { root, sites } = readServeArgs()

  // One directory per set of ports, emptied first: a run killed by SIGKILL
  // (Playwright stops its web servers that way) leaves no pile of copies.
  const prefix = join(
    tmpdir(),
    `serve-nginx-${sites.map((site) => site.port).join('-')}`,
  )
  rmSync(prefix, { recursive: true, force: true })
  mkdirSync(join(prefix, 'temp'), { recursive: true })
  // Readable by nginx's workers, which run as an unprivileged user under root.
  chmodSync(prefix, 0o755)

  const template = readFileSync(TEMPLATE, 'utf8')
  const servers = sites.map(({ port, configPath }) => {
    const htmlDir = join(prefix, `site-${port}`)
    cpSync(root, htmlDir, { recursive: true })
    rmSync(join(htmlDir, 'config.json'), { force: true })
    if (existsSync(configPath)) {
      copyFileSync(configPath, join(htmlDir, 'config.json'))
    }
    const config = readConfig(configPath)
    const conf = join(prefix, `site-${port}.conf`)
    writeFileSync(
      conf,
      renderTemplate(template, {
        LISTEN: `127.0.0.1:${port}`,
        HTML_DIR: htmlDir,
        // nginx fills in its $request_id per response.
        CSP: securityHeaders(config, '/', { nonce: NGINX_NONCE })[
          'Content-Security-Policy'
        ],
        SILENT_CHECK_SSO_CSP: securityHeaders(config, SILENT_CHECK_SSO_PATH)[
          'Content-Security-Policy'
        ],
      }),
    )
    console.info(
      `Serving ${root} with nginx at http://localhost:${port} (config: ${configPath})`,
    )
    return conf
  })

  const temp = (name) => `${name}_temp_path ${join(prefix, 'temp', name)};`
  const mimeTypes = '/etc/nginx/mime.types'
  const mainConf = join(prefix, 'nginx.conf')
  writeFileSync(
    mainConf,
    [
      'worker_processes 1;',
      `pid ${join(prefix, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 256; }',
      'http {',
      existsSync(mimeTypes)
        ? `  include ${mimeTypes};`
        : '  types { text/html html; text/css css; application/javascript js; application/json json map; image/svg+xml svg; }',
      '  default_type application/octet-stream;',
      '  access_log off;',
      '  sendfile on;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (name) => `  ${temp(name)}`,
      ),
      ...servers.map((conf) => `  include ${conf};`),
      '}',
      '',
    ].join('\n'),
  )

  const child = spawn(
    nginxPath,
    ['-p', prefix, '-c', mainConf, '-e', 'stderr', '-g', 'daemon off;'],
    { stdio: 'inherit' },
  )
  let isStopping = false
  child.on('exit', (code) => {
    rmSync(prefix, { recursive: true, force: true })
    process.exit(isStopping ? 0 : (code ?? 1))
  })
  // nginx's workers exit with their master; SIGTERM is its fast shutdown.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      isStopping = true
      child.kill('SIGTERM')
    })
  }
  process.on('exit', () => child.kill('SIGTERM'))
}
