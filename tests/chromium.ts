/**
 * How every headless Chromium of the project is launched: Debian's /usr/bin/chromium (Playwright's own
 * download does not work here) with the flags that keep it quiet and deterministic. Used by the browser
 * tests' config (tests/browser/playwright.config.ts) and the bench's web vitals (bench/vitals.ts).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

export const chromiumArgs: ReadonlyArray<string> = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

/** Playwright's launchOptions for it. */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: [...chromiumArgs] }
