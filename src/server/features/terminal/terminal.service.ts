import { log } from "../../log"
import { hostname } from "node:os"
import { randomBytes } from "node:crypto"
import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm"
import { tallinnDay } from "../../../core/rules/vat"
import type { DispensingStateResponse } from "../../../core/schemas/terminal"
import type { Db } from "../../db/client"
import { answerOf, type TerminalAnswer, type TerminalProblem } from "./terminal.problems"
import { dispensingJobs, dispensingOrderRows, dispensingOrders, terminalBatches, type DispensingJobKind } from "./terminal.tables"
import { resolveRequest, type JobRequest, type ResolvedRequest } from "./terminal.validation"

/**
 * Dispensing orders as the terminal's system keeps them: a save or an edit is checked when it is
 * asked for (terminal.validation.ts), queued as a job row, and applied by a background worker in one
 * transaction that checks the stock of every batch.
 */

export interface JobAuthor {
  readonly customerId: number
  readonly userId: number
  readonly contactId: number
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0]
type JobRow = typeof dispensingJobs.$inferSelect

/**
 * Checks a save or edit now and queues it for the worker; answers the job id (the uid the client
 * polls). A second edit of an order while one is still running is refused (EDIT_RUNNING): the
 * partial unique index decides, so two processes cannot both queue one.
 */
export async function startJob(db: Db, author: JobAuthor, request: JobRequest): Promise<TerminalAnswer<{ uid: number }>> {
  const checked = await resolveRequest(db, author.customerId, request)
  if ("problem" in checked) return checked
  return enqueueJob(db, author, request)
}

async function enqueueJob(db: Db, author: JobAuthor, request: JobRequest): Promise<TerminalAnswer<{ uid: number }>> {
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
  if (!job) return { problem: { kind: "EDIT_RUNNING" } }
  return { value: { uid: job.id } }
}

/** The state of the customer's job of that kind; another customer's job does not exist. */
export async function jobState(
  db: Db,
  customerId: number,
  kind: DispensingJobKind,
  uid: number,
): Promise<TerminalAnswer<DispensingStateResponse>> {
  const [job] = await db
    .select()
    .from(dispensingJobs)
    .where(and(eq(dispensingJobs.id, uid), eq(dispensingJobs.customerId, customerId), eq(dispensingJobs.kind, kind)))
  if (!job) return { problem: { kind: "JOB_NOT_FOUND", job: kind, uid } }
  return {
    value: {
      state: job.status,
      reason: job.reason,
      message: job.message,
      orderUid: job.status === "COMPLETED" ? job.orderUid : null,
    },
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

type JobOutcome =
  | { readonly status: "COMPLETED"; readonly orderUid: number }
  | { readonly status: "FAILED"; readonly problem: TerminalProblem }

/** Records the job's end: COMPLETED with its order, or FAILED with the problem's code and message. */
async function finishJob(tx: Tx, jobId: number, outcome: JobOutcome, now: Date): Promise<JobOutcome["status"]> {
  const failure = outcome.status === "FAILED" ? answerOf(outcome.problem) : undefined
  await tx
    .update(dispensingJobs)
    .set(
      outcome.status === "COMPLETED"
        ? { status: "COMPLETED", orderUid: outcome.orderUid, finishedAt: now }
        : { status: "FAILED", reason: failure!.code, message: failure!.message, finishedAt: now },
    )
    .where(eq(dispensingJobs.id, jobId))
  return outcome.status
}

/** What each batch gives (positive) or gets back (a lowered or removed row). */
function batchTakes({ newRows, modifiedRows }: ResolvedRequest): Map<string, number> {
  const take = new Map<string, number>()
  for (const r of newRows) take.set(r.remoteBatchId, (take.get(r.remoteBatchId) ?? 0) + r.quantity)
  for (const r of modifiedRows) take.set(r.remoteBatchId, (take.get(r.remoteBatchId) ?? 0) + r.quantity - r.previous)
  return take
}

/** Locks the batches (in id order) and finds the first that holds less than it is asked for. */
async function stockProblem(tx: Tx, take: ReadonlyMap<string, number>): Promise<TerminalProblem | undefined> {
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
    const asked = take.get(batch.remoteBatchId)!
    if (asked > batch.quantity) {
      return { kind: "OVER_STOCK", productName: batch.productName, remoteBatchId: batch.remoteBatchId, asked, inStock: batch.quantity }
    }
  }
  return undefined
}

/** Writes the order (new, or its header and changed rows), its new rows and the batches' lowered stock; answers its uid. */
async function writeOrder(tx: Tx, job: JobRow, request: JobRequest, resolved: ResolvedRequest, now: Date): Promise<number> {
  const { header, newRows, modifiedRows, firstRowNumber } = resolved
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
  for (const [remoteBatchId, amount] of batchTakes(resolved)) {
    if (amount !== 0) {
      await tx
        .update(terminalBatches)
        .set({ quantity: sql`${terminalBatches.quantity} - ${amount}` })
        .where(eq(terminalBatches.remoteBatchId, remoteBatchId))
    }
  }
  return orderUid
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
    const fail = (problem: TerminalProblem) => finishJob(tx, job.id, { status: "FAILED", problem }, now)
    if (job.attempts > MAX_JOB_ATTEMPTS) return fail({ kind: "GAVE_UP" })

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
    if ("problem" in checked) return fail(checked.problem)
    const overStock = await stockProblem(tx, batchTakes(checked.value))
    if (overStock) return fail(overStock)
    const orderUid = await writeOrder(tx, job, request, checked.value, now)
    return finishJob(tx, job.id, { status: "COMPLETED", orderUid }, now)
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
  const logError = options.logError ?? ((error) => log().error({ err: error }, "[dispensing worker] failed"))
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
