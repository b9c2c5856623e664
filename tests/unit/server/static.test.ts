import { createHash } from "node:crypto"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib"
import { Hono } from "hono"
import { describe, expect, it } from "vitest"
import { routes } from "../../../src/portal/app/routes"
import { acceptedEncodings, mountStatic } from "../../../src/server/static"
import { compressFolder } from "../../../scripts/build/compress"
import { writeWidgetsManifest } from "../../../scripts/build/widgetsManifest"
import { HTTP_CLIENT_CHUNK, chunkKey, chunksOf, pageHtml, routePages, type Manifest } from "../../../scripts/build/routePages"

/** A built portal and widget folder as `npm run build` leaves them: files with their .br and .gz beside. */
const parent = mkdtempSync(join(tmpdir(), "ise-static-"))
const portal = join(parent, "portal")
const widgets = join(parent, "widgets")
mkdirSync(join(portal, "assets"), { recursive: true })
mkdirSync(join(portal, "arved"), { recursive: true })
mkdirSync(widgets, { recursive: true })
const js = "export const answer = 42;\n".repeat(200)
const withVariants = (file: string, text: string) => {
  writeFileSync(file, text)
  writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(text)))
  writeFileSync(`${file}.gz`, gzipSync(Buffer.from(text)))
}
withVariants(join(portal, "assets", "app-abc123.js"), js)
withVariants(join(portal, "index.html"), "<html>portal</html>".repeat(20))
withVariants(
  join(portal, "arved", "index.html"),
  '<html>portal<link rel="modulepreload" href="/assets/InvoicesPage-x.js"></html>'.repeat(5),
)
withVariants(join(widgets, "ise-fuel-prices.js"), js)
mkdirSync(join(widgets, "modules"))
writeFileSync(join(widgets, "modules", "runtime.Ab12_-cd.js"), js)
writeFileSync(join(portal, "assets", "logo.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
writeFileSync(join(portal, "assets", "logo.png.br"), "not for images")

const app = new Hono()
app.get("/v1/prices", (c) => c.json([]))
mountStatic(app, { portal, widgets, examples: join(parent, "examples") })
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers })
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer())

describe("content negotiation", () => {
  it("reads q-values: the best coding the client weighs highest, ours (br, gzip, identity) on a tie", () => {
    expect(acceptedEncodings("gzip, deflate, br, zstd")).toEqual(["br", "gzip", "identity"])
    expect(acceptedEncodings("br;q=0.5, gzip")).toEqual(["gzip", "identity", "br"])
    expect(acceptedEncodings("br;q=0.8, gzip;q=0.9, identity;q=0.1")).toEqual(["gzip", "br", "identity"])
    expect(acceptedEncodings("gzip;q=0, br;q=0.001")).toEqual(["identity", "br"])
    expect(acceptedEncodings("X-GZIP")).toEqual(["gzip", "identity"])
    // `*` weighs the unnamed codings; identity stays at 1 unless named or refused.
    expect(acceptedEncodings("*;q=0.3")).toEqual(["identity", "br", "gzip"])
    expect(acceptedEncodings("identity;q=0, *;q=0")).toEqual([])
    expect(acceptedEncodings("")).toEqual(["identity"])
    expect(acceptedEncodings(undefined)).toEqual(["identity"])
  })

  it("sends the .br or .gz made at build time by Accept-Encoding, with Vary; the file itself without one", async () => {
    const file = join(portal, "assets", "app-abc123.js")
    const br = await get("/assets/app-abc123.js", { "accept-encoding": "gzip, deflate, br" })
    expect([br.status, br.headers.get("content-encoding"), br.headers.get("vary"), br.headers.get("content-type")]).toEqual([
      200,
      "br",
      "Accept-Encoding",
      "text/javascript; charset=utf-8",
    ])
    expect(await bytes(br)).toEqual(readFileSync(`${file}.br`))
    const gz = await get("/assets/app-abc123.js", { "accept-encoding": "br;q=0.5, gzip" })
    expect(gz.headers.get("content-encoding")).toBe("gzip")
    expect(await bytes(gz)).toEqual(readFileSync(`${file}.gz`))
    const plain = await get("/assets/app-abc123.js")
    expect([plain.headers.get("content-encoding"), plain.headers.get("vary")]).toEqual([null, "Accept-Encoding"])
    expect(await plain.text()).toBe(js)
    const refused = await get("/assets/app-abc123.js", { "accept-encoding": "br;q=0, gzip;q=0" })
    expect([refused.headers.get("content-encoding"), await refused.text()]).toEqual([null, js])
  })

  it("skips a variant older than its file (a rebuild without the compression step) and never encodes images", async () => {
    withVariants(join(portal, "assets", "stale-1.js"), "old();".repeat(100))
    writeFileSync(join(portal, "assets", "stale-1.js"), "fresh();".repeat(100))
    const later = new Date(Date.now() + 60_000)
    utimesSync(join(portal, "assets", "stale-1.js"), later, later)
    const stale = await get("/assets/stale-1.js", { "accept-encoding": "br, gzip" })
    expect([stale.headers.get("content-encoding"), await stale.text()]).toEqual([null, "fresh();".repeat(100)])
    const png = await get("/assets/logo.png", { "accept-encoding": "br" })
    expect([png.headers.get("content-encoding"), png.headers.get("vary"), (await bytes(png)).length]).toEqual([null, null, 4])
  })
})

describe("other origins", () => {
  it("widget files are readable by every origin (module scripts, SRI), also in a 304; the portal's files are not", async () => {
    const first = await get("/widgets/ise-fuel-prices.js", { origin: "https://shop.example.ee", "accept-encoding": "br" })
    expect(first.headers.get("access-control-allow-origin")).toBe("*")
    expect(first.headers.get("cross-origin-resource-policy")).toBe("cross-origin")
    const again = await get("/widgets/ise-fuel-prices.js", { "if-none-match": first.headers.get("etag")!, "accept-encoding": "br" })
    expect([again.status, again.headers.get("access-control-allow-origin")]).toEqual([304, "*"])
    expect(
      (await get("/assets/app-abc123.js", { origin: "https://shop.example.ee" })).headers.get("access-control-allow-origin"),
    ).toBeNull()
  })
})

describe("versioned widget addresses (widgets-manifest.json)", () => {
  it("each script under /widgets/v1/<name>.<hash>.js, immutable and readable cross-origin, with an SRI hash of its bytes; an old hash is a 404", async () => {
    const manifest = writeWidgetsManifest(widgets)
    const entry = manifest.files["ise-fuel-prices.js"]!
    expect(entry.url).toMatch(/^\/widgets\/v1\/ise-fuel-prices\.[0-9a-f]{12}\.js$/)
    const res = await get(entry.url)
    expect([res.status, res.headers.get("cache-control"), res.headers.get("access-control-allow-origin")]).toEqual([
      200,
      "public, max-age=31536000, immutable",
      "*",
    ])
    const body = await bytes(res)
    expect(entry.integrity).toBe(`sha384-${createHash("sha384").update(body).digest("base64")}`)
    expect((await get("/widgets/v1/ise-fuel-prices.000000000000.js")).status).toBe(404)
    expect((await get("/widgets/v1/ise-fuel-prices.js")).status).toBe(404)
    expect((await get("/widgets/widgets-manifest.json")).status).toBe(200)
  })

  it("the elements' modules keep their hashed names (they import each other by them), under /widgets/ and /widgets/v1/, immutable", async () => {
    const entry = writeWidgetsManifest(widgets).files["modules/runtime.Ab12_-cd.js"]!
    expect(entry.url).toBe("/widgets/v1/modules/runtime.Ab12_-cd.js")
    for (const path of [entry.url, "/widgets/modules/runtime.Ab12_-cd.js"]) {
      const res = await get(path)
      expect([path, res.status, res.headers.get("cache-control"), res.headers.get("access-control-allow-origin")]).toEqual([
        path,
        200,
        "public, max-age=31536000, immutable",
        "*",
      ])
      expect(entry.integrity).toBe(
        `sha384-${createHash("sha384")
          .update(await bytes(res))
          .digest("base64")}`,
      )
    }
    expect((await get("/widgets/v1/modules/runtime.Zz99_-cd.js")).status).toBe(404)
  })
})

describe("caching", () => {
  it("hashed assets for a year, immutable; HTML and the widget loader scripts no-cache with an ETag", async () => {
    expect((await get("/assets/app-abc123.js")).headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    for (const path of ["/", "/index.html", "/esileht", "/arved", "/widgets/ise-fuel-prices.js"]) {
      const res = await get(path, { "accept-encoding": "br" })
      expect([path, res.status, res.headers.get("cache-control"), res.headers.get("etag")]).toEqual([
        path,
        200,
        "no-cache",
        expect.stringMatching(/^"[\w-]{22}"$/),
      ])
    }
  })

  it("answers 304 without a body to a matching If-None-Match (weak or in a list), per coding; a changed file gets a new ETag", async () => {
    const first = await get("/esileht", { "accept-encoding": "br" })
    const etag = first.headers.get("etag")!
    const again = await get("/esileht", { "accept-encoding": "br", "if-none-match": etag })
    expect([
      again.status,
      await again.text(),
      again.headers.get("etag"),
      again.headers.get("cache-control"),
      again.headers.get("vary"),
    ]).toEqual([304, "", etag, "no-cache", "Accept-Encoding"])
    expect((await get("/esileht", { "accept-encoding": "br", "if-none-match": `"other", W/${etag}` })).status).toBe(304)
    expect((await get("/esileht", { "accept-encoding": "br", "if-none-match": "*" })).status).toBe(304)
    // The identity body is another representation: its own ETag, so the br one does not match it.
    const plain = await get("/esileht", { "if-none-match": etag })
    expect([plain.status, plain.headers.get("etag") === etag]).toEqual([200, false])
    expect(
      (await get("/widgets/ise-fuel-prices.js", { "if-none-match": (await get("/widgets/ise-fuel-prices.js")).headers.get("etag")! }))
        .status,
    ).toBe(304)

    withVariants(join(portal, "index.html"), "<html>new release</html>".repeat(20))
    const changed = await get("/esileht", { "accept-encoding": "br", "if-none-match": etag })
    expect([changed.status, changed.headers.get("etag") === etag]).toEqual([200, false])
  })

  it("serves a route's own page (with its modulepreloads) before the SPA fallback; /v1 stays the API's", async () => {
    expect(await (await get("/arved")).text()).toContain("InvoicesPage-x.js")
    expect(await (await get("/arved/")).text()).toContain("InvoicesPage-x.js")
    expect(await (await get("/kaardid")).text()).not.toContain("modulepreload")
    expect((await get("/v1/unknown")).status).toBe(404)
  })
})

describe("route pages (scripts/build/routePages.ts)", () => {
  it("reads every route of the route table but those with a parameter", () => {
    const pages = routePages(readFileSync("src/portal/app/routePages.ts", "utf8"))
    expect(Object.keys(pages).sort()).toEqual(
      routes
        .filter((r) => !r.path.includes(":"))
        .map((r) => r.path)
        .sort(),
    )
    expect(pages["/arved"]).toBe("pages/InvoicesPage.tsx")
    expect(pages["/väljastuskorraldused"]).toBe("pages/DispensingOrdersPage.tsx")
  })

  it("preloads the page's chunk and its static imports, transitively, that index.html does not load already", () => {
    const manifest: Manifest = {
      "index.html": { file: "assets/index-1.js", imports: ["_shared-1.js"] },
      "_shared-1.js": { file: "assets/shared-1.js" },
      "pages/InvoicesPage.tsx": { file: "assets/InvoicesPage-1.js", imports: ["_shared-1.js", "_table-1.js"] },
      "_table-1.js": { file: "assets/table-1.js", imports: ["_dates-1.js"] },
      "_dates-1.js": { file: "assets/dates-1.js" },
    }
    expect(chunksOf(manifest, "pages/InvoicesPage.tsx")).toEqual([
      "assets/InvoicesPage-1.js",
      "assets/shared-1.js",
      "assets/table-1.js",
      "assets/dates-1.js",
    ])
    const index = `<html>\n  <head>\n    <script type="module" src="/assets/index-1.js"></script>\n    <link rel="modulepreload" href="/assets/shared-1.js">\n  </head>\n</html>`
    const html = pageHtml(index, chunksOf(manifest, "pages/InvoicesPage.tsx"))
    expect([...html.matchAll(/modulepreload" crossorigin href="\/(assets\/[^"]+)"/g)].map((m) => m[1])).toEqual([
      "assets/InvoicesPage-1.js",
      "assets/table-1.js",
      "assets/dates-1.js",
    ])
    expect(html.indexOf("table-1.js")).toBeLessThan(html.indexOf("</head>"))
    expect(pageHtml(index, ["assets/shared-1.js"])).toBe(index)
  })

  it("finds the HTTP client's chunk (ofetch, a dynamic import) that every signed-in page preloads, or stops the build (issue 31)", () => {
    const manifest: Manifest = {
      "index.html": { file: "assets/index-1.js" },
      "../../node_modules/ofetch/dist/index.mjs": { file: "assets/dist-1.js" },
    }
    expect(chunkKey(manifest, HTTP_CLIENT_CHUNK)).toBe("../../node_modules/ofetch/dist/index.mjs")
    expect(() => chunkKey({ "index.html": { file: "assets/index-1.js" } }, HTTP_CLIENT_CHUNK)).toThrow(/ofetch/)
  })

  it("lists the route's data preloads in a JSON block the browser does not run, `<` escaped (issue 31)", () => {
    const entries = [
      { path: "/cards/{customerId}?page=0", rules: [{ roles: ["ADMIN", "VIEW_CARDS"] }] },
      { path: "/x?q=</script>", rules: [] },
    ]
    const html = pageHtml("<html><head>\n  </head></html>", [], entries)
    const block = html.match(/<script type="application\/json" id="ise-route-preloads">(.*)<\/script>/)?.[1]
    expect(JSON.parse(block!)).toEqual(entries)
    expect(block).not.toContain("<")
    expect(html.indexOf("ise-route-preloads")).toBeLessThan(html.indexOf("</head>"))
  })
})

describe("the build's compression (scripts/build/compress.ts)", () => {
  it("writes a .br and a .gz beside each text file, again on every build; drops variants of files that are gone; leaves images", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ise-compress-"))
    writeFileSync(join(dir, "a.js"), js)
    writeFileSync(join(dir, "gone.js"), js)
    writeFileSync(join(dir, "tiny.css"), "a{}")
    writeFileSync(join(dir, "logo.png"), Buffer.alloc(2000))
    const cache = mkdtempSync(join(tmpdir(), "ise-compress-cache-"))
    const first = await compressFolder(dir, cache)
    expect(first.every((c) => !c.cached)).toBe(true)
    writeFileSync(join(dir, "a.js"), `${js}// next release\n`)
    rmSync(join(dir, "gone.js"))
    const second = await compressFolder(dir, cache)
    // Only the changed file is compressed again; the unchanged one comes from the cache.
    expect(second.map((c) => [c.file.slice(dir.length + 1), c.cached]).sort()).toEqual([
      ["a.js", false],
      ["tiny.css", true],
    ])
    expect(brotliDecompressSync(readFileSync(join(dir, "a.js.br"))).toString()).toBe(`${js}// next release\n`)
    expect(gunzipSync(readFileSync(join(dir, "a.js.gz"))).toString()).toBe(`${js}// next release\n`)
    // Not smaller, so not written; nothing for images; nothing left of a file that is gone.
    expect(["tiny.css.br", "logo.png.br", "logo.png.gz", "gone.js.br", "gone.js.gz"].filter((f) => existsSync(join(dir, f)))).toEqual([])
  })
})
