import { existsSync, readFileSync } from "node:fs"
import { builtinModules } from "node:module"
import { dirname, join, resolve } from "node:path"
import { describe, expect, it } from "vitest"

/**
 * The compiled server (tsup.server.config.ts) keeps every package an import, so the runtime installed by
 * `npm ci --omit=dev` must hold each package the server's code imports: each must be one of package.json's
 * `dependencies`, not reached through another package (npm may place or version a transitive one
 * differently) nor a devDependency. Follows the import graph from the production start as the bundler does;
 * type-only imports vanish in the build and are left out, and so is what the server loads only when
 * installed (LOG_FORMAT=pretty's pino-pretty, a devDependency, in a try).
 */
const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { dependencies: Record<string, string> }
const OPTIONAL = new Set(["pino-pretty"])
const SPECIFIER = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g

const packageOf = (specifier: string) => {
  const parts = specifier.split("/")
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!
}

function sourceOf(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier)
  for (const candidate of [base, base.replace(/\.js$/, ".ts"), `${base}.ts`, join(base, "index.ts")])
    if (existsSync(candidate) && candidate.endsWith(".ts")) return candidate
  return undefined
}

/** The packages imported (at run time) by `entry` and every file it reaches by relative imports. */
function importedPackages(entry: string): Map<string, string> {
  const packages = new Map<string, string>()
  const seen = new Set<string>()
  const queue = [resolve(entry)]
  while (queue.length > 0) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    for (const match of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
      if (match[2]) continue
      const specifier = (match[3] ?? match[4])!
      if (specifier.startsWith(".")) {
        const next = sourceOf(file, specifier)
        if (next) queue.push(next)
      } else if (!specifier.startsWith("node:") && !builtinModules.includes(specifier)) {
        packages.set(packageOf(specifier), file)
      }
    }
  }
  return packages
}

describe("the compiled server's packages", () => {
  const imported = importedPackages("src/server/production.ts")

  it("finds the imports it must judge (the graph is followed, not only the entry)", () => {
    for (const name of ["hono", "pg", "pino", "@peculiar/asn1-ocsp", "@peculiar/asn1-schema", "drizzle-orm"])
      expect(imported.has(name), name).toBe(true)
  })

  it("are each a runtime dependency of package.json", () => {
    const missing = [...imported]
      .filter(([name]) => !(name in pkg.dependencies) && !OPTIONAL.has(name))
      .map(([name, file]) => `${name} (${file})`)
    expect(missing).toEqual([])
  })
})
