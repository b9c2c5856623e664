import { existsSync, readFileSync } from "node:fs"
import { dirname, join, relative } from "node:path"
import { themeProperties } from "../../../src/widgets/element/theme"

/**
 * What an element's code uses of the theme and of parts: the files reachable by relative imports
 * (static and `import()`) from its component, inside src/widgets, their `var(--ise-…)` and
 * `themeValue(…, theme.x)` uses and their `part="…"` attributes. The theme file itself, specs and
 * message catalogs are left out (they declare, they do not use).
 */
const ROOT = join(import.meta.dirname, "../../..")
const WIDGETS = join(ROOT, "src/widgets")
const SKIP = /(\/element\/theme\.ts|\.element\.ts|\.messages\.ts)$/

const resolve = (from: string, spec: string): string | undefined => {
  const base = join(dirname(from), spec)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate
  return undefined
}

export const reachable = (entry: string): string[] => {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file) || !file.startsWith(WIDGETS) || SKIP.test(file)) return
    seen.add(file)
    const text = readFileSync(file, "utf8")
    for (const m of text.matchAll(/(?:from|import)\s*\(?\s*["'](\.[^"']+)["']/g)) {
      const target = resolve(file, m[1] ?? "")
      if (target) visit(target)
    }
  }
  visit(entry)
  return [...seen].map((f) => relative(ROOT, f))
}

const byKey = themeProperties as Record<string, { name: string } | undefined>
const nameOf = (key: string | undefined): string => byKey[key ?? ""]?.name ?? `unknown token ${key}`
const order = Object.values(themeProperties).map((p) => p.name as string)

export const tokensUsed = (files: ReadonlyArray<string>): string[] => {
  const names = new Set<string>()
  for (const file of files) {
    const text = readFileSync(join(ROOT, file), "utf8")
    for (const m of text.matchAll(/var\((--ise-[a-z0-9-]+)/g)) names.add(m[1] ?? "")
    for (const m of text.matchAll(/themeValue\([^,]+,\s*theme\.(\w+)\)/g)) names.add(nameOf(m[1]))
    for (const m of text.matchAll(/rgbOf\(theme\.(\w+)\)/g)) names.add(nameOf(m[1]))
  }
  return [...names].sort((a, b) => order.indexOf(a) - order.indexOf(b))
}

export const partsUsed = (files: ReadonlyArray<string>): string[] => {
  const parts = new Set<string>()
  for (const file of files) for (const m of readFileSync(join(ROOT, file), "utf8").matchAll(/\bpart="([^"]+)"/g)) parts.add(m[1] ?? "")
  return [...parts].sort()
}

/** The component file of an element spec: `<className>.tsx` beside it. */
export const componentOf = (specFile: string, className: string): string => join(ROOT, dirname(specFile), `${className}.tsx`)
