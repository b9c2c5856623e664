import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { join, resolve } from "node:path"
import { describe, expect, it } from "vitest"

const root = resolve(__dirname, "../../..")
const doc = readFileSync(join(root, "docs/architecture.md"), "utf8")

/** The rows of the markdown table that follows `heading` (its header row names the columns). */
const tableAfter = (heading: string): Array<Record<string, string>> => {
  const lines = doc.slice(doc.indexOf(heading)).split("\n")
  const start = lines.findIndex((l) => l.startsWith("|"))
  const rows = lines.slice(start).filter((_, i, all) => all.slice(0, i + 1).every((l) => l.startsWith("|")))
  const cells = (line: string) =>
    line
      .split("|")
      .slice(1, -1)
      .map((c) => c.trim())
  const [head, , ...body] = rows
  return body.map((row) => Object.fromEntries(cells(row).map((c, i) => [cells(head!)[i]!, c])))
}

const features = tableAfter("## Features and their names")
const shared = Object.fromEntries(
  tableAfter("Besides the features").map((row) => [row.layer!.replace(/`/g, ""), row.shared === "–" ? [] : row.shared!.split(", ")]),
)
const names = features.map((f) => f.feature!)
const list = (dir: string) => readdirSync(join(root, dir))
const isDir = (path: string) => statSync(join(root, path)).isDirectory()

/** Where each column of the table puts feature x. */
const layerPath: Record<string, (x: string) => string> = {
  api: (x) => `src/core/api/${x}.calls.ts`,
  schemas: (x) => `src/core/schemas/${x}.ts`,
  rules: (x) => `src/core/rules/${x}.ts`,
  widgets: (x) => `src/widgets/${x}`,
  server: (x) => `src/server/features/${x}`,
  messages: (x) => `src/widgets/${x}/${x}.messages.ts`,
  "browser spec": (x) => `tests/browser/${x}.spec.ts`,
}

describe("one name per feature in every layer (docs/architecture.md)", () => {
  it("reads the table of features and the shared modules", () => {
    expect(names).toContain("saleOrders")
    expect(features.find((f) => f.feature === "cards")?.elements).toBe("cards, idCreditPromo")
    expect(shared["src/widgets"]).toEqual(["element", "eid", "ui"])
  })

  for (const feature of features) {
    const x = feature.feature!
    it(`${x}: each layer ✓ has its file, each – has none`, () => {
      const wrong = Object.entries(layerPath).flatMap(([column, path]) => {
        const exists = existsSync(join(root, path(x)))
        return (feature[column] === "✓") === exists ? [] : [`${column}: ${path(x)} ${exists ? "exists against a –" : "is missing"}`]
      })
      expect(wrong).toEqual([])
    })
    it(`${x}: its elements are the specs in its widgets folder`, () => {
      const listed = feature.elements === "–" ? [] : feature.elements!.split(", ").sort()
      const specs = existsSync(join(root, `src/widgets/${x}`))
        ? list(`src/widgets/${x}`)
            .filter((f) => f.endsWith(".element.ts"))
            .map((f) => f.slice(0, -".element.ts".length))
            .sort()
        : []
      expect(specs).toEqual(listed)
    })
  }

  /** A file of a feature's layer is `<feature>.<…>` or a shared module of that layer. */
  const owner = (file: string) => file.split(".")[0]!
  it("every module of core/api, core/schemas and core/rules is a feature's or a listed shared one", () => {
    const stray = ["src/core/api", "src/core/schemas", "src/core/rules"].flatMap((dir) =>
      list(dir)
        .filter((f) => !names.includes(owner(f)) && !shared[dir]!.includes(owner(f)))
        .map((f) => `${dir}/${f}`),
    )
    expect(stray).toEqual([])
  })
  it("core/api holds calls files only for features, named <feature>.calls.ts", () => {
    const stray = list("src/core/api").filter((f) => f.includes(".calls.") && !(names.includes(owner(f)) && f === `${owner(f)}.calls.ts`))
    expect(stray).toEqual([])
  })
  it("every folder of src/widgets and src/server/features is a feature's or a listed shared one", () => {
    const widgets = list("src/widgets").filter((f) => isDir(`src/widgets/${f}`))
    const server = list("src/server/features").filter((f) => isDir(`src/server/features/${f}`))
    expect(widgets.filter((f) => !names.includes(f) && !shared["src/widgets"]!.includes(f))).toEqual([])
    expect(server.filter((f) => !names.includes(f))).toEqual([])
  })
  it("a feature's own files in widgets and server start with a name of its own (not another feature's)", () => {
    const misnamed = names.flatMap((x) =>
      [`src/widgets/${x}`, `src/server/features/${x}`]
        .filter((dir) => existsSync(join(root, dir)))
        .flatMap((dir) =>
          list(dir)
            .filter((f) => /^[a-z]/.test(f) && !isDir(`${dir}/${f}`) && f !== "index.ts")
            .filter((f) => names.includes(owner(f)) && owner(f) !== x)
            .map((f) => `${dir}/${f}`),
        ),
    )
    expect(misnamed).toEqual([])
  })
  it("folders and files are camelCase (components PascalCase): no kebab-case or snake_case name in src/", () => {
    const walk = (dir: string): Array<string> =>
      list(dir).flatMap((f) => (isDir(`${dir}/${f}`) ? [`${dir}/${f}`, ...walk(`${dir}/${f}`)] : [`${dir}/${f}`]))
    const bad = walk("src")
      .filter((p) => !p.includes("/db/migrations/"))
      .filter((p) => /[-_]/.test(p.split("/").pop()!.split(".")[0]!))
    expect(bad).toEqual([])
  })
})
