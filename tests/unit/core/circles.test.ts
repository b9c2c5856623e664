import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"
import { describe, expect, it } from "vitest"

const root = resolve(__dirname, "../../..")
const files = (dir: string): Array<string> =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx)$/.test(name) ? [path] : []
  })

/** The source file a relative import names (type-only imports count: a circle of types is still a circle of meaning). */
const target = (from: string, spec: string): string | undefined => {
  const base = resolve(dirname(from), spec.replace(/\?.*$/, ""))
  return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")].find(
    (p) => existsSync(p) && statSync(p).isFile(),
  )
}

const importGraph = (dir: string): Map<string, Array<string>> => {
  const graph = new Map<string, Array<string>>()
  for (const file of files(dir).filter((f) => !/\.test\.tsx?$/.test(f))) {
    const text = readFileSync(file, "utf8")
    const specs = [...text.matchAll(/(?:import|export)\s[^"']*?from\s*["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g)].map(
      (m) => m[1] ?? m[2],
    )
    graph.set(
      relative(root, file),
      specs.flatMap((s) => {
        const t = target(file, s)
        return t ? [relative(root, t)] : []
      }),
    )
  }
  return graph
}

/** Strongly connected components with more than one file, or a file importing itself (Tarjan). */
export const circles = (graph: Map<string, Array<string>>): Array<Array<string>> => {
  let index = 0
  const indexOf = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: Array<string> = []
  const onStack = new Set<string>()
  const found: Array<Array<string>> = []
  const visit = (v: string) => {
    indexOf.set(v, index)
    low.set(v, index++)
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!indexOf.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!))
    }
    if (low.get(v) === indexOf.get(v)) {
      const component: Array<string> = []
      let w: string
      do {
        w = stack.pop()!
        onStack.delete(w)
        component.push(w)
      } while (w !== v)
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort())
    }
  }
  for (const v of graph.keys()) if (!indexOf.has(v)) visit(v)
  return found
}

describe("no import circles (docs/architecture.md)", () => {
  it("finds a circle where there is one", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ])
    expect(circles(graph)).toEqual([["a", "b", "c"]])
  })
  it("sees the imports of the tree", () => {
    expect(importGraph(join(root, "src")).get("src/server/app.ts")).toContain("src/server/http/errors.ts")
  })
  it("no file of src/ reaches itself through its imports", () => {
    expect(circles(importGraph(join(root, "src")))).toEqual([])
  })
})
