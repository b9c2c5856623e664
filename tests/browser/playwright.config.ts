import { defineConfig } from "@playwright/test"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { chromiumLaunchOptions } from "../chromium"
import { COOKIE_CONSENT_KEY } from "../../src/core/rules/consent"
import { encodeViewCookie, VIEW_COOKIE } from "../../src/core/http/viewCookie"

const port = Number(process.env.BROWSER_TEST_PORT ?? 4317)
/** A retailer's site on a second origin (tests/browser/hostServer.ts): 127.0.0.1 is in EMBED_ORIGINS, localhost is not. */
export const HOST_PORT = Number(process.env.HOST_TEST_PORT ?? port + 700)
// A fresh embedded database for every run: the demo data is seeded on start.
const dataDir = mkdtempSync(join(tmpdir(), "ise-browser-"))

export default defineConfig({
  testDir: ".",
  testMatch: /.*\.spec\.ts/,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  outputDir: "../../test-results",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Every test is a visitor who has answered the cookie banner already (cookieConsent.spec.ts starts without it),
    // and whose browser keeps the view cookie as the portal writes it (app/viewCookie.ts): the server renders the
    // sign-in page's first view with that answer, and the page takes it over as a returning visitor's does.
    storageState: {
      cookies: [
        {
          name: VIEW_COOKIE,
          value: encodeViewCookie((key) => (key === COOKIE_CONSENT_KEY ? "declined" : null)),
          domain: "127.0.0.1",
          path: "/",
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: "Strict",
        },
      ],
      origins: [{ origin: `http://127.0.0.1:${port}`, localStorage: [{ name: COOKIE_CONSENT_KEY, value: "declined" }] }],
    },
    browserName: "chromium",
    launchOptions: chromiumLaunchOptions,
    locale: "et-EE",
    timezoneId: "Europe/Tallinn",
    trace: "off",
    screenshot: "only-on-failure",
  },
  webServer: [
    {
      // The real server over the built portal (npm test builds first).
      command: `node --import tsx src/server/main.ts`,
      cwd: "../..",
      url: `http://127.0.0.1:${port}/v1/prices`,
      // The suite signs the demo users in far more often than the start limits allow one person.
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        HOST: "127.0.0.1",
        PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
        THROTTLE_STARTS_PER_CODE: "10000",
        THROTTLE_STARTS_PER_ADDRESS: "10000",
        // saleOrders.spec.ts fixes the time of the sale-order rules and back office (PUT /v1/demo/clock).
        DEMO_CLOCK: "settable",
        SALE_ORDER_STEP_MS: "60000",
        // The retailer's site of the embedding tests (embedding.spec.ts) may make signed-in calls.
        EMBED_ORIGINS: `http://127.0.0.1:${HOST_PORT}`,
      },
      // REUSE_SERVERS=1: servers the developer started already on these ports (a busy machine starts one in minutes).
      reuseExistingServer: process.env.REUSE_SERVERS === "1",
      timeout: 240_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node --import tsx tests/browser/hostServer.ts",
      cwd: "../..",
      url: `http://127.0.0.1:${HOST_PORT}/index.html`,
      env: { HOST_PORT: String(HOST_PORT), PORTAL_ORIGIN: `http://127.0.0.1:${port}` },
      reuseExistingServer: process.env.REUSE_SERVERS === "1",
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
})
