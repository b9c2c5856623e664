import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative, resolve } from "node:path"
import ts from "typescript"
import { describe, expect, it } from "vitest"

const root = resolve(__dirname, "../../..")
const files = (dir: string): Array<string> =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx)$/.test(name) ? [path] : []
  })

/** Message catalogs and declaration files are text, not code: they are left out. */
const EXEMPT = /\.messages\.ts$|\/core\/i18n\/(et|en|ru)\.ts$|\.d\.ts$/
const FILE_LINES = 400
const FUNCTION_LINES = 80
const COMPONENT_LINES = 150

/** Every function of a source longer than its limit: a PascalCase function of a .tsx file is a component. */
export const longFunctions = (name: string, text: string): Array<string> => {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true, name.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: Array<string> = []
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node) || ts.isMethodDeclaration(node)) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line
      const lines = source.getLineAndCharacterOfPosition(node.getEnd()).line - first + 1
      const parent = node.parent
      const fnName =
        (ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name
          ? node.name.getText()
          : ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)
            ? parent.name.getText()
            : "(anonymous)"
      const limit = name.endsWith(".tsx") && /^[A-Z]/.test(fnName) ? COMPONENT_LINES : FUNCTION_LINES
      if (lines > limit) found.push(`${name}:${first + 1} ${fnName}: ${lines} lines (at most ${limit})`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const sources = files(join(root, "src"))
  .filter((f) => !EXEMPT.test(f))
  .map((f) => ({ name: relative(root, f), text: readFileSync(f, "utf8") }))

describe("sizes in src/ (message catalogs aside)", () => {
  it("measures functions and components by their own lines", () => {
    const body = (n: number) => Array.from({ length: n }, (_, i) => `  const a${i} = ${i}`).join("\n")
    expect(longFunctions("a.ts", `function f() {\n${body(78)}\n}`)).toEqual([])
    expect(longFunctions("a.ts", `function f() {\n${body(79)}\n}`)).toEqual(["a.ts:1 f: 81 lines (at most 80)"])
    expect(longFunctions("A.tsx", `const View = () => {\n${body(148)}\n}`)).toEqual([])
    expect(longFunctions("A.tsx", `const View = () => {\n${body(149)}\n}`)).toEqual(["A.tsx:1 View: 151 lines (at most 150)"])
  })
  it(`no file over ${FILE_LINES} lines`, () => {
    const long = sources.map(({ name, text }) => ({ name, lines: text.split("\n").length })).filter((f) => f.lines > FILE_LINES)
    expect(long.map((f) => `${f.name}: ${f.lines} lines`)).toEqual([])
  })
  it(`no function over ${FUNCTION_LINES} lines and no component over ${COMPONENT_LINES} (a test's describe block aside)`, () => {
    expect(sources.filter((s) => !/\.test\.tsx?$/.test(s.name)).flatMap((s) => longFunctions(s.name, s.text))).toEqual([])
  })
})
