import { fileURLToPath } from "node:url"
import { defineConfig } from "vite"
import { elementModulePlugins, MODULES_DIR, preactAlias, runtimeChunk } from "./scripts/build/elementModules"
import { elementFiles } from "./scripts/build/elements"
import { icuMessagesVite, referencedKeys } from "./scripts/build/icuMessages"

/**
 * The elements as ES modules sharing one runtime, and the autoloader (scripts/build/elementModules.ts).
 * Run after tsup (`npm run build`): it writes beside the one-file scripts in dist/widgets.
 */
const elements = elementFiles()
const outDir = fileURLToPath(new URL("./dist/widgets", import.meta.url))

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  // Chunks find each other relative to the importing module (the same files serve /widgets/ and /widgets/v1/).
  base: "./",
  publicDir: false,
  logLevel: "warn",
  resolve: { alias: { ...preactAlias } },
  define: { "process.env.NODE_ENV": '"production"' },
  plugins: [icuMessagesVite({ keep: referencedKeys(["src/widgets", "src/core"]) }), ...elementModulePlugins(elements, outDir)],
  build: {
    outDir,
    emptyOutDir: false,
    target: "es2022",
    sourcemap: false,
    reportCompressedSize: false,
    copyPublicDir: false,
    // A module's imports are found by the browser as it reads it; the autoloader asks for one module at a time.
    modulePreload: false,
    rolldownOptions: {
      input: Object.fromEntries(elements.map((e) => [e.tag, e.entry])),
      preserveEntrySignatures: false,
      output: {
        entryFileNames: `${MODULES_DIR}/[name].[hash].js`,
        chunkFileNames: `${MODULES_DIR}/[name].[hash].js`,
        codeSplitting: { groups: [{ debugName: "runtime", name: runtimeChunk(elements.filter((e) => !e.signedIn).map((e) => e.entry)) }] },
      },
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/\/src\/(widgets|core)\/.*\.tsx?$/.test(id) || /\.(define|entry)\.ts$|\/session\/queryClient\.ts$|autoload\.ts$/.test(id),
      },
    },
  },
})
