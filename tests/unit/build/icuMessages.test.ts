import { build, type Plugin } from "esbuild"
import { resolve } from "node:path"
import { describe, expect, it } from "vitest"
import { compileCatalogSource, icuMessagesEsbuild } from "../../../scripts/build/icuMessages"

const root = resolve(__dirname, "../../..")
/** A string of the parser's own error kinds: present in a bundle only if the parser is. */
const PARSER_ONLY = "EXPECT_ARGUMENT_CLOSING_BRACE"

describe("build-time ICU compilation", () => {
  it("keeps plain texts as strings and replaces messages with ICU syntax by their AST", () => {
    const out = compileCatalogSource(
      `export const m = defineMessages({ et: { "a.plain": "Laen andmeid...", "a.count": "Valitud {count, plural, one {# arve} other {# arvet}}" } })`,
      "x.messages.ts",
    )
    expect(out).toContain(`"a.plain": "Laen andmeid..."`)
    expect(out).not.toContain("{count, plural")
    expect(out).toMatch(/"a\.count": \[\{"type":0,"value":"Valitud "\},\{"type":6,"value":"count","options":\{"one"/)
    expect(out.startsWith("export const m = defineMessages({ et: {")).toBe(true)
  })
  it("fails the build on a message that is not ICU, or a plural without other", () => {
    expect(() => compileCatalogSource(`export const et = { "a.bad": "Tere, {name" }`, "et.ts")).toThrow(/a\.bad/)
    expect(() => compileCatalogSource(`export const et = { "a.bad": "{n, plural, one {#}}" }`, "et.ts")).toThrow(/a\.bad/)
  })

  const bundle = async (plugins: Plugin[]) => {
    const result = await build({
      stdin: {
        contents: `
          import { featureTranslator } from "./src/core/i18n/translate"
          import { paymentMessages } from "./src/widgets/payments/payments.messages"
          export const selected = (locale, count) => featureTranslator(paymentMessages, locale)("pay.selected", { count, sum: "1 €" })`,
        resolveDir: root,
        loader: "ts",
      },
      bundle: true,
      format: "esm",
      platform: "browser",
      minify: true,
      write: false,
      plugins,
    })
    return result.outputFiles[0]!.text
  }

  it("a bundle built with the plugin has no message parser and still formats plurals", async () => {
    const withParser = await bundle([])
    expect(withParser).toContain(PARSER_ONLY)
    const code = await bundle([icuMessagesEsbuild()])
    expect(code).not.toContain(PARSER_ONLY)
    expect(code.length).toBeLessThan(withParser.length - 20_000)
    const { selected } = (await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`)) as {
      selected: (locale: string, count: number) => string
    }
    expect(selected("ru", 22)).toBe("Выбрано 22 счёта, сумма 1 €")
    expect(selected("et", 1)).toBe("Valitud 1 arve, summa 1 €")
  })
})
