import { defineConfig, type Options } from "tsup"
import { icuMessagesEsbuild } from "./scripts/build/icuMessages"

/** Each custom element's entry: loading it registers the element. */
const elements = {
  "ise-fuel-prices": "src/widgets/fuel-prices/element.ts",
}

/** Elements pay for every byte on the page that loads them: preact/compat stands in for React there. */
const preactAlias = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-runtime",
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
  // Catalogs as precompiled ICU ASTs, and no message parser in any bundle.
  esbuildPlugins: [icuMessagesEsbuild()],
}

/** Signed-in elements: the same components, modals and queries as the portal. */
const signedInElements = {
  "ise-agreement-signing": "src/widgets/agreements/element.ts",
  "ise-new-invoices": "src/widgets/invoices/element.ts",
  "ise-invoice-payment": "src/widgets/payment/element.ts",
  "ise-tanks": "src/widgets/terminal/tanks.entry.ts",
  "ise-dispensing-orders": "src/widgets/terminal/dispensingOrders.entry.ts",
}

/** One self-contained script per element, on preact/compat: <script src="/widgets/ise-x.js"></script> */
const scripts = (entry: Record<string, string>): Options => ({
  ...common,
  entry,
  format: ["iife"],
  outDir: "dist/widgets",
  outExtension: () => ({ js: ".js" }),
  noExternal: [/.*/],
  esbuildOptions(options) {
    options.alias = preactAlias
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
  outExtension: () => ({ js: ".mjs" }),
  esbuildOptions(options) {
    options.charset = "utf8"
  },
})

export default defineConfig([scripts(elements), modules(elements), scripts(signedInElements), modules(signedInElements)])
