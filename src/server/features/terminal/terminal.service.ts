import type { ErrorCode } from "../../../core/api/errors"
import { hostname } from "node:os"
import { randomBytes } from "node:crypto"
import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm"
import { amountProblem, fuelAmountProblems, headerProblems, ownerOptions } from "../../../core/rules/terminal"
import { tallinnDay } from "../../../core/rules/vat"
import type {
  DispensingOrderCreate,
  DispensingOrderEdit,
  DispensingOrderRow,
  DispensingStateResponse,
  Warehouse,
} from "../../../core/schemas/terminal"
import type { Db } from "../../db/client"
import { customers } from "../../db/schema"
import {
  carriers,
  dispensingJobs,
  dispensingOrderRows,
  dispensingOrders,
  terminalBatches,
  transportCars,
  transportDrivers,
  type DispensingJobKind,
  type DispensingOrderState,
} from "./terminal.tables"

/**
 * Dispensing orders as the terminal's system keeps them: a save or an edit is checked when it is
 * asked for (the form's rules, the customer's carriers, cars, drivers and batches), queued as a job
 * row, and applied by a background worker in one transaction that checks the stock of every batch.
 */

/** Names of the order states as the terminal's system shows them; only ACTIVE orders may be edited. */
export const DISPENSING_STATE_NAMES: Record<DispensingOrderState, string> = {
  ACTIVE: "Kinnitatud",
  LOADING: "Laadimisel",
  DONE: "Väljastatud",
}
export const isModifiableState = (state: DispensingOrderState): boolean => state === "ACTIVE"

/** Why a request or a job is refused: HTTP status and stable code for a request, the code for a FAILED job. */
export interface Problem {
  readonly code: ErrorCode
  readonly message: string
  readonly field?: string
}

export type JobRequest =
  | { readonly kind: "save"; readonly payload: DispensingOrderCreate }
  | { readonly kind: "edit"; readonly payload: DispensingOrderEdit }

interface NewRow {
  readonly remoteBatchId: string
  readonly productName: string
  readonly quantity: number
}

interface ModifiedRow {
  readonly rowNumber: number
  readonly remoteBatchId: string
  readonly quantity: number
  readonly previous: number
}

/** What a valid request becomes: the order's header with the names copied in, and its row changes. */
interface ResolvedRequest {
  readonly header: {
    readonly documentNumber: string
    readonly ownerCode: string
    readonly ownerName: string
    readonly carrierCode: string
    readonly carrierName: string
    readonly carCode: string
    readonly carRegNumber: string
    readonly trailerRegNumber: string | null
    readonly driverCode: string
    readonly driverName: string
    readonly validUntil: string
    readonly warehouse: Warehouse
  }
  readonly newRows: ReadonlyArray<NewRow>
  readonly modifiedRows: ReadonlyArray<ModifiedRow>
  /** The next free row number of an edited order (1 for a new one). */
  readonly firstRowNumber: number
}

const invalid = (field: string, message: string): Problem => ({ code: "VALIDATION", field, message })

const amountMessages: Record<string, string> = {
  REQUIRED: "An amount is required (Kohustuslik väli)",
  INVALID: "Not a number",
  NEGATIVE: "Amounts cannot be negative",
  STEP: "Amounts go in steps of 100 L",
  TOO_LARGE: "The amount is too large",
}
const headerMessages: Record<string, string> = {
  REQUIRED: "Required (Kohustuslik väli)",
  INVALID_DATE: "Not a real date",
  PAST_DATE: "Valid until cannot be before today",
}

/** Checks the new rows of a save or an edit against the customer's batches of the warehouse. */
async function resolveNewRows(
  db: Db,
  customerId: number,
  warehouse: Warehouse,
  rows: ReadonlyArray<DispensingOrderRow>,
  listName: string,
): Promise<{ problem: Problem } | { rows: NewRow[] }> {
  const ids = rows.flatMap((r) => [r.remoteBatchId, ...(r.remoteDosBatchId ? [r.remoteDosBatchId] : [])])
  const batches = ids.length
    ? await db
        .select()
        .from(terminalBatches)
        .where(and(eq(terminalBatches.customerId, customerId), inArray(terminalBatches.remoteBatchId, ids)))
    : []
  const byId = new Map(batches.map((b) => [b.remoteBatchId, b]))
  const seen = new Set<string>()
  const out: NewRow[] = []
  for (const [i, row] of rows.entries()) {
    const at = `${listName}.${i}`
    const main = byId.get(row.remoteBatchId)
    // Another customer's batch answers like one that does not exist.
    if (!main || main.dosOf !== null) return { problem: invalid(`${at}.remoteBatchId`, `No fuel batch ${row.remoteBatchId}`) }
    if (main.warehouse !== warehouse)
      return { problem: invalid(`${at}.remoteBatchId`, `Batch ${row.remoteBatchId} is not in warehouse ${warehouse}`) }
    if (seen.has(main.remoteBatchId)) return { problem: invalid(`${at}.remoteBatchId`, `Batch ${row.remoteBatchId} is listed twice`) }
    seen.add(main.remoteBatchId)
    const dos = row.remoteDosBatchId ? byId.get(row.remoteDosBatchId) : undefined
    if (row.remoteDosBatchId && dos?.dosOf !== main.remoteBatchId) {
      return { problem: invalid(`${at}.remoteDosBatchId`, `${row.remoteDosBatchId} is not the DOS batch of ${row.remoteBatchId}`) }
    }
    if (!dos && row.dosBatchAmount != null) return { problem: invalid(`${at}.remoteDosBatchId`, "A DOS amount needs the DOS batch") }
    const problems = fuelAmountProblems({ batchAmount: row.batchAmount, dosBatchAmount: row.dosBatchAmount, isDosVisible: Boolean(dos) })
    const bad = problems.batchAmount ? "batchAmount" : problems.dosBatchAmount ? "dosBatchAmount" : undefined
    if (bad) return { problem: invalid(`${at}.${bad}`, amountMessages[problems[bad]!]!) }
    if (row.batchAmount) out.push({ remoteBatchId: main.remoteBatchId, productName: main.productName, quantity: row.batchAmount })
    if (dos && row.dosBatchAmount)
      out.push({ remoteBatchId: dos.remoteBatchId, productName: dos.productName, quantity: row.dosBatchAmount })
  }
  return { rows: out }
}

/** The customer's order, if it may still be edited; another customer's order does not exist. */
async function editableOrder(
  db: Db,
  customerId: number,
  uid: number,
): Promise<{ problem: Problem } | { order: typeof dispensingOrders.$inferSelect }> {
  const [order] = await db
    .select()
    .from(dispensingOrders)
    .where(and(eq(dispensingOrders.uid, uid), eq(dispensingOrders.customerId, customerId)))
  if (!order) return { problem: { code: "NOT_FOUND", field: "uid", message: `No dispensing order ${uid}` } }
  if (!isModifiableState(order.state)) {
    return {
      problem: {
        code: "NOT_MODIFIABLE",
        field: "uid",
        message: `Order ${uid} is ${DISPENSING_STATE_NAMES[order.state]} and cannot be changed`,
      },
    }
  }
  return { order }
}

/**
 * Checks a save or edit against the form's rules and the customer's own carriers, cars, drivers,
 * batches and (for an edit) order, and resolves the names the order keeps. The same check runs when
 * the request arrives (a refusal is an HTTP answer) and again when the job is applied.
 */
export async function resolveRequest(
  db: Db,
  customerId: number,
  request: JobRequest,
  today = tallinnDay(new Date()),
): Promise<{ problem: Problem } | { resolved: ResolvedRequest }> {
  const body = request.payload
  // An edit names its order first: another customer's order or one that cannot change says so before any field.
  let edited: typeof dispensingOrders.$inferSelect | undefined
  if (request.kind === "edit") {
    const found = await editableOrder(db, customerId, request.payload.uid)
    if ("problem" in found) return found
    edited = found.order
  }
  const header = headerProblems(body, today)
  const badHeader = (Object.keys(header) as Array<keyof typeof header>)[0]
  if (badHeader) return { problem: invalid(badHeader, headerMessages[header[badHeader]!]!) }

  const [customer] = await db.select({ searchCode: customers.searchCode }).from(customers).where(eq(customers.id, customerId))
  const owner = ownerOptions(customer?.searchCode).find((o) => o.code === body.owner)
  if (!owner) return { problem: invalid("owner", `${body.owner} is not a goods owner this customer may choose`) }
  const [carrier] = await db.select().from(carriers).where(eq(carriers.searchCode, body.carrier))
  if (!carrier) return { problem: invalid("carrier", `No carrier ${body.carrier}`) }
  const [car] = await db
    .select()
    .from(transportCars)
    .where(
      and(
        eq(transportCars.code, body.vehicleCode),
        eq(transportCars.customerId, customerId),
        eq(transportCars.carrierCode, carrier.searchCode),
      ),
    )
  if (!car) return { problem: invalid("vehicleCode", `No car ${body.vehicleCode} of carrier ${carrier.searchCode}`) }
  const [driver] = await db
    .select()
    .from(transportDrivers)
    .where(
      and(
        eq(transportDrivers.code, body.driver),
        eq(transportDrivers.customerId, customerId),
        eq(transportDrivers.carrierCode, carrier.searchCode),
      ),
    )
  if (!driver) return { problem: invalid("driver", `No driver ${body.driver} of carrier ${carrier.searchCode}`) }

  const resolvedHeader = {
    documentNumber: body.documentNumber.trim(),
    ownerCode: owner.code,
    ownerName: owner.label,
    carrierCode: carrier.searchCode,
    carrierName: carrier.name,
    carCode: car.code,
    carRegNumber: car.regNumber,
    trailerRegNumber: car.trailerRegNumber,
    driverCode: driver.code,
    driverName: driver.name,
    validUntil: body.validUntil,
    warehouse: body.warehouse,
  }

  if (request.kind === "save") {
    const rows = await resolveNewRows(db, customerId, body.warehouse, request.payload.rows, "rows")
    if ("problem" in rows) return rows
    return { resolved: { header: resolvedHeader, newRows: rows.rows, modifiedRows: [], firstRowNumber: 1 } }
  }

  const edit = request.payload
  if (edit.warehouse !== edited!.warehouse)
    return { problem: invalid("warehouse", `Order ${edit.uid} is of warehouse ${edited!.warehouse}`) }

  const existing = await db.select().from(dispensingOrderRows).where(eq(dispensingOrderRows.orderUid, edit.uid))
  const byNumber = new Map(existing.map((r) => [r.rowNumber, r]))
  const modifiedRows: ModifiedRow[] = []
  for (const [i, row] of edit.modifiedRows.entries()) {
    const at = `modifiedRows.${i}`
    const current = byNumber.get(row.rowNumber)
    if (!current) return { problem: invalid(`${at}.rowNumber`, `Order ${edit.uid} has no row ${row.rowNumber}`) }
    if (current.productName !== row.productName)
      return { problem: invalid(`${at}.productName`, `Row ${row.rowNumber} is ${current.productName}`) }
    if (modifiedRows.some((m) => m.rowNumber === row.rowNumber))
      return { problem: invalid(`${at}.rowNumber`, `Row ${row.rowNumber} is listed twice`) }
    const problem = amountProblem(row.quantity)
    if (problem) return { problem: invalid(`${at}.quantity`, amountMessages[problem]!) }
    modifiedRows.push({
      rowNumber: row.rowNumber,
      remoteBatchId: current.remoteBatchId,
      quantity: row.quantity,
      previous: current.quantity,
    })
  }
  const rows = await resolveNewRows(db, customerId, edit.warehouse, edit.newRows, "newRows")
  if ("problem" in rows) return rows
  const remaining =
    existing.reduce((sum, r) => sum + (modifiedRows.find((m) => m.rowNumber === r.rowNumber)?.quantity ?? r.quantity), 0) +
    rows.rows.reduce((sum, r) => sum + r.quantity, 0)
  if (remaining <= 0) return { problem: invalid("modifiedRows", "An order needs at least one row above 0 L") }
  const firstRowNumber = existing.reduce((max, r) => Math.max(max, r.rowNumber), 0) + 1
  return { resolved: { header: resolvedHeader, newRows: rows.rows, modifiedRows, firstRowNumber } }
}

export interface JobAuthor {
  readonly customerId: number
  readonly userId: number
  readonly contactId: number
}

/**
 * Queues a checked save or edit; answers the job id (the uid the client polls). A second edit of
 * an order while one is still running is refused (409 EDIT_RUNNING): the partial unique index
 * decides, so two processes cannot both queue one.
 */
export async function enqueueJob(db: Db, author: JobAuthor, request: JobRequest): Promise<{ uid: number } | { problem: Problem }> {
  const [job] = await db
    .insert(dispensingJobs)
    .values({
      kind: request.kind,
      customerId: author.customerId,
      orderUid: request.kind === "edit" ? request.payload.uid : null,
      payload: request.payload,
      createdByUserId: author.userId,
      contactId: author.contactId,
    })
    .onConflictDoNothing()
    .returning({ id: dispensingJobs.id })
  if (!job) return { problem: { code: "EDIT_RUNNING", field: "uid", message: "An earlier change of this order is still being saved" } }
  return { uid: job.id }
}

/** The state of the customer's job of that kind; undefined when there is none (another customer's included). */
export async function jobState(
  db: Db,
  customerId: number,
  kind: DispensingJobKind,
  uid: number,
): Promise<DispensingStateResponse | undefined> {
  const [job] = await db
    .select()
    .from(dispensingJobs)
    .where(and(eq(dispensingJobs.id, uid), eq(dispensingJobs.customerId, customerId), eq(dispensingJobs.kind, kind)))
  if (!job) return undefined
  return {
    state: job.status,
    reason: job.reason,
    message: job.message,
    orderUid: job.status === "COMPLETED" ? job.orderUid : null,
  }
}

/** A claim older than this belongs to a process that died (a job is applied in well under a second). */
export const STALE_CLAIM_MS = 30_000
/** A job whose application threw this many times is FAILED instead of being tried forever. */
export const MAX_JOB_ATTEMPTS = 3

export const newWorkerId = (): string => `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`

/**
 * Claims the oldest RUNNING job that nobody holds (or whose claim is stale) for `workerId`, in one
 * UPDATE over a `FOR UPDATE SKIP LOCKED` pick: two processes never claim the same job at once.
 */
export async function claimNextJob(db: Db, workerId: string, now = new Date(), staleAfterMs = STALE_CLAIM_MS): Promise<number | undefined> {
  const staleBefore = new Date(now.getTime() - staleAfterMs)
  const claimable = and(
    eq(dispensingJobs.status, "RUNNING"),
    or(isNull(dispensingJobs.claimedAt), lt(dispensingJobs.claimedAt, staleBefore)),
  )
  const next = db
    .select({ id: dispensingJobs.id })
    .from(dispensingJobs)
    .where(claimable)
    .orderBy(asc(dispensingJobs.id))
    .limit(1)
    .for("update", { skipLocked: true })
  const [claimed] = await db
    .update(dispensingJobs)
    .set({ claimedBy: workerId, claimedAt: now, attempts: sql`${dispensingJobs.attempts} + 1` })
    .where(and(inArray(dispensingJobs.id, next), claimable))
    .returning({ id: dispensingJobs.id })
  return claimed?.id
}

/**
 * Applies a claimed job in one transaction: the job row is locked and must still be RUNNING and
 * held by `workerId` (else another worker took it over, and nothing happens); the request is checked
 * again; the batches are locked and every one must hold what the rows take; then the order and its
 * rows are written, the stock lowered, and the job COMPLETED — or nothing but the job's FAILED.
 */
export async function applyJob(
  db: Db,
  jobId: number,
  workerId: string,
  now = new Date(),
): Promise<DispensingStateResponse["state"] | undefined> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(dispensingJobs)
      .where(and(eq(dispensingJobs.id, jobId), eq(dispensingJobs.status, "RUNNING"), eq(dispensingJobs.claimedBy, workerId)))
      .for("update")
    if (!job) return undefined
    const finish = async (
      outcome: { status: "COMPLETED"; orderUid: number } | { status: "FAILED"; problem: Pick<Problem, "code" | "message"> },
    ) => {
      await tx
        .update(dispensingJobs)
        .set(
          outcome.status === "COMPLETED"
            ? { status: "COMPLETED", orderUid: outcome.orderUid, finishedAt: now }
            : { status: "FAILED", reason: outcome.problem.code, message: outcome.problem.message, finishedAt: now },
        )
        .where(eq(dispensingJobs.id, job.id))
      return outcome.status
    }
    if (job.attempts > MAX_JOB_ATTEMPTS)
      return finish({ status: "FAILED", problem: { code: "INTERNAL", message: "The order could not be saved" } })

    const request = { kind: job.kind, payload: job.payload } as JobRequest
    if (request.kind === "edit") {
      // Lock the order first: a state change (loading started) waits for this edit, or this edit sees it.
      await tx
        .select({ uid: dispensingOrders.uid })
        .from(dispensingOrders)
        .where(eq(dispensingOrders.uid, request.payload.uid))
        .for("update")
    }
    const checked = await resolveRequest(tx as unknown as Db, job.customerId, request, tallinnDay(now))
    if ("problem" in checked) return finish({ status: "FAILED", problem: checked.problem })
    const { header, newRows, modifiedRows, firstRowNumber } = checked.resolved

    // What each batch gives (positive) or gets back (a lowered or removed row).
    const take = new Map<string, number>()
    for (const r of newRows) take.set(r.remoteBatchId, (take.get(r.remoteBatchId) ?? 0) + r.quantity)
    for (const r of modifiedRows) take.set(r.remoteBatchId, (take.get(r.remoteBatchId) ?? 0) + r.quantity - r.previous)
    const ids = [...take.keys()].sort()
    const batches = ids.length
      ? await tx
          .select()
          .from(terminalBatches)
          .where(inArray(terminalBatches.remoteBatchId, ids))
          .orderBy(asc(terminalBatches.remoteBatchId))
          .for("update")
      : []
    for (const batch of batches) {
      const needed = take.get(batch.remoteBatchId)!
      if (needed > batch.quantity) {
        return finish({
          status: "FAILED",
          problem: {
            code: "OVER_STOCK",
            message: `${batch.productName} (${batch.remoteBatchId}): ${needed} L asked, ${batch.quantity} L in stock`,
          },
        })
      }
    }

    let orderUid: number
    if (request.kind === "save") {
      const [order] = await tx
        .insert(dispensingOrders)
        .values({ customerId: job.customerId, ...header, createdByUserId: job.createdByUserId, createdAt: now })
        .returning({ uid: dispensingOrders.uid })
      orderUid = order!.uid
    } else {
      orderUid = request.payload.uid
      await tx
        .update(dispensingOrders)
        .set({ ...header, modifiedAt: now, modifiedByUserId: job.createdByUserId })
        .where(eq(dispensingOrders.uid, orderUid))
      for (const r of modifiedRows) {
        await tx
          .update(dispensingOrderRows)
          .set({ quantity: r.quantity })
          .where(and(eq(dispensingOrderRows.orderUid, orderUid), eq(dispensingOrderRows.rowNumber, r.rowNumber)))
      }
    }
    if (newRows.length) {
      await tx.insert(dispensingOrderRows).values(newRows.map((r, i) => ({ orderUid, rowNumber: firstRowNumber + i, ...r })))
    }
    for (const [remoteBatchId, amount] of take) {
      if (amount !== 0) {
        await tx
          .update(terminalBatches)
          .set({ quantity: sql`${terminalBatches.quantity} - ${amount}` })
          .where(eq(terminalBatches.remoteBatchId, remoteBatchId))
      }
    }
    return finish({ status: "COMPLETED", orderUid })
  })
}

/** Claims and applies the next job; false when there was none to take. */
export async function processNextJob(db: Db, workerId: string, now = new Date(), staleAfterMs = STALE_CLAIM_MS): Promise<boolean> {
  const jobId = await claimNextJob(db, workerId, now, staleAfterMs)
  if (jobId === undefined) return false
  await applyJob(db, jobId, workerId, now)
  return true
}

export interface DispensingWorker {
  readonly workerId: string
  /** Stops the loop and waits for a job being applied to finish. */
  stop(): Promise<void>
}

/**
 * The background loop of one server process: every `intervalMs` it applies the jobs waiting. Every
 * process over one PostgreSQL runs one; the claims keep them from applying a job twice, and a job
 * left by a process that died is taken over once its claim is stale.
 */
export function startDispensingWorker(
  db: Db,
  options: { intervalMs?: number; workerId?: string; logError?: (error: unknown) => void } = {},
): DispensingWorker {
  const workerId = options.workerId ?? newWorkerId()
  const intervalMs = options.intervalMs ?? 1000
  const logError = options.logError ?? ((error) => console.error("[dispensing worker]", error))
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()

  const drain = async () => {
    try {
      while (!stopped && (await processNextJob(db, workerId))) {
        // one job after another until none is waiting
      }
    } catch (error) {
      logError(error)
    }
  }
  const schedule = () => {
    timer = setTimeout(() => {
      running = drain().finally(() => {
        if (!stopped) schedule()
      })
    }, intervalMs)
    timer.unref()
  }
  schedule()
  return {
    workerId,
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
