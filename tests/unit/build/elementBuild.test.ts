import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { compileCatalogSource, referencedKeys } from "../../../scripts/build/icuMessages"
import { minifyCssModule } from "../../../scripts/build/cssText"
import { pureGlobalReads } from "../../../scripts/build/effectGlobals"
import { RUNTIME, runtimeChunk, SESSION_RUNTIME } from "../../../scripts/build/elementModules"

describe("element builds", () => {
  it("keep a catalog's keys that code writes as literals, in a map, or completes from a prefix; drop the rest", () => {
    const dir = mkdtempSync(join(tmpdir(), "keys-"))
    mkdirSync(join(dir, "a"))
    writeFileSync(
      join(dir, "a", "x.tsx"),
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text under test holds a template literal
      'const k = t("f.used"); const m = { x: "f.mapped" }; const d = t(`f.tab.${x}`); const c = t("f.kind." + y)\n',
    )
    const keep = referencedKeys([dir])
    const out = compileCatalogSource(
      `export const et = { "f.used": "A", "f.mapped": "B", "f.tab.all": "C", "f.kind.oil": "D", "f.unused": "E", "g.other": "Tere, {name}" }`,
      "et.ts",
      keep,
    )
    for (const key of ["f.used", "f.mapped", "f.tab.all", "f.kind.oil"]) expect(out).toContain(`"${key}"`)
    expect(out).not.toContain("f.unused")
    expect(out).not.toContain("g.other")
    expect(() => new Function(out.replace("export ", ""))).not.toThrow()
  })
  it("minify *.css.ts stylesheets", () => {
    const out = minifyCssModule("export const css = `\n.a { color: #ffffff;  margin: 0 0 0 0; }\n`", "x.css.ts")
    expect(out).toBe('export const css = ".a{color:#fff;margin:0}"')
  })
  it("read effect/Schema's globals through a pure call, the same values", () => {
    const out = pureGlobalReads("export const x = [globalThis.RegExp, new globalThis.Map([[1, 2]]).size, globalThis.Number.isFinite(1)]")
    expect(out).not.toMatch(/globalThis\.[A-Z]/)
    expect(new Function(out.replace("export const x =", "return"))()).toEqual([RegExp, 1, true])
  })

  it("put a shared module in the public runtime when a public element loads it, else in the session's; an element's own code in neither", () => {
    const root = process.cwd()
    const id = (path: string) => join(root, path)
    const graph: Record<string, string[]> = {
      [id("src/widgets/prices/p.entry.ts")]: [id("src/widgets/prices/Table.tsx"), id("node_modules/preact/compat/x.js")],
      [id("src/widgets/prices/Table.tsx")]: [id("node_modules/effect/dist/Effect.js")],
      [id("src/widgets/invoices/i.entry.ts")]: [id("node_modules/@tanstack/query-core/x.js"), id("node_modules/effect/dist/Effect.js")],
    }
    const chunkOf = runtimeChunk(["src/widgets/prices/p.entry.ts"])
    const ctx = { getModuleInfo: (m: string) => ({ importedIds: graph[m] ?? [] }) }
    expect(
      [
        "node_modules/preact/compat/x.js",
        "node_modules/effect/dist/Effect.js",
        "node_modules/@tanstack/query-core/x.js",
        "src/widgets/prices/Table.tsx",
        "node_modules/leaflet/dist/leaflet-src.js",
      ].map((m) => chunkOf(id(m), ctx)),
    ).toEqual([RUNTIME, RUNTIME, SESSION_RUNTIME, null, null])
  })
})
