/**
 * Two or more builds side by side on the slow profile (a diagnostic, not a budget): each folder's own
 * server (its dist/ and src/) over a fresh demo database, the loads interleaved (round 1 of every build,
 * then round 2…), so that a machine whose load moves treats the builds alike. Prints every load and each
 * line's median LCP per build.
 *
 * `node --import tsx bench/abVitals.ts /work/before,/work/main /arved,/broneeringud 3 [first|returning]`
 */
import { chromium } from "@playwright/test"
import { chromiumLaunchOptions } from "../tests/chromium"
import { freePort } from "./processes"
import { VIEWPORTS, measureLoad, startServer, type Visitor } from "./vitals"

const [folders, routes, runs = "3", visitor = "returning"] = process.argv.slice(2)
if (!folders || !routes) throw new Error("usage: abVitals.ts <folder,folder…> <route,route…> [runs] [first|returning]")
const home = process.cwd()
const servers: Array<{ folder: string; base: string; stop: () => Promise<void> }> = []
try {
  for (const folder of folders.split(",")) {
    // The server's entry and its dist/ are the folder's own (startServer spawns in the working directory).
    process.chdir(folder)
    servers.push({ folder, ...(await startServer(await freePort())) })
    process.chdir(home)
  }
  const browser = await chromium.launch(chromiumLaunchOptions)
  const lcps = new Map<string, number[]>()
  try {
    for (let run = 0; run < Number(runs); run++)
      for (const route of routes.split(","))
        for (const viewport of VIEWPORTS)
          for (const server of servers) {
            const load = await measureLoad(browser, server.base, route, viewport, visitor as Visitor)
            const line = `${route} ${viewport.name} ${server.folder}`
            lcps.set(line, [...(lcps.get(line) ?? []), load.lcpMs])
            console.log(`${line}: ${load.lcpMs} ms ${load.element.slice(0, 60)}`)
          }
  } finally {
    await browser.close()
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
  for (const [line, xs] of lcps) console.log(`median ${line}: ${median(xs)} ms (${xs.join(", ")})`)
} finally {
  process.chdir(home)
  for (const server of servers) await server.stop()
}
