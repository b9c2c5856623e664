import { expect, test } from "@playwright/test"
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

const dist = fileURLToPath(new URL("../../dist", import.meta.url))
/** A string of the ICU parser's own error kinds: in a bundle only if the parser is. */
const PARSER_ONLY = "EXPECT_ARGUMENT_CLOSING_BRACE"

const scripts = (dir: string) =>
  readdirSync(dir)
    .filter((name) => /\.(m?js)$/.test(name) && !name.startsWith("pdf.worker"))
    .map((name) => join(dir, name))

test("the built portal and element scripts carry precompiled messages and no message parser", () => {
  const files = [...scripts(join(dist, "portal/assets")), ...scripts(join(dist, "widgets")), ...scripts(join(dist, "widgets/esm"))]
  expect(files.length).toBeGreaterThan(10)
  for (const file of files) {
    const code = readFileSync(file, "utf8")
    expect(code.includes(PARSER_ONLY), `${file} has the message parser`).toBe(false)
    expect(/\{\w+, plural,/.test(code), `${file} has an uncompiled plural`).toBe(false)
  }
})
