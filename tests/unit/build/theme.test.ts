import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative } from "node:path"
import { describe, expect, it } from "vitest"
import type { ElementSpec } from "../../../src/widgets/element/spec"
import { themeCss, themeProperties } from "../../../src/widgets/element/theme"
import { componentOf, partsUsed, reachable, tokensUsed } from "./tokenUse"

/**
 * Design tokens (issue 24): `src/widgets/element/theme.ts` is the only place in src/ where a colour,
 * a radius, a shadow or a font is written, and every class is `ise-<feature>__<part>[--<modifier>]`.
 */
const ROOT = join(import.meta.dirname, "../../..")
const THEME = "src/widgets/element/theme.ts"
/**
 * Not styles: the reference server's documents and simulator pages, and the fuel products' own colours,
 * which are data the prices API answers (each product's badge colour).
 */
const NOT_STYLES = [/^src\/server\//, /^src\/core\/schemas\/prices(\.products)?\.ts$/]

/** The feature names classes use: the widget folders' feature names in kebab-case, as in the element tags (saleOrders: ise-sale-orders__…), and the portal. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
const widgetFolders = readdirSync(join(ROOT, "src/widgets")).filter((n) => statSync(join(ROOT, "src/widgets", n)).isDirectory())
const FEATURES = [...widgetFolders.map(kebab), "portal"]
const CLASS = new RegExp(`^ise-(${FEATURES.join("|")})__[a-z0-9]+(-[a-z0-9]+)*(--[a-zA-Z0-9]+(-[a-zA-Z0-9]+)*)?$`)
/** Classes a library writes itself (Leaflet's markers and controls). */
const THIRD_PARTY = /^leaflet-/

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : [path]
  })
const sources = walk(join(ROOT, "src"))
  .map((path) => relative(ROOT, path).split("\\").join("/"))
  .filter((path) => /\.(tsx?|css|html)$/.test(path))
const read = (path: string) => readFileSync(join(ROOT, path), "utf8")

/** Hex colours (#abc, #aabbcc, #aabbccdd, also %23-encoded in data: URLs) and rgb()/rgba()/hsl() literals. */
const colourLiterals = (text: string): string[] =>
  [...text.matchAll(/(?:#|%23)(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})\b|\b(?:rgba?|hsla?)\(\s*\d/g)].map((m) => m[0])

/** The CSS text of a file: a whole .css file, or the template literals of `…Css = \`…\`` constants. */
const cssOf = (path: string, text: string): string[] =>
  path.endsWith(".css") ? [text] : [...text.matchAll(/[A-Za-z]*[Cc]ss\s*=\s*`([^`]*)`/g)].map((m) => m[1] ?? "")

/** Class selectors of CSS text (comments left out). */
const selectorClasses = (css: string): string[] =>
  [...css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/\.([A-Za-z_][\w-]*)(?=[^{}]*\{)/g)].map((m) => m[1] ?? "")

/** Classes written as plain strings in className="…" / className={"…"} / className: "…". */
const literalClassNames = (text: string): string[] =>
  [...text.matchAll(/className(?:=\{?|:\s*)"([^"]*)"/g)].flatMap((m) => (m[1] ?? "").split(/\s+/).filter(Boolean))

describe("design tokens", () => {
  it("no colour literal in src/ outside the theme file", () => {
    const found = sources
      .filter((path) => path !== THEME && !NOT_STYLES.some((re) => re.test(path)))
      .flatMap((path) => colourLiterals(read(path)).map((literal) => `${path}: ${literal}`))
    expect(found).toEqual([])
  })

  it("radii and fonts in stylesheets come from tokens", () => {
    const found = sources
      .filter((path) => path !== THEME && !NOT_STYLES.some((re) => re.test(path)))
      .flatMap((path) =>
        cssOf(path, read(path)).flatMap((css) =>
          [...css.matchAll(/(border(?:-[a-z]+)*-radius|font-family)\s*:\s*([^;}]*)/g)]
            .filter(([, , value]) => /\d+(px|%|rem|em)|[a-z]+,|"/.test((value ?? "").replace(/var\([^)]*\)/g, "").replace(/\b0\b/g, "")))
            .map(([decl]) => `${path}: ${decl}`),
        ),
      )
    expect(found).toEqual([])
  })

  it("styles use the tokens without fallbacks, and only tokens the theme declares", () => {
    const names = new Set<string>(Object.values(themeProperties).map((p) => p.name))
    const found = sources
      .filter((path) => path !== THEME && !NOT_STYLES.some((re) => re.test(path)))
      .flatMap((path) =>
        [...read(path).matchAll(/var\((--ise-[a-z0-9-]+)\s*(,[^)]*)?\)/g)]
          .filter(([, name, fallback]) => fallback || !names.has(name ?? ""))
          .map(([use]) => `${path}: ${use}`),
      )
    expect(found).toEqual([])
  })

  it("the theme's stylesheet declares every token's default", () => {
    for (const p of Object.values(themeProperties)) expect(themeCss).toContain(`${p.name}: ${p.default};`)
  })

  it("every class in a stylesheet or a literal className is ise-<feature>__<part>", () => {
    const found = sources.flatMap((path) => {
      const text = read(path)
      return [
        ...cssOf(path, text).flatMap(selectorClasses),
        ...(/\.tsx?$/.test(path) && !path.endsWith(".element.ts") ? literalClassNames(text) : []),
      ]
        .filter((name) => !CLASS.test(name) && !THIRD_PARTY.test(name))
        .map((name) => `${path}: .${name}`)
    })
    expect([...new Set(found)]).toEqual([])
  })

  it("the checks catch what they guard", () => {
    expect(colourLiterals(".a { color: #0b6e4f; background: rgba(0, 0, 0, .5) }")).toEqual(["#0b6e4f", "rgba(0"])
    expect(colourLiterals('fill="%230b6e4f"')).toEqual(["%230b6e4f"])
    expect(colourLiterals("see #main, issue #24, var(--ise-brand)")).toEqual([])
    expect(selectorClasses(".ise-cards__tile:hover, button.agr-button { color: red }")).toEqual(["ise-cards__tile", "agr-button"])
    expect(CLASS.test("ise-sale-orders__badge--DRAFT")).toBe(true)
    expect(CLASS.test("ise-so__badge")).toBe(false)
  })

  it("every element's spec lists exactly the custom properties and parts its code uses", async () => {
    const specFiles = sources.filter((path) => path.endsWith(".element.ts"))
    expect(specFiles.length).toBeGreaterThan(10)
    for (const path of specFiles) {
      const spec = Object.values(await import(join(ROOT, path)))[0] as ElementSpec
      const files = reachable(componentOf(path, spec.className))
      expect({ path, properties: spec.cssProperties.map((p) => p.name) }).toEqual({ path, properties: tokensUsed(files) })
      expect({ path, parts: spec.cssParts.map((p) => p.name).sort() }).toEqual({ path, parts: partsUsed(files) })
    }
  })
})
