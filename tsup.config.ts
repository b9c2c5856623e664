import { readFile } from "node:fs/promises"
import { createRequire } from "node:module"
import { defineConfig, type Options } from "tsup"
import type { Plugin } from "esbuild"
import { icuMessagesEsbuild, referencedKeys } from "./scripts/build/icuMessages"
import { minifyCssText } from "./scripts/build/cssText"
import { effectSchemaGlobals } from "./scripts/build/effectGlobals"
import { elementFiles } from "./scripts/build/elements"
import { preactAlias, THEME_MODULE, withoutDescriptions } from "./scripts/build/elementModules"

const require = createRequire(import.meta.url)
/** `import css from "x.css?raw"` (Vite's form) as the file's text in the element bundles too (leaflet's stylesheet goes into the shadow root). */
const rawText: Plugin = {
  name: "raw-text",
  setup(build) {
    // The path ends in ".raw" so that tsup's own .css loader (which runs in every namespace) leaves it alone.
    build.onResolve({ filter: /\?raw$/ }, (args) => ({
      path: `${require.resolve(args.path.slice(0, -"?raw".length), { paths: [args.resolveDir] })}.raw`,
      namespace: "raw-text",
    }))
    build.onLoad({ filter: /\.raw$/, namespace: "raw-text" }, async (args) => ({
      contents: `export default ${JSON.stringify(await readFile(args.path.slice(0, -".raw".length), "utf8"))}`,
      loader: "js",
    }))
  },
}

/**
 * What the portal loads on first use (`import … from "./x.lazy"`) an element script bundles at once
 * (`./x.eager`, the same exports): it is one file anyway, and a lazy import would only wrap modules.
 */
const eagerInElements: Plugin = {
  name: "eager-in-elements",
  setup(build) {
    build.onResolve({ filter: /\.lazy$/ }, (args) => ({
      path: require.resolve(`${args.path.slice(0, -".lazy".length)}.eager.tsx`, { paths: [args.resolveDir] }),
    }))
  },
}

/**
 * The design tokens' descriptions are for the docs and the manifest (scripts/gen-elements.ts): an
 * element script needs each token's name and default only (the theme's stylesheet, the specs).
 */
const themeWithoutDescriptions: Plugin = {
  name: "theme-without-descriptions",
  setup(build) {
    build.onLoad({ filter: THEME_MODULE }, async (args) => ({
      contents: withoutDescriptions(await readFile(args.path, "utf8")),
      loader: "ts",
    }))
  },
}

const common: Options = {
  target: "es2022",
  platform: "browser",
  minify: true,
  sourcemap: false,
  treeshake: true,
  env: { NODE_ENV: "production" },
  define: { "process.env.NODE_ENV": '"production"' },
  splitting: false,
  clean: false,
  // Catalogs as precompiled ICU ASTs, and no message parser in any bundle. Elements are built from
  // src/widgets and src/core only: messages no code there asks for (the portal's own) stay out.
  // Stylesheets in *.css.ts minified; effect/Schema's unused built-in schemas dropped.
  esbuildPlugins: [
    rawText,
    eagerInElements,
    themeWithoutDescriptions,
    icuMessagesEsbuild({ keep: referencedKeys(["src/widgets", "src/core"]) }),
    minifyCssText(),
    effectSchemaGlobals(),
  ],
}

/** Every element found under src/widgets (scripts/build/elements.ts): public ones, and signed-in ones (the same components, modals and queries as the portal). */
const found = elementFiles()
const entriesOf = (signedIn: boolean) => Object.fromEntries(found.filter((e) => e.signedIn === signedIn).map((e) => [e.tag, e.entry]))
const elements = entriesOf(false)
const signedInElements = entriesOf(true)

/** One self-contained script per element, on preact/compat: <script src="/widgets/ise-x.js"></script> */
const scripts = (entry: Record<string, string>): Options => ({
  ...common,
  entry,
  format: ["iife"],
  outDir: "dist/widgets",
  outExtension: () => ({ js: ".js" }),
  noExternal: [/.*/],
  esbuildOptions(options) {
    options.alias = { ...preactAlias }
    options.jsx = "automatic"
    options.jsxImportSource = "preact"
    // Cyrillic and Estonian letters as UTF-8, not \u escapes (a third of the ru catalog).
    options.charset = "utf8"
  },
})

/** ES modules for hosts that bundle: dependencies stay imports. */
const modules = (entry: Record<string, string>): Options => ({
  ...common,
  entry,
  format: ["esm"],
  outDir: "dist/widgets/esm",
  // Stylesheets read as text are part of the module (a host bundler need not know Vite's `?raw`).
  noExternal: [/\?raw$/],
  outExtension: () => ({ js: ".mjs" }),
  esbuildOptions(options) {
    options.charset = "utf8"
  },
})

export default defineConfig([scripts(elements), modules(elements), scripts(signedInElements), modules(signedInElements)])
