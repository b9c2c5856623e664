import { createContext, useContext } from "react"

/**
 * Styles as constructable stylesheets (`adoptedStyleSheets`), never `<style>` text: a host page whose
 * CSP is `default-src 'self'` without `'unsafe-inline'` refuses `<style>` elements, but not sheets
 * built by script. One sheet per text, shared by every root of the page that adopts it.
 */
export type StyleRoot = Document | ShadowRoot

/** Where the sheets of a tree go: an element's shadow root (its shell provides it), else the document. */
const StyleRootContext = createContext<StyleRoot | null>(null)
export const StyleRootProvider = StyleRootContext.Provider

const sheets = new Map<string, CSSStyleSheet>()

/** Adds the sheet of `css` to `root` once, after the ones it has (rendering order: parents first). */
export const adoptCss = (root: StyleRoot, css: string): void => {
  if (!css) return
  let sheet = sheets.get(css)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    sheets.set(css, sheet)
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
}

/**
 * A component's stylesheet, adopted by its root while rendering (so a parent's sheet comes before its
 * children's, as `<style>` elements in tree order did). Stays adopted: the texts are fixed and their
 * classes are the component's own, so a sheet left after an unmount changes nothing.
 */
export function Style({ css }: { readonly css: string }) {
  const root = useContext(StyleRootContext) ?? (typeof document === "undefined" ? null : document)
  const collect = useContext(StyleCollectorContext)
  if (root) adoptCss(root, css)
  else collect?.(css)
  return null
}

/**
 * The server's render of a first view (src/portal/firstView.tsx) has no document to adopt sheets: it collects
 * each text once and puts them in the page's HTML, so the first paint is styled as the page will be.
 */
const StyleCollectorContext = createContext<((css: string) => void) | null>(null)
export const StyleCollectorProvider = StyleCollectorContext.Provider
