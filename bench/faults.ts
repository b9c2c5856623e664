/**
 * Faults (issue 26), in `npm run bench` (group `faults`) and in tests/unit/server/faults.test.ts: the server
 * (src/server/main.ts over PostgreSQL) is SIGKILLed while clients change card limits, place dispensing orders
 * and place sale orders, then started again over the same database. What must hold afterwards:
 *
 * - every write a client saw acknowledged is there, whole: a card's acknowledged limit with its audit row, a
 *   dispensing order's job (by the uid answered), a sale order (by its notes) with its rows and first event;
 * - nothing is half-written: no card whose limit differs from its last LIMIT audit row, no sale order without
 *   rows or event, no dispensing order without rows, no completed job without its order;
 * - no dispensing job stays RUNNING: the job runner of the new process takes over the dead one's claims;
 * - the stock moved by exactly the completed orders' litres.
 *
 * Each check is a line with the figures; `problems` lists every broken one.
 */
import { spawn, type ChildProcess } from "node:child_process"
import pg from "pg"
import { demoIds, demoPersonalCodes } from "../src/server/db/seed"
import { demoCardNumber } from "../src/server/features/cards/cards.seed"
import { demoSaleOrders } from "../src/server/features/saleOrders/saleOrders.seed"
import { demoTerminal } from "../src/server/features/terminal/terminal.seed"
import { addDays } from "../src/core/rules/saleOrders"
import { tallinnDay } from "../src/core/rules/vat"
import type { Budget } from "./budget"
import { signIn } from "./targets"

const company = demoIds.customers.naidisLogistika
const BATCH = demoTerminal.batches.diesel
/** Concurrent clients of each kind of write. */
const CLIENTS = 4
const ORDER_LITRES = 100
/** Acknowledged writes of each kind (each card) before the kill's countdown starts. */
const MIN_ACKED = 2

export interface FaultCheck {
  readonly name: string
  /** What was counted, for the line. */
  readonly figures: string
  readonly problems: ReadonlyArray<string>
}

export interface FaultsResult {
  readonly checks: ReadonlyArray<FaultCheck>
  /** Writes sent before the kill, by kind, and acknowledged. */
  readonly sent: Record<string, number>
  readonly acked: Record<string, number>
  readonly killAfterMs: number
  readonly restartMs: number
  /** How long after the restart the last dispensing job of the run ended. */
  readonly settledMs: number
}

interface Server {
  readonly child: ChildProcess
  output(): string
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** main.ts in a process group of its own, up once /v1/prices answers. */
async function startMain(databaseUrl: string, port: number, withinMs: number): Promise<Server> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      LOG_FORMAT: "json",
      LOG_LEVEL: "warn",
      WEB_CONCURRENCY: "1",
      THROTTLE_STARTS_PER_CODE: "100000",
      THROTTLE_STARTS_PER_ADDRESS: "100000",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  let text = ""
  child.stdout!.on("data", (d) => (text = (text + d).slice(-20_000)))
  child.stderr!.on("data", (d) => (text = (text + d).slice(-20_000)))
  const server = { child, output: () => text }
  const until = Date.now() + withinMs
  for (;;) {
    if (child.exitCode != null || child.signalCode != null) throw new Error(`main.ts exited before answering:\n${text}`)
    if (Date.now() > until) {
      kill(server)
      throw new Error(`main.ts did not answer within ${withinMs} ms:\n${text}`)
    }
    const ok = await fetch(`http://127.0.0.1:${port}/v1/prices`)
      .then((r) => r.arrayBuffer().then(() => r.ok))
      .catch(() => false)
    if (ok) return server
    await sleep(250)
  }
}

/** SIGKILL to the server's process group; resolves once it has gone. */
export async function kill(server: Server): Promise<void> {
  if (server.child.exitCode != null || server.child.signalCode != null) return
  const gone = new Promise((r) => server.child.once("exit", r))
  try {
    process.kill(-server.child.pid!, "SIGKILL")
  } catch {
    // already gone
  }
  await gone
}

/** A new dispensing order of the demo company: 100 L of diesel from the commercial warehouse, own transport (the soak's too). */
export const dispensingOrder = (documentNumber: string) => ({
  documentNumber,
  owner: "TT",
  carrier: demoTerminal.carriers.own,
  vehicleCode: demoTerminal.cars.volvo,
  driver: demoTerminal.drivers.aivarNoCode,
  validUntil: addDays(tallinnDay(new Date()), 3),
  warehouse: "1",
  rows: [{ remoteBatchId: BATCH, batchAmount: ORDER_LITRES }],
})

/** The three kinds of write, each a loop of one client until the server dies; acknowledged writes recorded. */
function writers(base: string, token: string, stop: () => boolean) {
  const sent = { cards: 0, dispensing: 0, saleOrders: 0 }
  /** Card → every acknowledged limit, in order, and the limits sent. */
  const cardLimits = new Map<string, { acked: number[]; sent: number[] }>()
  const jobUids: number[] = []
  const saleNotes: string[] = []
  const post = (path: string, body: unknown) =>
    fetch(`${base}/v1${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    })
  /** Why a client stopped before the kill (an answer it did not expect): the check then proves less, and says so. */
  const refusals: string[] = []
  const loop = async (write: (n: number) => Promise<void>) => {
    for (let n = 0; !stop(); n++) {
      try {
        await write(n)
      } catch (error) {
        // After the kill: the server is gone. Before it: a refusal the check must report.
        if (!stop()) refusals.push(error instanceof Error ? error.message : String(error))
        return
      }
    }
  }
  const cardLoop = (client: number) => {
    const card = demoCardNumber(company, client + 1)
    const mine = { acked: [] as number[], sent: [] as number[] }
    cardLimits.set(card, mine)
    return loop(async (n) => {
      // A value no other write uses: 1000 + client × 100 + n cents.
      const newLimit = 1000 + client * 100 + (n + 1) / 100
      mine.sent.push(newLimit)
      sent.cards++
      const res = await post(`/cards/${company}/limit`, { remoteCardId: card, newLimit, isBlocked: false })
      if (res.status === 204) mine.acked.push(newLimit)
      else throw new Error(`card limit: ${res.status} ${await res.text()}`)
    })
  }
  const today = tallinnDay(new Date())
  const dispensingLoop = (client: number) =>
    loop(async (n) => {
      sent.dispensing++
      const res = await post(`/dispensing-order/${company}`, dispensingOrder(`FAULT-${client}-${n}`))
      const body = (await res.json()) as { uid?: number }
      if (res.status === 200 && typeof body.uid === "number") jobUids.push(body.uid)
      else throw new Error(`dispensing order: ${res.status} ${JSON.stringify(body)}`)
    })
  const saleLoop = (client: number) =>
    loop(async (n) => {
      const notes = `FAULT-${client}-${n}`
      sent.saleOrders++
      const res = await post(`/sale-orders/${company}`, {
        customerLocationId: demoSaleOrders.locations.tallinn,
        loadingProvider: demoSaleOrders.providers.tartu,
        objectId: 501,
        carrier: demoTerminal.carriers.own,
        vehicleCode: demoTerminal.cars.volvo,
        driver: demoTerminal.drivers.priit,
        deliveryDate: addDays(today, 2),
        notes,
        paymentDeadline: 14,
        rows: [{ batchAmount: 2000, remoteBatchId: demoSaleOrders.batches.diesel, specialFuel: false }],
      })
      if (res.status === 204) saleNotes.push(notes)
      else throw new Error(`sale order: ${res.status} ${await res.text()}`)
    })
  const clients = Array.from({ length: CLIENTS }, (_, i) => i)
  const running = Promise.all([...clients.map(cardLoop), ...clients.map(dispensingLoop), ...clients.map(saleLoop)])
  return { sent, cardLimits, jobUids, saleNotes, refusals, running }
}

const stockOf = async (db: pg.Client) =>
  Number((await db.query("select quantity from terminal_batches where remote_batch_id = $1", [BATCH])).rows[0].quantity)

/** Every check over the database after the restart; `settle` waits for the run's dispensing jobs to end. */
async function check(db: pg.Client, w: ReturnType<typeof writers>, stockBefore: number, firstJob: number): Promise<FaultCheck[]> {
  const checks: FaultCheck[] = [
    { name: "writes answered 2xx until the kill", figures: `${w.refusals.length} refused`, problems: w.refusals },
  ]
  // Cards: each acknowledged limit has its audit row; each card's limit is its last LIMIT audit row's and at
  // least the last acknowledged one (a later one sent may have landed without its answer).
  {
    const problems: string[] = []
    let acked = 0
    for (const [card, { acked: values, sent }] of w.cardLimits) {
      acked += values.length
      const audit = (
        await db.query("select new_limit::float8 as v from card_changes where remote_card_id = $1 and kind = 'LIMIT' order by id", [card])
      ).rows.map((r) => r.v as number)
      const [row] = (await db.query("select monthly_limit::float8 as v from cards where remote_card_id = $1", [card])).rows
      for (const v of values) if (!audit.includes(v)) problems.push(`card ${card}: acknowledged limit ${v} has no audit row`)
      if (audit.length && row.v !== audit.at(-1)) problems.push(`card ${card}: limit ${row.v} but its last audit row says ${audit.at(-1)}`)
      const last = values.at(-1)
      if (last !== undefined && sent.indexOf(row.v) < sent.indexOf(last))
        problems.push(`card ${card}: limit ${row.v}, older than the last acknowledged ${last}`)
    }
    checks.push({ name: "card limit changes", figures: `${acked} acknowledged of ${w.sent.cards} sent`, problems })
  }
  // Dispensing: every acknowledged job is there and ended; a completed one has its order with its rows.
  {
    const problems: string[] = []
    const jobs = (
      await db.query(
        `select j.id, j.status, j.reason, j.order_uid, (select count(*)::int from dispensing_order_rows r where r.order_uid = j.order_uid) as rows
           from dispensing_jobs j where j.id >= $1 order by j.id`,
        [firstJob],
      )
    ).rows as Array<{ id: number; status: string; reason: string | null; order_uid: number | null; rows: number }>
    const byId = new Map(jobs.map((j) => [j.id, j]))
    for (const uid of w.jobUids) if (!byId.has(uid)) problems.push(`dispensing job ${uid} was acknowledged but is not there`)
    for (const j of jobs) {
      if (j.status === "RUNNING") problems.push(`dispensing job ${j.id} still RUNNING`)
      if (j.status === "FAILED" && j.reason !== "OVER_STOCK") problems.push(`dispensing job ${j.id} FAILED ${j.reason}`)
      if (j.status === "COMPLETED" && (j.order_uid == null || j.rows === 0))
        problems.push(`dispensing job ${j.id} COMPLETED without its order's rows`)
    }
    const orphans = (
      await db.query(
        `select o.uid from dispensing_orders o where o.document_number like 'FAULT-%'
           and (not exists (select 1 from dispensing_order_rows r where r.order_uid = o.uid)
                or not exists (select 1 from dispensing_jobs j where j.order_uid = o.uid and j.status = 'COMPLETED'))`,
      )
    ).rows
    for (const o of orphans) problems.push(`dispensing order ${o.uid} without its rows or its completed job`)
    const completed = jobs.filter((j) => j.status === "COMPLETED").length
    const moved = stockBefore - (await stockOf(db))
    const litres = Number(
      (
        await db.query(
          `select coalesce(sum(r.quantity), 0)::float8 as l from dispensing_order_rows r join dispensing_jobs j on j.order_uid = r.order_uid
            where j.id >= $1 and j.status = 'COMPLETED' and r.remote_batch_id = $2`,
          [firstJob, BATCH],
        )
      ).rows[0].l,
    )
    if (moved !== litres) problems.push(`the stock moved ${moved} L, the completed orders hold ${litres} L`)
    checks.push({
      name: "dispensing orders",
      figures: `${w.jobUids.length} acknowledged of ${w.sent.dispensing} sent, ${jobs.length} jobs: ${completed} completed, stock −${moved} L = ${litres} L`,
      problems,
    })
  }
  // Sale orders: each acknowledged one is there; none of the run's lacks its rows or its first event.
  {
    const problems: string[] = []
    const orders = (
      await db.query(
        `select o.uid, o.notes,
                (select count(*)::int from sale_order_rows r where r.order_uid = o.uid) as rows,
                (select count(*)::int from sale_order_events e where e.order_uid = o.uid) as events
           from sale_orders o where o.customer_id = $1 and o.notes like 'FAULT-%'`,
        [company],
      )
    ).rows as Array<{ uid: number; notes: string; rows: number; events: number }>
    const byNotes = new Map(orders.map((o) => [o.notes, o]))
    for (const notes of w.saleNotes) if (!byNotes.has(notes)) problems.push(`sale order ${notes} was acknowledged but is not there`)
    for (const o of orders)
      if (o.rows === 0 || o.events === 0) problems.push(`sale order ${o.uid} (${o.notes}): ${o.rows} rows, ${o.events} events`)
    checks.push({
      name: "sale orders",
      figures: `${w.saleNotes.length} acknowledged of ${w.sent.saleOrders} sent, ${orders.length} there`,
      problems,
    })
  }
  return checks
}

/**
 * One fault round over `databaseUrl` (a database the demo seed may fill; migrated and seeded by the first start):
 * writes until each kind has been acknowledged a few times, `killAfterMs` more of them, SIGKILL, a restart, the dispensing jobs awaited (at most `settleWithinMs`), the checks.
 */
export async function faults(options: {
  databaseUrl: string
  port: number
  killAfterMs?: number
  startWithinMs?: number
  settleWithinMs?: number
  log?: (line: string) => void
}): Promise<FaultsResult> {
  const { databaseUrl, port } = options
  const log = options.log ?? (() => undefined)
  const killAfterMs = options.killAfterMs ?? 3000
  const startWithinMs = options.startWithinMs ?? 300_000
  const base = `http://127.0.0.1:${port}`
  const db = new pg.Client({ connectionString: databaseUrl })
  let server: Server | undefined
  try {
    log("  faults: starting the server")
    server = await startMain(databaseUrl, port, startWithinMs)
    await db.connect()
    const stockBefore = await stockOf(db)
    const firstJob = Number((await db.query("select coalesce(max(id), 0) + 1 as n from dispensing_jobs")).rows[0].n)
    const token = await signIn(base, demoPersonalCodes.mari)
    let killed = false
    const w = writers(base, token, () => killed)
    // Every kind of write under way and answered a few times (a busy machine answers the first ones slowly),
    // then `killAfterMs` more of them: the kill lands in the middle of writes of each kind.
    const answered = () => Math.min(w.jobUids.length, w.saleNotes.length, ...[...w.cardLimits.values()].map((c) => c.acked.length))
    const warmUntil = Date.now() + startWithinMs
    while (answered() < MIN_ACKED && w.refusals.length === 0 && Date.now() < warmUntil) await sleep(50)
    await sleep(killAfterMs)
    killed = true
    await kill(server)
    await w.running
    log(`  faults: SIGKILL after ${killAfterMs} ms (sent ${JSON.stringify(w.sent)}); restarting over the same database`)
    const restartAt = Date.now()
    server = await startMain(databaseUrl, port, startWithinMs)
    const restartMs = Date.now() - restartAt
    const settleUntil = Date.now() + (options.settleWithinMs ?? 60_000)
    const running = async () =>
      Number((await db.query("select count(*)::int as n from dispensing_jobs where id >= $1 and status = 'RUNNING'", [firstJob])).rows[0].n)
    while ((await running()) > 0 && Date.now() < settleUntil) await sleep(250)
    const settledMs = Date.now() - restartAt
    log(`  faults: restarted in ${restartMs} ms; the run's dispensing jobs ended ${settledMs} ms after the restart`)
    const checks = await check(db, w, stockBefore, firstJob)
    return {
      checks,
      sent: w.sent,
      acked: {
        cards: [...w.cardLimits.values()].reduce((n, c) => n + c.acked.length, 0),
        dispensing: w.jobUids.length,
        saleOrders: w.saleNotes.length,
      },
      killAfterMs,
      restartMs,
      settledMs,
    }
  } finally {
    await db.end().catch(() => undefined)
    if (server) await kill(server)
  }
}

export function printFaults(r: FaultsResult) {
  console.log(
    `\nFaults: SIGKILL of the server ${r.killAfterMs} ms into card, dispensing and sale-order writes, then a restart (bench/faults.ts)`,
  )
  console.table(r.checks.map((c) => ({ check: c.name, figures: c.figures, problems: c.problems.length })))
  for (const c of r.checks) for (const p of c.problems.slice(0, 10)) console.log(`  ${c.name}: ${p}`)
  console.log(`  restart ${r.restartMs} ms; the run's dispensing jobs ended ${r.settledMs} ms after it`)
}

export function faultBudgets(r: FaultsResult | undefined, skip: string | undefined, error: string | undefined): Budget[] {
  const names = ["writes answered 2xx until the kill", "card limit changes", "dispensing orders", "sale orders"]
  return names.map((name) => {
    const c = r?.checks.find((x) => x.name === name)
    return {
      name: `Faults: ${name === names[0] ? "writes refused before the kill" : `${name} lost or half-written after SIGKILL and restart`}${c ? ` (${c.figures})` : ""}`,
      value: c ? c.problems.length : NaN,
      limit: 0,
      unit: "problems",
      cmp: "≤",
      ...(skip ? { skip } : error ? { fail: error } : {}),
    } satisfies Budget
  })
}
