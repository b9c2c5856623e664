/**
 * The start-up waterfall of one route on the slow profile (bench/vitals.ts): when the HTML, each
 * chunk and each API call start and end, when the root gets its first content, and what the LCP
 * element is. A diagnostic for the LCP budgets, not a budget itself.
 *
 * `node --import tsx bench/waterfall.ts /esileht [desktop|phone] [returning]` (several routes may be given;
 * `returning`: the consent stored, as bench/vitals.ts's returning customer; `profile`: the main thread's CPU
 * per 100 ms, by script).
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { chromium } from "@playwright/test"
import { chromiumLaunchOptions } from "../tests/chromium"
import { freePort } from "./processes"
import { openColdPage, VIEWPORTS, startServer, type Visitor } from "./vitals"

interface Row {
  url: string
  start: number
  end?: number
  status?: number
  bytes?: number
  from?: string
}

const PAGE_PROBE = () => {
  const w = window as unknown as { __probe: { lcp: Array<{ t: number; el: string; size: number }>; firstContent: number } }
  w.__probe = { lcp: [], firstContent: 0 }
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as unknown as Array<{ startTime: number; element: Element | null; size: number; url: string }>) {
      const el = e.element
      const describe = el
        ? `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.className && typeof el.className === "string" ? `.${el.className.split(" ").join(".")}` : ""}> "${(el.textContent ?? "").trim().slice(0, 60)}"${e.url ? ` ${e.url}` : ""}`
        : "(removed)"
      w.__probe.lcp.push({ t: Math.round(e.startTime), el: describe, size: e.size })
    }
  }).observe({ type: "largest-contentful-paint", buffered: true })
  const watch = () => {
    const root = document.getElementById("root")
    if (!root) return requestAnimationFrame(watch)
    new MutationObserver((_, obs) => {
      if (root.childElementCount > 0) {
        w.__probe.firstContent = Math.round(performance.now())
        obs.disconnect()
      }
    }).observe(root, { childList: true })
    return undefined
  }
  document.addEventListener("DOMContentLoaded", watch)
}

/** CPU samples of the page's main thread, as `Profiler.stop` returns them. */
interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string } }>
  samples: number[]
  timeDeltas: number[]
  startTime: number
}

/**
 * What the main thread ran in each 100 ms of the load (`profile`): the busy share and the scripts that took
 * most of it (file name, or "(program)" for the browser's own work such as parsing, style and layout).
 */
export function cpuTimeline(profile: CpuProfile, t0Seconds: number): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const windows = new Map<number, Map<string, number>>()
  let t = profile.startTime
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0
    const node = byId.get(id)
    const name = node?.callFrame.functionName ?? ""
    if (name === "(idle)") return
    const what = node?.callFrame.url ? node.callFrame.url.replace(/^.*\//, "") : name || "(anonymous)"
    const at = Math.floor((t / 1000 - t0Seconds * 1000) / 100) * 100
    const window = windows.get(at) ?? new Map<string, number>()
    window.set(what, (window.get(what) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
    windows.set(at, window)
  })
  return [...windows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([at, window]) => {
      const busy = [...window.values()].reduce((a, b) => a + b, 0)
      const top = [...window.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3)
      return `${String(at).padStart(6)} ms  busy ${String(Math.round(busy)).padStart(3)} ms  ${top.map(([w, ms]) => `${w} ${Math.round(ms)}`).join(", ")}`
    })
}

export async function waterfall(base: string, route: string, viewportName: string, visitor: Visitor = "first", profile = false) {
  const browser = await chromium.launch(chromiumLaunchOptions)
  const viewport = VIEWPORTS.find((v) => v.name === viewportName) ?? VIEWPORTS[0]
  const { context, page, cdp } = await openColdPage(browser, base, route, viewport, "slow", PAGE_PROBE, visitor)
  try {
    const rows = new Map<string, Row>()
    let t0 = 0
    cdp.on(
      "Network.requestWillBeSent",
      (e: { requestId: string; timestamp: number; request: { url: string; method: string }; initiator: { type: string } }) => {
        if (!t0) t0 = e.timestamp
        rows.set(e.requestId, { url: `${e.request.method} ${e.request.url.replace(base, "")}`, start: e.timestamp, from: e.initiator.type })
      },
    )
    cdp.on("Network.responseReceived", (e: { requestId: string; response: { status: number } }) => {
      const r = rows.get(e.requestId)
      if (r) r.status = e.response.status
    })
    cdp.on("Network.loadingFinished", (e: { requestId: string; timestamp: number; encodedDataLength: number }) => {
      const r = rows.get(e.requestId)
      if (r) Object.assign(r, { end: e.timestamp, bytes: e.encodedDataLength })
    })
    if (profile) {
      await cdp.send("Profiler.enable")
      await cdp.send("Profiler.setSamplingInterval", { interval: 500 })
      await cdp.send("Profiler.start")
    }
    await page.goto(base + encodeURI(route), { waitUntil: "load", timeout: 120_000 })
    await page.waitForLoadState("networkidle", { timeout: 120_000 }).catch(() => undefined)
    await page.waitForTimeout(2000)
    const cpu = profile ? ((await cdp.send("Profiler.stop")) as { profile: CpuProfile }).profile : undefined
    const probe = await page.evaluate(
      () =>
        (window as unknown as { __probe: unknown }).__probe as {
          lcp: Array<{ t: number; el: string; size: number }>
          firstContent: number
        },
    )
    // performance.now() is relative to navigationStart ≈ the document request's start.
    const ms = (t: number) => Math.round((t - t0) * 1000)
    console.log(`\n${route} ${viewport.name} slow ${visitor}`)
    for (const r of [...rows.values()].sort((a, b) => a.start - b.start))
      console.log(
        `${String(ms(r.start)).padStart(6)} → ${String(r.end ? ms(r.end) : "…").padStart(6)}  ${String(r.status ?? "").padEnd(3)} ${String(((r.bytes ?? 0) / 1000).toFixed(1)).padStart(6)} kB  ${r.from?.padEnd(7)} ${r.url}`,
      )
    console.log(`root's first content at ${probe.firstContent} ms`)
    for (const l of probe.lcp) console.log(`LCP candidate ${l.t} ms size ${l.size}: ${l.el}`)
    if (cpu) {
      for (const line of cpuTimeline(cpu, t0)) console.log(line)
      // For DevTools' Performance panel (Load profile) and for reading by function.
      const file = `.bench/waterfall-${route.replace(/\W+/g, "_")}-${viewport.name}.cpuprofile`
      mkdirSync(".bench", { recursive: true })
      writeFileSync(file, JSON.stringify(cpu))
      console.log(`CPU profile: ${file}`)
    }
  } finally {
    await context.close()
    await browser.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const routes = args.filter((a) => a.startsWith("/"))
  const viewport = args.find((a) => a === "desktop" || a === "phone") ?? "desktop"
  const visitor: Visitor = args.includes("returning") ? "returning" : "first"
  const profile = args.includes("profile")
  const server = await startServer(await freePort())
  try {
    for (const route of routes.length ? routes : ["/login", "/esileht", "/arved"])
      await waterfall(server.base, route, viewport, visitor, profile)
  } finally {
    await server.stop()
  }
}
