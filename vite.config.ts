import { defineConfig } from "vite"
import react from "@vitejs/plugin-react"
import { readdirSync } from "node:fs"
import { readFile } from "node:fs/promises"
import { fileURLToPath } from "node:url"
import { THEME_MODULE, withoutDescriptions } from "./scripts/build/elementModules"
import { icuMessagesVite } from "./scripts/build/icuMessages"
import { EARLY_REFRESH_SCRIPT } from "./src/core/http/earlyRefreshScript"
import { themeHead } from "./src/widgets/element/theme"

const apiPort = Number(process.env.API_PORT ?? 3001)
/**
 * A feature's module in core (`api/x.calls.ts`, `schemas/x.ts`, `rules/x.aspect.ts`), by the feature names of the
 * server's feature folders (docs/architecture.md: one name in every layer); the session's and the shared modules are not.
 */
const FEATURE_NAMES = readdirSync(fileURLToPath(new URL("./src/server/features", import.meta.url))).filter((name) => name !== "session")
const FEATURE_CORE = new RegExp(`src[\\\\/]core[\\\\/](?:api|schemas|rules)[\\\\/](${FEATURE_NAMES.join("|")})(?:\\.[a-zA-Z]+)?\\.ts$`)
/** jsPDF's optional renderers and its PNG decoder (see `worker` below), and the modules that stand in for them. */
const JSPDF_EXTRAS = /^(html2canvas|canvg|dompurify|core-js)(\/|$)/
const EMPTY_MODULE = "\0jspdf-extra-left-out"
const NO_PNG_MODULE = "\0jspdf-png-left-out"

export default defineConfig({
  root: fileURLToPath(new URL("./src/portal", import.meta.url)),
  publicDir: false,
  plugins: [
    icuMessagesVite(),
    react(),
    // The session's refresh call starts from the HTML, beside the code's download (issue 16); the
    // server's CSP allows this exact text by its hash. First in the head: an inline script after the
    // stylesheet's link waits for the stylesheet (issue 31: the refresh started ~1.4 s late on the slow profile).
    { name: "early-refresh", transformIndexHtml: () => [{ tag: "script", children: EARLY_REFRESH_SCRIPT, injectTo: "head-prepend" }] },
    // The design tokens' defaults, the theme colour and the icon, from the one theme file (issue 24).
    { name: "theme", transformIndexHtml: () => [...themeHead()] },
  ],
  worker: {
    // The statement export's worker draws its PDF with jsPDF's own text and tables: jsPDF's optional
    // HTML and SVG renderers (html2canvas, canvg, DOMPurify, and core-js behind canvg), which it imports
    // only when .html() or .addSvgAsImage() run, are left out (about half the worker). So is fast-png
    // (with its own copy of pako, 60 kB raw), which jsPDF calls only to read a PNG given to .addImage():
    // the export draws no image; one that did would get a clear error instead of a broken page (issue 30).
    // The design tokens' descriptions (for the docs) are left out as in the element modules.
    plugins: () => [
      {
        name: "jspdf-without-html-svg-and-png",
        enforce: "pre",
        resolveId: (id) => (JSPDF_EXTRAS.test(id) ? EMPTY_MODULE : id === "fast-png" ? NO_PNG_MODULE : null),
        load: (id) =>
          id === EMPTY_MODULE
            ? "export default undefined"
            : id === NO_PNG_MODULE
              ? 'export const decode = () => { throw new Error("PNG images are left out of the statement export") }'
              : null,
      },
      {
        name: "theme-without-descriptions",
        enforce: "pre",
        load: async (id) => (THEME_MODULE.test(id.split("?")[0]!) ? withoutDescriptions(await readFile(id.split("?")[0]!, "utf8")) : null),
      },
    ],
  },
  build: {
    outDir: fileURLToPath(new URL("./dist/portal", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    reportCompressedSize: false,
    // Read by scripts/build/routePages.ts (each route's modulepreloads), then removed from dist.
    manifest: true,
    rolldownOptions: {
      // The entry's static graph (React, Effect, the session, the shell) is one chunk: fewer requests and
      // better compression than a dozen small ones; pages and lazy widgets stay chunks of their own.
      output: {
        // Over HTTP/1.1 (six connections, a round trip per file on a slow line) many small shared chunks
        // cost more than their bytes (issue 16). The sign-in page's shared modules (eID, polling,
        // validation, jotai's hooks, the language switch) are one chunk; what two or more chunks of the
        // signed-in pages share of the session, core and the portal's app files is another. Feature
        // widgets and the UI library stay split by page (a page must not carry another page's code).
        codeSplitting: {
          groups: [
            { name: "shell", tags: ["$initial"], priority: 3 },
            {
              name: "sign-in",
              test: /node_modules[\\/]jotai[\\/]|src[\\/]core[\\/]rules[\\/](polling|validation|eidSession)\.ts|src[\\/]widgets[\\/]eid[\\/]|src[\\/]portal[\\/]layout[\\/]LanguageSwitch\.tsx/,
              priority: 2,
            },
            {
              // A feature's own core (its calls, schemas and rules) goes with that feature's pages and widgets, one
              // chunk a feature: in the signed-in chunk every page downloaded and evaluated the schemas of every
              // feature (issue 31: about 40 kB of the 95 kB before /arved's first render).
              name: (id: string) => FEATURE_CORE.exec(id)?.[1] ?? null,
              minShareCount: 2,
              priority: 2,
            },
            {
              name: "signed-in",
              test: /src[\\/](core|widgets[\\/]session|portal[\\/]app)[\\/]|node_modules[\\/](@tanstack|jotai-tanstack-query|dayjs)[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
      // Feature and core modules only declare things: a feature's index.ts re-exporting its list page
      // must not pull that page into every chunk that uses one widget of it. Element definitions and the
      // QueryClient's registration are the modules that act when loaded.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/\/src\/(widgets|core)\/.*\.tsx?$/.test(id) || /\.(define|entry)\.ts$|\/session\/queryClient\.ts$/.test(id),
      },
    },
  },
  server: {
    proxy: { "/v1": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
})
