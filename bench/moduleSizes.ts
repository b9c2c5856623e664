/**
 * The elements loaded as ES modules (vite.widgets.config.ts) weighed in brotli, as the server sends
 * them: what a page with the autoloader and `ise-fuel-prices` downloads, and what each further element
 * adds on a page that has the runtime already. What an element loads on first use (leaflet when the
 * map draws, lightweight-charts, a modal) is a line of its own, printed without a budget.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { elementFiles } from "../scripts/build/elements"
import type { SizeLine } from "./sizes"

const WIDGETS = "dist/widgets"
const MODULES = join(WIDGETS, "modules")
const AUTOLOADER = join(WIDGETS, "autoloader.js")

/** Issue 30: the public price table with everything it loads, and each further element beside the runtime (kB, brotli). */
export const FUEL_PRICES_WITH_RUNTIME_BR_KB = 30
export const FURTHER_ELEMENT_BR_KB = 15
/**
 * The signed-in runtime (Effect, query-core, jotai, dayjs, the session, the shared UI): 45.6 kB when it
 * came; 73.5 kB since Effect left the public runtime for it (issue 30: the public elements call the API
 * through core/http/publicGet.ts), while runtime + this one went from 95.1 to 94.0 kB. It catches a
 * library slipping in twice.
 */
const SESSION_RUNTIME_BR_KB = 76

const moduleNames = (): string[] => (existsSync(MODULES) ? readdirSync(MODULES).filter((f) => f.endsWith(".js")) : [])

/** `import … from "./x.js"` (static) or `import("./x.js")` (on first use) in a minified module. */
const importsOf = (file: string, dynamic: boolean): string[] => {
  const code = readFileSync(join(MODULES, file), "utf8")
  const pattern = dynamic ? /\bimport\(\s*["'`]\.\/([^"'`]+\.js)["'`]/g : /(?:\bfrom|\bimport)\s*["'`]\.\/([^"'`]+\.js)["'`]/g
  return [...code.matchAll(pattern)].map((m) => m[1]!)
}

/** A module and what it imports statically: what the browser fetches before it runs. */
export const staticClosure = (start: ReadonlyArray<string>): string[] => {
  const seen = new Set<string>()
  const visit = (f: string) => {
    if (seen.has(f)) return
    seen.add(f)
    for (const next of importsOf(f, false)) visit(next)
  }
  start.forEach(visit)
  return [...seen].sort()
}

/** The element's own module (`<tag>.<hash>.js`). */
export const elementModule = (tag: string): string => {
  const file = moduleNames().find((f) => f.startsWith(`${tag}.`) && /^[^.]+\.[\w-]+\.js$/.test(f))
  if (!file) throw new Error(`no ${tag}.<hash>.js in ${MODULES} (run npm run build)`)
  return file
}

/** The shared runtime's files (the public runtime, the session's, the bundler's helpers). */
export const runtimeModules = (): string[] => moduleNames().filter((f) => /^(runtime|runtime-session|rolldown-runtime)\./.test(f))

const under = (files: ReadonlyArray<string>) => files.map((f) => join(MODULES, f))

/** Chunks no element imports statically: loaded on first use (leaflet when the map draws, lightweight-charts, a modal). */
const lazyModules = (): string[] => {
  const loaded = new Set([...runtimeModules(), ...staticClosure(elementFiles().map((e) => elementModule(e.tag)))])
  return moduleNames().filter((f) => !loaded.has(f))
}

export const moduleSizeLines = (): SizeLine[] => [
  {
    name: "ise-fuel-prices as a module: autoloader + element + runtime, br",
    files: () => [AUTOLOADER, ...under(staticClosure([elementModule("ise-fuel-prices")]))],
    budget: { kB: FUEL_PRICES_WITH_RUNTIME_BR_KB },
    coding: "br",
  },
  {
    name: "signed-in runtime (session, queries, shared UI), br",
    files: () => under(runtimeModules().filter((f) => !f.startsWith("runtime."))),
    budget: { kB: SESSION_RUNTIME_BR_KB },
    coding: "br",
  },
  ...elementFiles().map(
    ({ tag }): SizeLine => ({
      name: `${tag} beside the runtime, br`,
      files: () => under(staticClosure([elementModule(tag)]).filter((f) => !runtimeModules().includes(f))),
      budget: { kB: FURTHER_ELEMENT_BR_KB },
      coding: "br",
    }),
  ),
  { name: "element modules' chunks loaded on first use (leaflet, charts, modals), br", files: () => under(lazyModules()), coding: "br" },
]
