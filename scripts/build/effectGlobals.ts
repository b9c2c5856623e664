/**
 * effect/Schema defines its built-in schemas at the top of the module with `globalThis.X`
 * arguments (`instanceOf(globalThis.URL, …)`, annotated pure). esbuild counts a property read of
 * `globalThis` as a possible side effect, so every such schema stays in a bundle that never uses
 * it, with what it pulls in (Base64, its formatter). This reads each `globalThis.X` through a
 * pure-annotated call instead: the same value at the same moment, and an unused schema is dropped.
 */
import { readFile } from "node:fs/promises"
import type { Plugin } from "esbuild"

const SCHEMA_MODULE = /[\\/]node_modules[\\/]effect[\\/]dist[\\/]Schema\.js$/

export const pureGlobalReads = (source: string): string =>
  `const __global = (name) => globalThis[name]\n` +
  source.replace(/\bglobalThis\.([A-Z][A-Za-z0-9]*)\b/g, (_, name: string) => `(/* @__PURE__ */ __global("${name}"))`)

export const effectSchemaGlobals = (): Plugin => ({
  name: "effect-schema-globals",
  setup(build) {
    build.onLoad({ filter: SCHEMA_MODULE }, async (args) => ({
      contents: pureGlobalReads(await readFile(args.path, "utf8")),
      loader: "js",
    }))
  },
})
