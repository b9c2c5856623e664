/**
 * The elements as ES modules for the browser (vite.widgets.config.ts, after tsup's one-file scripts):
 * each element's module under dist/widgets/modules/, every library and shell they share in ONE runtime
 * module loaded once per page, what an element loads on first use (leaflet, charts, modals) in chunks
 * of its own, and dist/widgets/autoloader.js, which loads an element's module when its tag appears.
 * Names carry their content's hash: served immutable, at /widgets/modules/… and /widgets/v1/modules/….
 */
import { readFile, rm } from "node:fs/promises"
import { resolve } from "node:path"
import { build } from "esbuild"
import type { Plugin } from "vite"
import { minifyCssModule } from "./cssText"
import { pureGlobalReads } from "./effectGlobals"
import type { ElementFile } from "./elements"

/** Elements pay for every byte on the page that loads them: preact/compat stands in for React there. */
export const preactAlias: Readonly<Record<string, string>> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-runtime",
}

/** The design tokens' descriptions are for the docs and the manifest: an element needs each token's name and default only. */
export const THEME_MODULE = /[\\/]widgets[\\/]element[\\/]theme\.ts$/
export const withoutDescriptions = (source: string): string => source.replace(/description:\s*"(?:[^"\\]|\\.)*"/g, 'description: ""')

export { WIDGET_MODULES_DIR as MODULES_DIR } from "../../src/server/widgetsManifest"
import { WIDGET_MODULES_DIR as MODULES_DIR } from "../../src/server/widgetsManifest"
export const AUTOLOADER = "autoloader.js"
/** The runtime of every element: what the public elements load (preact/compat, r2wc, the texts, the public shell; no Effect: core/http/publicGet.ts). */
export const RUNTIME = "runtime"
/** What the signed-in elements load besides: Effect (the API client), the session's queries, jotai, dayjs, the shared UI and modals. */
export const SESSION_RUNTIME = "runtime-session"

/**
 * What every element shares: the UI library (preact/compat, r2wc), Effect, the queries (query-core,
 * jotai), dates, the message formatter, the core (API client, schemas, rules, texts) and the shells
 * (src/widgets/element, the session, the shared UI). Not the heavy libraries one element loads on first
 * use (leaflet, lightweight-charts, jspdf, pdf.js): they stay chunks of their own.
 */
export const RUNTIME_MODULE =
  /node_modules[\\/](preact|@r2wc|effect|@tanstack[\\/]query-core|@tanstack[\\/]react-query|jotai|jotai-tanstack-query|dayjs|intl-messageformat|@formatjs|ofetch|fast-check|@standard-schema)[\\/]|src[\\/]core[\\/]|src[\\/]widgets[\\/](element|session|ui)[\\/]/

interface ModuleGraph {
  getModuleInfo(id: string): { readonly importedIds: ReadonlyArray<string> } | null
}

/**
 * The chunk of a shared module: the public runtime when a public element loads it (statically), else
 * the signed-in one. A page with only public elements thus never loads the session's code; a page
 * with both loads each library once.
 */
export const runtimeChunk = (publicEntries: ReadonlyArray<string>) => {
  let publicModules: Set<string> | undefined
  const reach = (graph: ModuleGraph): Set<string> => {
    const seen = new Set<string>()
    const visit = (id: string) => {
      if (seen.has(id)) return
      seen.add(id)
      for (const next of graph.getModuleInfo(id)?.importedIds ?? []) visit(next)
    }
    for (const entry of publicEntries) visit(resolve(entry))
    return seen
  }
  return (id: string, graph: ModuleGraph): string | null => {
    // The bundler's own helpers go with the runtime (not a request of their own).
    if (/rolldown[\\/]runtime|preload-helper/.test(id)) return RUNTIME
    if (!RUNTIME_MODULE.test(id)) return null
    publicModules ??= reach(graph)
    return publicModules.has(id) ? RUNTIME : SESSION_RUNTIME
  }
}

/**
 * dist/widgets/autoloader.js: src/widgets/element/autoload.ts with one dynamic import per element (its
 * module's hashed name), bundled on its own: it loads nothing before an element appears.
 */
export const autoloaderScript = async (modules: ReadonlyArray<{ readonly tag: string; readonly file: string }>): Promise<string> => {
  const loaders = modules.map((m) => `  ${JSON.stringify(m.tag)}: () => import(${JSON.stringify(`./${m.file}`)}),`)
  const result = await build({
    stdin: {
      contents: [`import { autoload } from "./src/widgets/element/autoload"`, "autoload({", ...loaders, "})"].join("\n"),
      resolveDir: resolve("."),
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    target: "es2022",
    minify: true,
    write: false,
    // The modules are files beside it, not parts of it.
    external: modules.map((m) => `./${m.file}`),
  })
  return result.outputFiles[0]!.text
}

/** The transforms the one-file scripts get from tsup.config.ts's esbuild plugins, for Vite. */
export const elementModulePlugins = (elements: ReadonlyArray<ElementFile>, outDir: string): Plugin[] => [
  {
    name: "autoloader",
    async generateBundle(_, bundle) {
      const tags = new Set(elements.map((e) => e.tag))
      const modules = Object.values(bundle).flatMap((c) =>
        c.type === "chunk" && c.isEntry && tags.has(c.name) ? [{ tag: c.name, file: c.fileName }] : [],
      )
      this.emitFile({ type: "asset", fileName: AUTOLOADER, source: await autoloaderScript(modules) })
    },
  },
  {
    name: "element-sources",
    enforce: "pre",
    async load(id) {
      const file = id.split("?")[0]!
      if (THEME_MODULE.test(file)) return withoutDescriptions(await readFile(file, "utf8"))
      if (file.endsWith(".css.ts")) return minifyCssModule(await readFile(file, "utf8"), file)
      if (/[\\/]node_modules[\\/]effect[\\/]dist[\\/]Schema\.js$/.test(file)) return pureGlobalReads(await readFile(file, "utf8"))
      return null
    },
  },
  {
    // An earlier build's modules go (their names carry old hashes); the one-file scripts beside them stay.
    name: "clean-modules",
    buildStart: () => rm(resolve(outDir, MODULES_DIR), { recursive: true, force: true }),
  },
]
