import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { execFileSync, spawnSync } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { extname, join, resolve } from "node:path"

/**
 * Issue 30: the elements as an installable package. `npm pack dist/package` (the build writes it,
 * scripts/build/package.ts), the tarball installed offline (it has no dependencies) into (a) a scratch
 * Vite + React 19 app that uses two elements with typed props (tsc checks them, a wrong prop type fails),
 * built with Vite, and (b) a plain HTML page importing the modules; both served from an origin of their
 * own and showing the real server's data.
 */
const REPO = resolve(import.meta.dirname, "../..")
const PACKAGE = "@iseteenindus/elements"
const bin = (path: string) => join(REPO, "node_modules", path)

let scratch = ""
let server: Server | undefined
let origin = ""

/** A scratch app inside the repo's .cache/, so that react, vite and typescript resolve from the repo's node_modules. */
const writeApp = (api: string) => {
  mkdirSync(join(scratch, "src"), { recursive: true })
  writeFileSync(join(scratch, "package.json"), JSON.stringify({ name: "package-test", private: true, type: "module" }))
  writeFileSync(
    join(scratch, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        target: "ES2022",
        module: "ESNext",
        moduleResolution: "bundler",
        jsx: "react-jsx",
        lib: ["ES2022", "DOM"],
        noEmit: true,
        // The app's own code is checked against the package's types (skipLibCheck only skips checking the .d.ts files themselves).
        skipLibCheck: true,
        types: [],
      },
      include: ["src"],
    }),
  )
  writeFileSync(
    join(scratch, "src", "main.tsx"),
    `import "${PACKAGE}/ise-fuel-prices"
import "${PACKAGE}/ise-station-map"
import type {} from "${PACKAGE}/react"
import { useEffect, useRef } from "react"
import { createRoot } from "react-dom/client"

const API = ${JSON.stringify(api)}

function App() {
  // The tag map types the element: its properties are known to TypeScript.
  const prices = useRef<HTMLElementTagNameMap["ise-fuel-prices"]>(null)
  useEffect(() => {
    if (prices.current) prices.current.dataset.locale = prices.current.locale ?? "unset"
  }, [])
  return (
    <main>
      <ise-fuel-prices ref={prices} id="prices" api-base={API} locale="en" vat="without" />
      <ise-station-map id="stations" api-base={API} locale="et" features="" />
    </main>
  )
}
createRoot(document.getElementById("root")!).render(<App />)
`,
  )
  writeFileSync(
    join(scratch, "index.html"),
    `<!doctype html><meta charset="utf-8"><title>app</title><div id="root"></div><script type="module" src="/src/main.tsx"></script>`,
  )
  writeFileSync(
    join(scratch, "vite.config.mjs"),
    `import react from "@vitejs/plugin-react"\nexport default { base: "./", logLevel: "warn", plugins: [react()], build: { target: "es2022" } }\n`,
  )
  writeFileSync(
    join(scratch, "plain.html"),
    `<!doctype html><meta charset="utf-8"><title>plain</title>
<script type="importmap">{ "imports": { "${PACKAGE}/": "./node_modules/${PACKAGE}/" } }</script>
<ise-fuel-prices id="prices" api-base="${api}" locale="et"></ise-fuel-prices>
<ise-station-map id="stations" api-base="${api}" locale="et"></ise-station-map>
<script type="module">
  import "${PACKAGE}/ise-fuel-prices.js"
  import "${PACKAGE}/ise-station-map.js"
</script>`,
  )
}

const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
}

/** The host's own origin: /app/ is the Vite build, the rest the scratch folder (the plain page and node_modules). */
const serve = () =>
  new Promise<string>((done) => {
    server = createServer((req, res) => {
      const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname)
      const file = path.startsWith("/app/") ? join(scratch, "dist", path.slice(5) || "index.html") : join(scratch, path)
      if (!file.startsWith(scratch) || !existsSync(file)) return res.writeHead(404).end()
      res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" }).end(readFileSync(file))
    }).listen(0, "127.0.0.1", () => done(`http://127.0.0.1:${(server!.address() as AddressInfo).port}`))
  })

test.describe("the elements as an npm package", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 })

  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(180_000)
    expect(existsSync(join(REPO, "dist/package/package.json")), "npm run build writes dist/package").toBe(true)
    mkdirSync(join(REPO, ".cache"), { recursive: true })
    scratch = mkdtempSync(join(REPO, ".cache", "package-test-"))
    writeApp(`${baseURL}/v1`)
    const tarball = execFileSync("npm", ["pack", join(REPO, "dist/package"), "--pack-destination", scratch, "--silent"], {
      encoding: "utf8",
    })
      .trim()
      .split("\n")
      .pop()!
    execFileSync("npm", ["install", `./${tarball}`, "--offline", "--no-audit", "--no-fund", "--ignore-scripts", "--no-save"], {
      cwd: scratch,
      stdio: "pipe",
    })
    origin = await serve()
  })

  test.afterAll(() => {
    server?.close()
    if (scratch) rmSync(scratch, { recursive: true, force: true })
  })

  test("the tarball holds an entry per element, the types, the manifest and the API sheets, and no dependencies", () => {
    const installed = join(scratch, "node_modules", PACKAGE)
    const pkg = JSON.parse(readFileSync(join(installed, "package.json"), "utf8"))
    expect(pkg.dependencies ?? {}).toEqual({})
    const tags = (
      JSON.parse(readFileSync(join(installed, "custom-elements.json"), "utf8")).modules as Array<{
        declarations: Array<{ tagName: string }>
      }>
    ).flatMap((m) => m.declarations.map((d) => d.tagName))
    expect(tags.length).toBeGreaterThanOrEqual(16)
    for (const tag of tags) {
      expect(pkg.exports[`./${tag}`], tag).toEqual({ types: `./${tag}.d.ts`, default: `./${tag}.js` })
      expect(existsSync(join(installed, "docs", `${tag}.md`)), tag).toBe(true)
      expect(readFileSync(join(installed, "index.d.ts"), "utf8")).toContain(`"${tag}":`)
    }
  })

  test("tsc accepts the app's typed props and refuses a wrong one", () => {
    const tsc = (project: string) =>
      spawnSync(process.execPath, [bin("typescript/bin/tsc"), "-p", project], { cwd: scratch, encoding: "utf8" })
    const good = tsc("tsconfig.json")
    expect(good.stdout + good.stderr, "the app type-checks").toBe("")
    expect(good.status).toBe(0)
    // The same app with a value the spec does not allow (vat is "with" | "without") and a string for a number.
    writeFileSync(join(scratch, "tsconfig.wrong.json"), JSON.stringify({ extends: "./tsconfig.json", include: ["wrong"] }))
    mkdirSync(join(scratch, "wrong"), { recursive: true })
    writeFileSync(
      join(scratch, "wrong", "wrong.tsx"),
      `import type {} from "${PACKAGE}/react"\nexport const Wrong = () => <><ise-fuel-prices vat="maybe" /><ise-new-invoices customer-id="2" /></>\n`,
    )
    const bad = tsc("tsconfig.wrong.json")
    expect(bad.status).not.toBe(0)
    expect(bad.stdout).toMatch(/wrong\.tsx\(2,\d+\): error TS2322: Type '"maybe"' is not assignable to type '"with" \| "without"/)
    expect(bad.stdout).toMatch(
      /wrong\.tsx\(2,\d+\): error TS2322: [^\n]*\n[^\n]*"customer-id"[^\n]*\n\s*Type 'string' is not assignable to type 'number'/,
    )
  })

  const showsData = async (page: Page, pricesHeading: string) => {
    await expect(page.locator("#prices").getByRole("heading", { name: pricesHeading })).toBeVisible()
    await expect(page.locator("#prices").locator('tr[data-product="B95"]')).toHaveCount(1)
    await expect(page.locator("#stations").getByTestId("station-count")).toHaveText("42 tanklat")
  }

  test("built with Vite into a React 19 app, both elements show the server's data", async ({ page }) => {
    execFileSync(process.execPath, [bin("vite/bin/vite.js"), "build"], { cwd: scratch, stdio: "pipe" })
    const errors: string[] = []
    page.on("pageerror", (e) => errors.push(e.message))
    await page.goto(`${origin}/app/`)
    await showsData(page, "Prices at service stations")
    // React 19 set the attribute-typed props: the element took the locale.
    await expect(page.locator("#prices")).toHaveAttribute("data-locale", "en")
    expect(errors).toEqual([])
  })

  test("a plain HTML page imports the modules with <script type=module> and shows the same data", async ({ page }) => {
    const errors: string[] = []
    page.on("pageerror", (e) => errors.push(e.message))
    await page.goto(`${origin}/plain.html`)
    await showsData(page, "Hinnad teenindusjaamades")
    expect(errors).toEqual([])
  })
})
