/**
 * After `vite build && tsup`: the portal's per-route pages with their modulepreloads, then a `.br`
 * and a `.gz` beside every text asset of dist/portal and dist/widgets (served by content negotiation).
 */
import { routePreloadEntry } from "../../src/core/http/earlyRefreshScript"
import { routePreloads } from "../../src/portal/app/routePreloads"
import { routes } from "../../src/portal/app/routes"
import { compressFolder } from "./compress"
import { writePackage } from "./package"
import { writeRoutePages } from "./routePages"
import { writeWidgetsManifest } from "./widgetsManifest"

const started = Date.now()
// Each route's data preloads (issue 31), as the page's inline script asks them: with the call's and the route's rules.
const preloads = Object.fromEntries(
  routes.map((r) => [r.path, (routePreloads[r.path] ?? []).map((p) => routePreloadEntry(p.call, p.query, r.rule, p.dated))]),
)
const pages = writeRoutePages("dist/portal", "src/portal/app/routes.ts", "src/portal/app/routePages.ts", preloads)
console.log(`route pages: ${pages.length} (${pages.join(" ")})`)
const manifest = writeWidgetsManifest("dist/widgets")
console.log(`widgets manifest: ${Object.keys(manifest.files).length} scripts under /widgets/${manifest.version}/ with their SRI hashes`)
const pkg = writePackage("dist/widgets", "dist/package")
console.log(`package: dist/package (${pkg.name}, ${pkg.entries} elements; npm pack dist/package)`)
for (const dir of ["dist/portal", "dist/widgets"]) {
  const at = Date.now()
  const done = await compressFolder(dir)
  const kB = (n: number) => (n / 1000).toFixed(1)
  const sum = (pick: (c: (typeof done)[number]) => number) => done.reduce((s, c) => s + pick(c), 0)
  console.log(
    `compressed ${dir}: ${done.length} files (${done.filter((c) => c.cached).length} unchanged, from the cache), ${kB(sum((c) => c.bytes))} kB → br ${kB(sum((c) => c.br ?? c.bytes))} kB, gzip ${kB(sum((c) => c.gz ?? c.bytes))} kB in ${Date.now() - at} ms`,
  )
}
console.log(`build finish: ${Date.now() - started} ms`)
