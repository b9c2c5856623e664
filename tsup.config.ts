import { defineConfig, type Options } from "tsup"

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
  entry: elements,
  target: "es2022",
  platform: "browser",
  minify: true,
  sourcemap: false,
  treeshake: true,
  env: { NODE_ENV: "production" },
  define: { "process.env.NODE_ENV": '"production"' },
  splitting: false,
  clean: false,
}

/** Signed-in elements: the same components, modals and queries as the portal. */
const signedInElements = {
  "ise-agreement-signing": "src/widgets/agreements/element.ts",
  "ise-new-invoices": "src/widgets/invoices/element.ts",
  "ise-invoice-payment": "src/widgets/payment/element.ts",
}

export default defineConfig([
  // One self-contained script per element: <script src="/widgets/ise-fuel-prices.js"></script>
  {
    ...common,
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
  },
  // ES modules for hosts that bundle: dependencies stay imports.
  {
    ...common,
    format: ["esm"],
    outDir: "dist/widgets/esm",
    outExtension: () => ({ js: ".mjs" }),
    esbuildOptions(options) {
      options.charset = "utf8"
    },
  },
  // Signed-in elements, one script each, also on preact/compat (a third of React's bytes).
  {
    ...common,
    entry: signedInElements,
    format: ["iife"],
    outDir: "dist/widgets",
    outExtension: () => ({ js: ".js" }),
    noExternal: [/.*/],
    esbuildOptions(options) {
      options.alias = preactAlias
      options.jsx = "automatic"
      options.jsxImportSource = "preact"
      options.charset = "utf8"
    },
  },
  {
    ...common,
    entry: signedInElements,
    format: ["esm"],
    outDir: "dist/widgets/esm",
    outExtension: () => ({ js: ".mjs" }),
    esbuildOptions(options) {
      options.charset = "utf8"
    },
  },
])
