// The command line both static servers take (serve-dist.mjs, serve-nginx.mjs):
//   --dir dist                 the build to serve
//   --site 4173 --site 4174=path/to/config.json
// Each --site serves the same build on its own port, optionally with another config.json.
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'

/** @returns {{ root: string, sites: { port: number, configPath: string }[] }} */
export function readServeArgs() {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'dist' },
      site: { type: 'string', multiple: true },
    },
  })
  const root = resolve(values.dir)
  if (!existsSync(join(root, 'index.html'))) {
    console.error(`No build in ${root}: run npm run build first.`)
    process.exit(1)
  }
  const sites = (values.site ?? [process.env.PORT ?? '4173']).map((site) => {
    const [port, config] = site.split('=')
    return {
      port: Number(port),
      configPath: config ? resolve(config) : join(root, 'config.json'),
    }
  })
  return { root, sites }
}
