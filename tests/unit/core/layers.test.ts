import { describe, expect, it } from "vitest"
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative, resolve, dirname } from "node:path"

const root = resolve(__dirname, "../../..")
const files = (dir: string): Array<string> =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx)$/.test(name) ? [path] : []
  })

/** Every import of a source file, resolved to a path inside src/ when it is relative. */
const importsOf = (file: string): Array<string> => {
  const text = readFileSync(file, "utf8")
  return [...text.matchAll(/(?:import|export)[^"']*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)].map((m) => {
    const spec = m[1] ?? m[2]
    return spec.startsWith(".") ? relative(root, resolve(dirname(file), spec)) : spec
  })
}

const layer = (path: string) => path.split("/").slice(0, 2).join("/")

describe("layers import one way (docs/architecture.md)", () => {
  it("sees the imports it checks", () => {
    expect(importsOf(join(root, "src/portal/pages/LoginPage.tsx"))).toContain("src/core/rules/session")
  })
  it("core imports neither React nor widgets, portal or server", () => {
    const bad = files(join(root, "src/core")).flatMap((f) =>
      importsOf(f)
        .filter((i) => /^(react|react-dom|jotai)/.test(i) || ["src/widgets", "src/portal", "src/server"].includes(layer(i)))
        .map((i) => `${relative(root, f)} → ${i}`),
    )
    expect(bad).toEqual([])
  })
  it("widgets never import the portal or the server", () => {
    const bad = files(join(root, "src/widgets")).flatMap((f) =>
      importsOf(f)
        .filter((i) => ["src/portal", "src/server"].includes(layer(i)))
        .map((i) => `${relative(root, f)} → ${i}`),
    )
    expect(bad).toEqual([])
  })
  it("a widget reaches another feature only through its index.ts", () => {
    const bad = files(join(root, "src/widgets")).flatMap((f) => {
      const own = relative(root, f).split("/")[2]
      return importsOf(f)
        .filter((i) => i.startsWith("src/widgets/"))
        .filter((i) => {
          const [, , feature, ...rest] = i.split("/")
          // session, ui and element are shared infrastructure; their files may be imported directly
          // (an element's script must not pull in what it does not use).
          const shared = ["session", "ui", "element"]
          return feature !== own && !shared.includes(feature) && rest.length > 0 && rest.join("/") !== "index"
        })
        .map((i) => `${relative(root, f)} → ${i}`)
    })
    expect(bad).toEqual([])
  })
  it("the portal never imports the server, and the server never imports widgets, portal or React", () => {
    const portal = files(join(root, "src/portal")).flatMap((f) => importsOf(f).filter((i) => layer(i) === "src/server"))
    const server = files(join(root, "src/server")).flatMap((f) =>
      importsOf(f).filter((i) => /^(react|react-dom|jotai)/.test(i) || ["src/widgets", "src/portal"].includes(layer(i))),
    )
    expect([...portal, ...server]).toEqual([])
  })
})

describe("the portal composes widgets through their faces (docs/architecture.md)", () => {
  it("sees the portal's widget imports", () => {
    expect(importsOf(join(root, "src/portal/pages/LoginPage.tsx"))).toContain("src/widgets/eid")
  })
  it("the portal imports a widget feature only through its index.ts", () => {
    const bad = files(join(root, "src/portal")).flatMap((f) =>
      importsOf(f)
        .filter((i) => i.startsWith("src/widgets/"))
        .filter((i) => {
          const rest = i.split("/").slice(3)
          return rest.length > 0 && rest.join("/") !== "index"
        })
        .map((i) => `${relative(root, f)} → ${i}`),
    )
    expect(bad).toEqual([])
  })
})

describe("the server's shape (docs/server.md)", () => {
  const server = join(root, "src/server")
  const featureOf = (path: string) => (path.startsWith("src/server/features/") ? path.split("/")[3] : undefined)
  const isEdge = (path: string) => featureOf(path) !== undefined && /\.(routes|handlers)$/.test(path.replace(/\.tsx?$/, ""))
  const serverImports = files(server).flatMap((f) => importsOf(f).map((i) => ({ from: relative(root, f), to: i })))

  it("sees the imports it checks", () => {
    expect(serverImports).toContainEqual({ from: "src/server/app.ts", to: "src/server/features/payments/payments.routes" })
  })
  it("only app composition (app.ts) and a feature's own files import its routes and handlers", () => {
    const bad = serverImports.filter(({ from, to }) => isEdge(to) && from !== "src/server/app.ts" && featureOf(from) !== featureOf(to))
    expect(bad).toEqual([])
  })
  it("shared machinery (http, db, auth, documents, simulators) never imports a feature's routes or handlers", () => {
    const bad = serverImports.filter(({ from, to }) => featureOf(from) === undefined && from !== "src/server/app.ts" && isEdge(to))
    expect(bad).toEqual([])
  })
})
