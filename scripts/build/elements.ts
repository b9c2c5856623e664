/**
 * The custom elements the build ships, found rather than listed: every `src/widgets/<feature>/<name>.element.ts`
 * (the element's spec) with its entry `<name>.entry.ts` beside it (loading the entry registers the element).
 * tsup.config.ts builds them, scripts/gen-elements.ts documents them, bench/sizes.ts weighs them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"

export interface ElementFile {
  /** The tag, read from the spec's `tag: "ise-…"`. */
  readonly tag: string
  /** From the spec's `signedIn`: signed-in elements share the session's queries and modals. */
  readonly signedIn: boolean
  /** The spec, e.g. `src/widgets/cards/cards.element.ts`. */
  readonly source: string
  /** The entry, e.g. `src/widgets/cards/cards.entry.ts`. */
  readonly entry: string
}

export function elementFiles(widgets = "src/widgets"): ReadonlyArray<ElementFile> {
  const found: Array<ElementFile> = []
  for (const feature of readdirSync(widgets).sort()) {
    const dir = join(widgets, feature)
    if (!statSync(dir).isDirectory()) continue
    for (const name of readdirSync(dir).sort()) {
      if (!name.endsWith(".element.ts")) continue
      const source = join(dir, name)
      const text = readFileSync(source, "utf8")
      const tag = /\btag: "(ise-[a-z-]+)"/.exec(text)?.[1]
      const signedIn = /\bsignedIn: (true|false)\b/.exec(text)?.[1]
      if (!tag || !signedIn) throw new Error(`${source}: an element spec names its tag and whether it is signed in`)
      const entry = source.replace(/\.element\.ts$/, ".entry.ts")
      if (!existsSync(entry)) throw new Error(`${source}: its entry ${entry} is missing`)
      found.push({ tag, signedIn: signedIn === "true", source, entry })
    }
  }
  return found.sort((a, b) => a.tag.localeCompare(b.tag))
}
