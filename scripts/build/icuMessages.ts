/**
 * Build-time compilation of the message catalogs (ICU MessageFormat), one implementation for
 * Vite (`icuMessagesVite`) and tsup's esbuild (`icuMessagesEsbuild`).
 *
 * The catalogs stay TypeScript objects of ICU strings in source (`src/core/i18n/{et,en,ru}.ts`,
 * every `*.messages.ts`). In a bundle each string with ICU syntax is replaced by its parsed
 * AST (a plain string stays a string), and `@formatjs/icu-messageformat-parser` resolves to
 * its `no-parser.js`, so no message parser ships. A message that does not parse (or a plural
 * without `other`) fails the build. Vitest and tsx parse the strings at run time instead.
 */
import { createRequire } from "node:module"
import { readFileSync, readdirSync } from "node:fs"
import { readFile } from "node:fs/promises"
import { join } from "node:path"
import { parse } from "@formatjs/icu-messageformat-parser"
import type { Plugin as EsbuildPlugin } from "esbuild"
import ts from "typescript"
import type { Plugin as VitePlugin } from "vite"
import { ICU_PARSE_OPTIONS, isPlainMessage } from "../../src/core/i18n/icu"

const PARSER = "@formatjs/icu-messageformat-parser"
const NO_PARSER = createRequire(import.meta.url).resolve(`${PARSER}/no-parser.js`)

/** The core catalogs and every feature's catalog. */
const CATALOG_MODULE = /(?:[\\/]core[\\/]i18n[\\/](?:et|en|ru)|\.messages)\.ts$/
export const isCatalogModule = (file: string): boolean => CATALOG_MODULE.test(file)

/** One message as a JS expression: the string itself when plain, else its AST as JSON. */
export function compileMessage(message: string): string {
  const ast = parse(message, ICU_PARSE_OPTIONS)
  return JSON.stringify(isPlainMessage(message) ? message : ast)
}

/**
 * A catalog module with every string property value (`"key": "message"`) compiled; the rest of
 * the module (imports, exports, `defineMessages(...)`, types) is left as it is.
 */
export function compileCatalogSource(source: string, fileName: string, keep?: (key: string) => boolean): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const edits: Array<{ start: number; end: number; text: string }> = []
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && ts.isStringLiteralLike(node.initializer)) {
      const value = node.initializer
      const key = ts.isStringLiteralLike(node.name) || ts.isIdentifier(node.name) ? node.name.text : null
      if (keep && key != null && !keep(key)) {
        // A message no code can ask for: left out, with its comma.
        const next = source.slice(node.end).match(/^\s*,/)
        edits.push({ start: node.getStart(file), end: node.end + (next ? next[0].length : 0), text: "" })
        return
      }
      try {
        edits.push({ start: value.getStart(file), end: value.end, text: compileMessage(value.text) })
      } catch (error) {
        throw new Error(`${fileName}: message ${node.name.getText(file)} is not valid ICU (${(error as Error).message})`)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return edits.reduceRight((out, edit) => out.slice(0, edit.start) + edit.text + out.slice(edit.end), source)
}

export const icuMessagesVite = (options: { readonly keep?: (key: string) => boolean } = {}): VitePlugin => ({
  name: "icu-messages",
  enforce: "pre",
  resolveId: (source) => (source === PARSER ? NO_PARSER : null),
  transform: (code, id) => (isCatalogModule(id.split("?")[0]!) ? { code: compileCatalogSource(code, id, options.keep), map: null } : null),
})

/** Every .ts/.tsx file under `dir` but the catalogs. */
const codeFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(d.parentPath ?? (d as { path?: string }).path ?? dir, d.name)
    if (d.isDirectory()) return codeFiles(path)
    return /\.tsx?$/.test(d.name) && !isCatalogModule(path) ? [path] : []
  })

/**
 * Which message keys the code under `dirs` can ask for: a key written as a string literal anywhere
 * (`t("inv.unpaid")`, a map of keys, a `message: "…"` field), or one that starts with a literal
 * prefix ending in "." that code completes at run time (`t(\`inv.tab.${x}\`)`, `"inv.tab." + x`).
 * Deliberately generous: a literal that only looks like a key keeps that key.
 */
export function referencedKeys(dirs: ReadonlyArray<string>): (key: string) => boolean {
  const literals = new Set<string>()
  const prefixes = new Set<string>()
  for (const file of dirs.flatMap(codeFiles)) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, "utf8"),
      ts.ScriptTarget.Latest,
      false,
      file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    )
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteralLike(node)) literals.add(node.text)
      else if (ts.isTemplateHead(node) && node.text) prefixes.add(node.text)
      if (ts.isStringLiteralLike(node) && node.text.endsWith(".")) prefixes.add(node.text)
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return (key) => literals.has(key) || [...prefixes].some((p) => key.startsWith(p))
}

/**
 * `keep`, for builds of code that is a part of the whole (the element scripts): a catalog's
 * messages that no code under the given folders asks for are left out of the bundle. The portal's
 * own texts (navigation, login, cookies…) thus stay out of the elements.
 */
export const icuMessagesEsbuild = (options: { readonly keep?: (key: string) => boolean } = {}): EsbuildPlugin => ({
  name: "icu-messages",
  setup(build) {
    build.onResolve({ filter: /^@formatjs\/icu-messageformat-parser$/ }, () => ({ path: NO_PARSER }))
    build.onLoad({ filter: CATALOG_MODULE }, async (args) => ({
      contents: compileCatalogSource(await readFile(args.path, "utf8"), args.path, options.keep),
      loader: "ts",
    }))
  },
})
