/**
 * custom-elements.json (Custom Elements Manifest 2.1.0) and docs/elements/<tag>.md, generated from
 * the element specs (`src/widgets/<feature>/<name>.element.ts`). The CEM analyzer cannot see r2wc
 * elements (they are made at run time), so the specs are the source.
 *
 *   node --import tsx scripts/gen-elements.ts     writes the files
 *
 * tests/unit/core/elements.test.ts checks that the committed files equal this output.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import type * as Cem from "custom-elements-manifest"
import type { AttributeSpec, ElementSpec, EventSpec } from "../src/widgets/element/spec"
import { elementFiles } from "./build/elements"
import { propertyName } from "../src/widgets/element/spec"

/** Every element the build ships (found under src/widgets, scripts/build/elements.ts), with the file its spec lives in. */
export const elementSpecs: ReadonlyArray<{ readonly source: string; readonly spec: ElementSpec }> = await Promise.all(
  elementFiles().map(async ({ source, tag }) => {
    const module = (await import(pathToFileURL(join(dirname(fileURLToPath(import.meta.url)), "..", source)).href)) as Record<
      string,
      unknown
    >
    const spec = Object.values(module).find((value) => (value as ElementSpec | undefined)?.tag === tag) as ElementSpec | undefined
    if (!spec) throw new Error(`${source} exports no spec of <${tag}>`)
    return { source, spec }
  }),
)

export const scriptOf = (spec: ElementSpec) => `dist/widgets/${spec.tag}.js`
const moduleOf = (spec: ElementSpec) => `dist/widgets/esm/${spec.tag}.mjs`
export const sheetOf = (spec: ElementSpec) => `docs/elements/${spec.tag}.md`

const attributeType = (a: AttributeSpec): string => (a.values ? a.values.map((v) => JSON.stringify(v)).join(" | ") : a.type)
const detailType = (e: EventSpec): string =>
  `{ ${Object.entries(e.detail)
    .map(([field, { type }]) => `${field}: ${type}`)
    .join("; ")} }`
const detailCell = (e: EventSpec): string =>
  Object.entries(e.detail)
    .map(([field, { type, description }]) => `\`${field}\` (${type}): ${description}`)
    .join("<br>")
const deprecation = (name: string) => `Use \`${name}\`; this name is dispatched too for one release only.`

/** Each event under its name, then its deprecated alias with the same detail. */
const eventRows = (spec: ElementSpec) =>
  Object.entries(spec.events).flatMap(([name, event]) => [
    { name, event, deprecated: undefined as string | undefined },
    ...(event.deprecatedAlias ? [{ name: event.deprecatedAlias, event, deprecated: deprecation(name) }] : []),
  ])

/** What every signed-in element takes besides its attributes: the host's token provider (src/widgets/element/tokens.ts). */
const TOKEN_PROVIDER_TYPE = "() => Promise<string | null | undefined> | string | null | undefined"
const TOKEN_PROVIDER_DESCRIPTION =
  "A function the host gives: a fresh access token (or a promise of one). Asked for the first token and, once, again after a 401; the element then gives up. Set it as a property (a function is never an attribute)."
const TOKEN_REQUEST_DESCRIPTION =
  'Without `tokenProvider` (and `token`) the element asks its host for a token: answer with `event.detail.respondWith(tokenOrPromise)`; an app answers through its native bridge by pushing `{ type: "token", token }`. Sent again, once, after a 401 (`reason: "expired"`).'
const tokenMembers = (spec: ElementSpec): Cem.CustomElementField[] =>
  spec.signedIn
    ? [
        {
          kind: "field",
          name: "tokenProvider",
          type: { text: `(${TOKEN_PROVIDER_TYPE}) | undefined` },
          description: TOKEN_PROVIDER_DESCRIPTION,
        },
      ]
    : []
const tokenEvents = (spec: ElementSpec): Cem.Event[] =>
  spec.signedIn
    ? [
        {
          name: "ise-token-request",
          type: {
            text: 'CustomEvent<{ reason: "initial" | "expired"; respondWith(token: string | null | Promise<string | null>): void }>',
          },
          description: TOKEN_REQUEST_DESCRIPTION,
        },
      ]
    : []

const declarationOf = (spec: ElementSpec): Cem.CustomElementDeclaration => {
  const attributes = Object.entries(spec.attributes)
  return {
    kind: "class",
    customElement: true,
    name: spec.className,
    tagName: spec.tag,
    summary: spec.summary,
    description: spec.description,
    attributes: attributes.map(([name, a]) => ({
      name,
      fieldName: propertyName(name),
      type: { text: attributeType(a) },
      ...(a.default === undefined ? {} : { default: a.default }),
      description: a.description,
    })),
    members: [
      ...attributes.map(
        ([name, a]): Cem.CustomElementField => ({
          kind: "field",
          name: propertyName(name),
          attribute: name,
          type: { text: `${attributeType(a)} | undefined` },
          description: a.description,
        }),
      ),
      ...tokenMembers(spec),
    ],
    events: [
      ...eventRows(spec).map(({ name, event, deprecated }) => ({
        name,
        type: { text: `CustomEvent<${detailType(event)}>` },
        description: event.description,
        ...(deprecated ? { deprecated } : {}),
      })),
      ...tokenEvents(spec),
    ],
    cssProperties: spec.cssProperties.map((p) => ({ name: p.name, syntax: "<color>", default: p.default, description: p.description })),
    cssParts: spec.cssParts.map((p) => ({ ...p })),
    slots: spec.slots.map((s) => ({ ...s })),
  }
}

export const customElementsManifest = (specs: ReadonlyArray<ElementSpec>): Cem.Package => ({
  schemaVersion: "2.1.0",
  readme: "README.md",
  modules: specs.map((spec) => ({
    kind: "javascript-module",
    path: scriptOf(spec),
    summary: `Loading this script registers <${spec.tag}> (guarded: loading it twice is harmless). The same element as an ES module: ${moduleOf(spec)}.`,
    declarations: [declarationOf(spec)],
    exports: [{ kind: "custom-element-definition", name: spec.tag, declaration: { name: spec.className, module: scriptOf(spec) } }],
  })),
})

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ")
const table = (head: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string>>): string[] =>
  rows.length === 0
    ? ["None.", ""]
    : [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.map(cell).join(" | ")} |`), ""]

const exampleOf = (spec: ElementSpec): string => {
  // The token is never written in the markup: the host's own script hands it over (docs/embedding.md).
  const attributes = Object.entries(spec.attributes)
    .filter(([name]) => name !== "token")
    .map(([name, a]) => (name === "api-base" ? `${name}="https://portal.example.ee/v1"` : `${name}="${a.default ?? a.values?.[0] ?? "…"}"`))
  const element = `<${spec.tag} ${attributes.join(" ")}></${spec.tag}>`
  const script = `<script src="https://portal.example.ee/widgets/${spec.tag}.js" crossorigin="anonymous"></script>`
  const token = spec.signedIn
    ? [`<!-- your own script file: document.querySelector("${spec.tag}").tokenProvider = () => yourSession.accessToken() -->`]
    : []
  return [element, script, ...token].join("\n")
}

/** The API sheet of one element: what a host page needs to embed it. */
export const elementSheet = (spec: ElementSpec, source: string): string =>
  [
    `# \`<${spec.tag}>\``,
    "",
    `<!-- Generated from ${source} by \`node --import tsx scripts/gen-elements.ts\`; edit the spec, not this file. -->`,
    "",
    spec.summary,
    "",
    spec.description,
    "",
    spec.signedIn
      ? [
          "A signed-in element: the host signs the user in and hands over the access token (the `tokenProvider` property, or its answer to",
          "`ise-token-request`; never in an address) and the customer; the element keeps them in memory and never writes to the page's storage.",
          "On a 401 it asks once more, then gives up. On another origin it works only when that origin is in the server's `EMBED_ORIGINS`",
          "(docs/embedding.md). Every `ise-*` event also reaches a native app's bridge when the webview has one.",
        ].join("\n")
      : "A public element: no sign-in, and nothing shared with the page or the portal. It fetches without credentials and works on any origin.",
    "",
    "```html",
    exampleOf(spec),
    "```",
    "",
    `Script: \`${scriptOf(spec)}\` (served at \`/widgets/${spec.tag}.js\`); ES module for hosts that bundle: \`${moduleOf(spec)}\`.`,
    "Loading the script twice is harmless: the second registration is skipped. Styles live in the element's shadow root:",
    "the host page's rules do not reach inside, and only the CSS custom properties and parts below are meant for theming.",
    "The element puts the properties' defaults in the page once (an adopted stylesheet, at zero specificity): a value the page sets,",
    "on `:root`, an ancestor or the element, wins and inherits into the shadow root. Its own styles are constructable stylesheets, so a",
    "host page whose CSP is `default-src 'self'` (no `'unsafe-inline'`) shows it as it is.",
    "",
    "## Attributes",
    "",
    ...table(
      ["attribute", "property", "type", "default", "description"],
      Object.entries(spec.attributes).map(([name, a]) => [
        `\`${name}\``,
        `\`${propertyName(name)}\``,
        `\`${attributeType(a)}\``,
        a.default ? `\`${a.default}\`` : "—",
        a.description,
      ]),
    ),
    ...(spec.signedIn
      ? [
          "## Properties",
          "",
          ...table(["property", "type", "description"], [["`tokenProvider`", `\`${TOKEN_PROVIDER_TYPE}\``, TOKEN_PROVIDER_DESCRIPTION]]),
        ]
      : []),
    "## Events",
    "",
    ...(Object.keys(spec.events).length
      ? ["Every event bubbles and is composed (it leaves the shadow root), dispatched on the element.", ""]
      : []),
    ...table(
      ["event", "detail", "cancelable", "description"],
      [
        ...eventRows(spec).map(({ name, event, deprecated }) => [
          `\`${name}\``,
          detailCell(event),
          event.cancelable ? "yes" : "no",
          deprecated ? `**Deprecated.** ${deprecated}` : event.description,
        ]),
        ...(spec.signedIn
          ? [
              [
                "`ise-token-request`",
                '`reason` ("initial" | "expired")<br>`respondWith(token)`: the host\'s answer',
                "no",
                TOKEN_REQUEST_DESCRIPTION,
              ],
            ]
          : []),
      ],
    ),
    "## CSS custom properties",
    "",
    ...table(
      ["property", "default", "description"],
      spec.cssProperties.map((p) => [`\`${p.name}\``, `\`${p.default}\``, p.description]),
    ),
    "## CSS parts",
    "",
    ...table(
      ["part", "description"],
      spec.cssParts.map((p) => [`\`${p.name}\``, p.description]),
    ),
    "## Slots",
    "",
    ...table(
      ["slot", "description"],
      spec.slots.map((s) => [`\`${s.name}\``, s.description]),
    ),
  ].join("\n")

/** Every generated file, by its path from the repository root. */
export const generatedElementFiles = (): Record<string, string> => ({
  "custom-elements.json": `${JSON.stringify(customElementsManifest(elementSpecs.map((e) => e.spec)), null, 2)}\n`,
  ...Object.fromEntries(elementSpecs.map(({ source, spec }) => [sheetOf(spec), elementSheet(spec, source)])),
})

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..")
  for (const [path, text] of Object.entries(generatedElementFiles())) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
    console.log(`wrote ${path}`)
  }
}
