import { existsSync, readFileSync, statSync } from "node:fs"
import { dirname, relative, resolve } from "node:path"
import { describe, expect, it } from "vitest"

const root = resolve(__dirname, "../../..")

/** A source file's value imports (`import type` and `export type` are erased): relative ones resolved to files, bare ones as written. */
const valueImports = (file: string): Array<string> => {
  const text = readFileSync(file, "utf8")
  return [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)(?!\s+type\b)[^"';]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g),
  ].map((m) => {
    const spec = (m[1] ?? m[2])!
    if (!spec.startsWith(".")) return spec
    const base = resolve(dirname(file), spec)
    const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((f) => existsSync(f) && statSync(f).isFile())
    if (!found) throw new Error(`${relative(root, file)}: cannot resolve ${spec}`)
    return found
  })
}

/** The packages a module reaches through its value imports (everything its bundle can hold). */
const packagesReached = (entry: string): Set<string> => {
  const seen = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const next of valueImports(file)) {
      if (next.startsWith("/")) visit(next)
      else packages.add(next)
    }
  }
  visit(resolve(root, entry))
  return packages
}

const effectOf = (packages: Set<string>) => [...packages].filter((p) => p === "effect" || p.startsWith("effect/"))

// Issue 30: Effect was most of the public runtime; the public elements' calls go through core/http/publicGet.ts.
describe("the public elements reach no Effect (their runtime stays small: npm run bench -- --sizes)", () => {
  it("sees Effect where it is (the signed-in elements' API)", () => {
    expect(effectOf(packagesReached("src/widgets/session/api.ts"))).not.toEqual([])
  })
  for (const entry of ["src/widgets/prices/fuelPrices.entry.ts", "src/widgets/stations/stationMap.entry.ts"]) {
    it(entry, () => {
      const packages = packagesReached(entry)
      expect(packages).toContain("@r2wc/react-to-web-component")
      expect(effectOf(packages)).toEqual([])
    })
  }
})
