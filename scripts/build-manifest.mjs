/**
 * The build's manifest (`dist/.vite/manifest.json`, `build.manifest` in
 * vite.config.ts): which file each chunk is and what it imports.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * @typedef {object} ManifestChunk
 * @property {string} file path of the built file, from the build's root
 * @property {string[]} [imports] manifest keys it imports statically
 * @property {string[]} [css] stylesheets that come with it
 * @property {boolean} [isEntry] loaded by index.html
 * @property {boolean} [isDynamicEntry] loaded by an import()
 */

/**
 * @param {string} dist the build's root
 * @returns {Record<string, ManifestChunk>}
 */
export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))
}

/**
 * A chunk and everything it imports statically, as manifest keys.
 * @param {Record<string, ManifestChunk>} manifest
 * @param {string} key
 * @param {Set<string>} [seen]
 * @returns {Set<string>}
 */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const imported of manifest[key]?.imports ?? []) {
    staticClosure(manifest, imported, seen)
  }
  return seen
}
