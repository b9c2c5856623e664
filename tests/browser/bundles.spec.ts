import { expect, test } from "./fixtures"
import { encodeViewCookie, VIEW_COOKIE } from "../../src/core/http/viewCookie"
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
  const files = [
    ...scripts(join(dist, "portal/assets")),
    ...scripts(join(dist, "widgets")),
    ...scripts(join(dist, "widgets/esm")),
    ...scripts(join(dist, "widgets/modules")),
  ]
  expect(files.length).toBeGreaterThan(10)
  for (const file of files) {
    const code = readFileSync(file, "utf8")
    expect(code.includes(PARSER_ONLY), `${file} has the message parser`).toBe(false)
    expect(/\{\w+, plural,/.test(code), `${file} has an uncompiled plural`).toBe(false)
  }
})

test("a route arrives compressed and cached: br assets immutable, its page no-cache with an ETag (304 on reload), its chunks preloaded", async ({
  page,
  request,
}) => {
  const answers = new Map<string, { status: number; headers: Record<string, string> }>()
  page.on("response", (res) => {
    const path = decodeURIComponent(new URL(res.url()).pathname)
    if (!path.startsWith("/v1/") && !answers.has(path)) answers.set(path, { status: res.status(), headers: res.headers() })
  })
  await page.goto("/login")
  await expect(page.getByRole("button", { name: "Sisene" })).toBeVisible()
  // A signed-out visitor's sign-in page comes with its first view (server/firstView.ts): made for its cookies.
  const firstView = answers.get("/login")!
  expect([firstView.status, firstView.headers["content-encoding"], firstView.headers["cache-control"], firstView.headers.vary]).toEqual([
    200,
    "br",
    "no-store",
    "Accept-Encoding, Cookie",
  ])
  // As built (a browser with a stored user restores or ends that session itself): cached, revalidated by its ETag.
  const storedUser = { cookie: `${VIEW_COOKIE}=${encodeViewCookie((key) => (key === "ise.userId" ? "1" : null))}`, "accept-encoding": "br" }
  // (The fixture's own requests: no cookie of the page's context beside this one.)
  const asBuilt = await request.get("/login", { headers: storedUser })
  const html = { status: asBuilt.status(), headers: asBuilt.headers() }
  expect([html.status, html.headers["content-encoding"], html.headers["cache-control"], html.headers.vary]).toEqual([
    200,
    "br",
    "no-cache",
    "Accept-Encoding",
  ])
  expect(html.headers.etag).toMatch(/^"[\w-]+"$/)
  const scripts = [...answers].filter(([path]) => path.startsWith("/assets/") && path.endsWith(".js"))
  // The entry, the sign-in chunk of shared modules and the page's own chunk (vite.config.ts groups the rest).
  expect(scripts.length).toBeGreaterThanOrEqual(3)
  for (const [path, answer] of scripts) {
    expect([path, answer.headers["content-encoding"], answer.headers["cache-control"]]).toEqual([
      path,
      "br",
      "public, max-age=31536000, immutable",
    ])
  }
  // The login page's own chunk is named in its HTML, not found after the entry ran.
  const loginChunk = scripts.map(([path]) => path).find((path) => path.startsWith("/assets/LoginPage-"))!
  expect(await (await page.request.get("/login")).text()).toContain(`<link rel="modulepreload" crossorigin href="${loginChunk}">`)

  const revalidated = await request.get("/login", { headers: { ...storedUser, "if-none-match": html.headers.etag! } })
  expect([revalidated.status(), await revalidated.text()]).toEqual([304, ""])
  const widget = await page.request.get("/widgets/ise-fuel-prices.js", { headers: { "accept-encoding": "gzip" } })
  expect([widget.headers()["content-encoding"], widget.headers()["cache-control"]]).toEqual(["gzip", "no-cache"])
  expect(widget.headers().etag).toBeTruthy()
})
