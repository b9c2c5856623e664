/**
 * dist/widgets/widgets-manifest.json: each one-file element script under its versioned, cacheable
 * address (`/widgets/v1/<name>.<hash>.js`, served immutable by src/server/static.ts) and its
 * subresource-integrity hash, for `<script src=… integrity=… crossorigin="anonymous">`.
 */
import { createHash } from "node:crypto"
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { WIDGETS_MANIFEST, WIDGETS_VERSION, type WidgetsManifest } from "../../src/server/widgetsManifest"

export function widgetsManifest(dir: string): WidgetsManifest {
  const files: Record<string, { url: string; integrity: string }> = {}
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith(".js")) continue
    const body = readFileSync(join(dir, name))
    const hash = createHash("sha256").update(body).digest("hex").slice(0, 12)
    files[name] = {
      url: `/widgets/${WIDGETS_VERSION}/${name.replace(/\.js$/, `.${hash}.js`)}`,
      integrity: `sha384-${createHash("sha384").update(body).digest("base64")}`,
    }
  }
  return { version: WIDGETS_VERSION, files }
}

export const writeWidgetsManifest = (dir: string): WidgetsManifest => {
  const manifest = widgetsManifest(dir)
  writeFileSync(join(dir, WIDGETS_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}
