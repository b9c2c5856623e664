/**
 * dist/widgets/widgets-manifest.json: each one-file element script and the autoloader under its
 * versioned, cacheable address (`/widgets/v1/<name>.<hash>.js`, served immutable by src/server/static.ts),
 * and each ES module of the elements (`/widgets/v1/modules/<name>.<hash>.js`, hashed by the build
 * already), with its subresource-integrity hash, for `<script src=… integrity=… crossorigin="anonymous">`.
 */
import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import {
  WIDGET_MODULES_DIR as MODULES_DIR,
  WIDGETS_MANIFEST,
  WIDGETS_VERSION,
  type WidgetsManifest,
} from "../../src/server/widgetsManifest"

const integrity = (body: Buffer) => `sha384-${createHash("sha384").update(body).digest("base64")}`

export function widgetsManifest(dir: string): WidgetsManifest {
  const files: Record<string, { url: string; integrity: string }> = {}
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith(".js")) continue
    const body = readFileSync(join(dir, name))
    const hash = createHash("sha256").update(body).digest("hex").slice(0, 12)
    files[name] = { url: `/widgets/${WIDGETS_VERSION}/${name.replace(/\.js$/, `.${hash}.js`)}`, integrity: integrity(body) }
  }
  // The modules import each other by relative names: they keep theirs (the build's hash is in them).
  const modules = join(dir, MODULES_DIR)
  for (const name of existsSync(modules) ? readdirSync(modules).sort() : []) {
    if (!name.endsWith(".js")) continue
    const path = `${MODULES_DIR}/${name}`
    files[path] = { url: `/widgets/${WIDGETS_VERSION}/${path}`, integrity: integrity(readFileSync(join(modules, name))) }
  }
  return { version: WIDGETS_VERSION, files }
}

export const writeWidgetsManifest = (dir: string): WidgetsManifest => {
  const manifest = widgetsManifest(dir)
  writeFileSync(join(dir, WIDGETS_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}
