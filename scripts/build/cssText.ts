/**
 * Stylesheets written as text in `*.css.ts` modules (template literals, for shadow roots and the
 * portal alike), minified at build time in the element scripts: esbuild's CSS minifier over each
 * template literal without substitutions. The module's code is otherwise left as it is.
 */
import { readFile } from "node:fs/promises"
import { transformSync, type Plugin } from "esbuild"
import ts from "typescript"

/** A `*.css.ts` module's source with each stylesheet literal minified. */
export function minifyCssModule(source: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const edits: Array<{ start: number; end: number; text: string }> = []
  const visit = (node: ts.Node): void => {
    if (ts.isNoSubstitutionTemplateLiteral(node)) {
      const css = transformSync(node.text, { loader: "css", minify: true, logLevel: "silent" }).code.trim()
      edits.push({ start: node.getStart(file), end: node.end, text: JSON.stringify(css) })
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return edits.reduceRight((out, edit) => out.slice(0, edit.start) + edit.text + out.slice(edit.end), source)
}

export const minifyCssText = (): Plugin => ({
  name: "minify-css-text",
  setup(build) {
    build.onLoad({ filter: /\.css\.ts$/ }, async (args) => ({
      contents: minifyCssModule(await readFile(args.path, "utf8"), args.path),
      loader: "ts",
    }))
  },
})
