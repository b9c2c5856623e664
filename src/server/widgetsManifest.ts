import { readFileSync, statSync } from "node:fs"
import { join } from "node:path"

/** The major version of the elements' public API in their addresses: `/widgets/v1/…`. */
export const WIDGETS_VERSION = "v1"
export const WIDGETS_MANIFEST = "widgets-manifest.json"
/** The elements' ES modules and their shared runtime (vite.widgets.config.ts): names with their content's hash. */
export const WIDGET_MODULES_DIR = "modules"

export interface WidgetsManifest {
  readonly version: string
  /** By the script's plain name (`ise-fuel-prices.js`): its versioned address and SRI hash. */
  readonly files: Readonly<Record<string, { readonly url: string; readonly integrity: string }>>
}

let cached: { readonly key: string; readonly byPath: ReadonlyMap<string, string> } | undefined

/**
 * The file a versioned address names (`ise-fuel-prices.3f2a….js` → `ise-fuel-prices.js`), read from the
 * build's manifest; undefined for an address the current build does not have (an old hash stays a 404,
 * never today's bytes under yesterday's immutable address).
 */
export function versionedFile(widgetsDir: string, rel: string): string | undefined {
  const file = join(widgetsDir, WIDGETS_MANIFEST)
  const info = statSync(file, { throwIfNoEntry: false })
  if (!info) return undefined
  const key = `${file}:${info.size}:${info.mtimeMs}`
  if (cached?.key !== key) {
    const manifest = JSON.parse(readFileSync(file, "utf8")) as WidgetsManifest
    cached = { key, byPath: new Map(Object.entries(manifest.files).map(([name, f]) => [f.url, name])) }
  }
  return cached.byPath.get(`/widgets/${WIDGETS_VERSION}/${rel.replace(/^\//, "")}`)
}
