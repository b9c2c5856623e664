import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative, resolve } from "node:path"
import { describe, expect, it } from "vitest"

const root = resolve(__dirname, "../../..")
const files = (dir: string): Array<string> =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx)$/.test(name) ? [path] : []
  })

/** Declarations, which repeat their shape by nature: the contract's calls and schemas, element specs, catalogs, tables, stylesheets, the theme's tokens, route bindings. */
const DECLARATIONS =
  /\.calls\.ts$|\/core\/schemas\/|\.element\.ts$|\.messages\.ts$|\/core\/i18n\/(et|en|ru)\.ts$|\.tables\.ts$|\/db\/schema\.ts$|\.css\.ts$|\/element\/theme\.ts$|\.routes\.ts$/
const KEYWORDS = new Set(
  "const let var function return if else for while do switch case default break continue new await async yield try catch finally throw import export from as type interface extends implements class typeof instanceof in of void null undefined true false this readonly keyof".split(
    " ",
  ),
)
const MAX_LINES = 12

/** A line's shape: names, strings and numbers made alike, spaces gone; "" for what does not count (blank, comment, import, lone punctuation). */
export const shapeOf = (line: string): string => {
  const text = line.trim()
  if (text === "" || /^(\/\/|\/\*|\*|import\b)/.test(text) || /^[\s{}()[\];,]*$/.test(text)) return ""
  const shape = text
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`/g, "S")
    .replace(/\b\d[\d_.]*\b/g, "N")
    .replace(/[A-Za-z_$][\w$]*/g, (word) => (KEYWORDS.has(word) ? word : "I"))
    .replace(/\s+/g, "")
  // Literal data (a list item, a key and its value or the column it comes from) is declaration, not code.
  return /^[ISN:,.{}[\]]+$/.test(shape) ? "" : shape
}

/** The lines of a source with its import and re-export statements blanked (a multi-line import is one statement). */
const withoutImports = (text: string): string =>
  text.replace(/^(import|export)\b[^;]*?\bfrom\s*["'][^"']+["']/gms, (statement) => statement.replace(/[^\n]/g, ""))

/** Runs of more than MAX_LINES counted lines whose shapes stand in two places. */
export const repeats = (sources: ReadonlyArray<{ name: string; text: string }>): Array<string> => {
  const seen = new Map<string, string>()
  const found: Array<string> = []
  for (const { name, text } of sources) {
    const lines = withoutImports(text)
      .split("\n")
      .map((line, i) => ({ shape: shapeOf(line), at: i + 1 }))
    const counted = lines.filter((l) => l.shape !== "")
    let lastReported = -1
    for (let i = 0; i + MAX_LINES < counted.length; i++) {
      const window = counted.slice(i, i + MAX_LINES + 1)
      const key = window.map((l) => l.shape).join("\n")
      const place = `${name}:${window[0]!.at}`
      const first = seen.get(key)
      // A run inside the run it repeats (overlapping windows of one file) is not a copy.
      if (first && !(first.startsWith(`${name}:`) && Number(first.split(":")[1]) + MAX_LINES >= window[0]!.at) && i > lastReported) {
        found.push(`${place} ~ ${first}`)
        lastReported = i + MAX_LINES
      } else if (!first) seen.set(key, place)
    }
  }
  return found
}

describe(`no block of more than ${MAX_LINES} lines repeats in src/ (declarations aside)`, () => {
  it("finds a copy with other names, and not a run that merely continues itself", () => {
    const body = Array.from({ length: 13 }, (_, i) => `  total += price${i} * 2`).join("\n")
    const a = { name: "a.ts", text: `function a() {\n${body}\n}` }
    const b = { name: "b.ts", text: `function b() {\n${body.replaceAll("price", "cost")}\n}` }
    expect(repeats([a, b])).toEqual(["b.ts:1 ~ a.ts:1"])
    expect(repeats([a])).toEqual([])
  })
  it("src/ has none", () => {
    const sources = files(join(root, "src"))
      .filter((f) => !DECLARATIONS.test(f))
      .map((f) => ({ name: relative(root, f), text: readFileSync(f, "utf8") }))
    expect(repeats(sources)).toEqual([])
  })
})
