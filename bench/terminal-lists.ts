/**
 * `node --import tsx bench/terminal-lists.ts`: p99 of the terminal's two main lists only (GET /v1/dispensing-order
 * and GET /v1/tanks of the demo company) at 50 connections for 10 s each, with the SQL statements one request runs.
 * In-process (the load shares the server's event loop), so its req/s flatter the server: use it for the
 * statement count; `npm run bench -- --only terminal` measures the same lists from outside (docs/bench.md).
 */
import { mkdtempSync, rmSync } from "node:fs"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { serve } from "@hono/node-server"
import autocannon from "autocannon"
import { PGlite } from "@electric-sql/pglite"
import { createApp } from "../src/server/app"
import { openPglite } from "../src/server/db/client"
import { demoIds, demoPersonalCodes, seed } from "../src/server/db/seed"

let statements = 0
const originalQuery = PGlite.prototype.query
PGlite.prototype.query = function (this: PGlite, ...args: Parameters<PGlite["query"]>) {
  statements++
  return originalQuery.apply(this, args)
} as PGlite["query"]

const dataDir = mkdtempSync(join(tmpdir(), "ise-bench-terminal-"))
const database = await openPglite(dataDir)
await seed(database.db)
const app = createApp({ db: database.db, logError: (e, where) => console.error(`[api] ${where}`, e) })
const { server, base } = await new Promise<{ server: ReturnType<typeof serve>; base: string }>((resolve) => {
  const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, (info: AddressInfo) =>
    resolve({ server, base: `http://127.0.0.1:${info.port}` }),
  )
})

async function signIn(personalIdentityCode: string): Promise<string> {
  let binding: Record<string, string> = {}
  const post = async (path: string, body: unknown) => {
    const res = await fetch(base + path, {
      method: "POST",
      headers: { "content-type": "application/json", ...binding },
      body: JSON.stringify(body),
    })
    const session = res.headers.get("x-eid-session")
    if (session) binding = { "x-eid-session": session }
    return (await res.json()) as Record<string, unknown>
  }
  const { verificationCode } = await post("/v1/auth/smart-id/login", { personalIdentityCode })
  for (;;) {
    const body = await post("/v1/auth/smart-id/poll", { personalIdentityCode, verificationCode })
    if (body.status !== "RUNNING") return body.token as string
  }
}

const headers = { authorization: `Bearer ${await signIn(demoPersonalCodes.mari)}` }
const c = demoIds.customers.naidisLogistika
const targets = [
  ["GET /v1/dispensing-order/{customerId}", `${base}/v1/dispensing-order/${c}`],
  ["GET /v1/tanks/{customerId} (page of 25)", `${base}/v1/tanks/${c}?page=0&size=25&sortField=ID&sortDirection=ASC`],
  // The control: the sign-in check and one small statement, to tell the machine's load from the route's cost.
  ["GET /v1/users/current (control)", `${base}/v1/users/current`],
] as const
const only = process.argv[2]
// Warm up first (JIT, PGlite's wasm tiers up in the background): the first target must not pay for it.
await autocannon({ url: `${base}/v1/users/current`, headers, connections: 50, duration: 5 })
for (const [name, url] of targets) {
  if (only && !name.includes(only)) continue
  // Until the previous load's last requests are answered (no statement for half a second): they would count.
  for (let seen = -1; seen !== statements; ) {
    seen = statements
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const before = statements
  const probe = await fetch(url, { headers })
  const bytes = (await probe.arrayBuffer()).byteLength
  const perRequest = statements - before
  const r = await autocannon({ url, headers, connections: 50, duration: 10 })
  console.log(
    `${name}: ${probe.status}, ${bytes} B, ${perRequest} SQL statements per request; 50 conn. 10 s: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors + r.timeouts}`,
  )
}
server.close()
await database.close()
rmSync(dataDir, { recursive: true, force: true })
process.exit(0)
