// @web/test-runner: every custom element's BUILT script (dist/widgets, `npm run build` first) in
// Debian's chromium. Tests are TypeScript, served through esbuild. Port: WTR_PORT, else a free one.
import { esbuildPlugin } from "@web/dev-server-esbuild"
import { playwrightLauncher } from "@web/test-runner-playwright"
import { fileURLToPath } from "node:url"

export default {
  rootDir: fileURLToPath(new URL("../..", import.meta.url)),
  files: ["tests/elements/**/*.test.ts"],
  nodeResolve: true,
  port: process.env.WTR_PORT ? Number(process.env.WTR_PORT) : undefined,
  // One page at a time, and patience: the machines running these are often busy.
  concurrency: 1,
  browserStartTimeout: 120_000,
  testsStartTimeout: 120_000,
  testsFinishTimeout: 300_000,
  plugins: [esbuildPlugin({ ts: true, target: "es2022" })],
  browsers: [
    playwrightLauncher({
      product: "chromium",
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
        headless: true,
        args: ["--no-sandbox", "--headless", "--disable-gpu"],
      },
    }),
  ],
  testFramework: { config: { timeout: 15_000 } },
}
