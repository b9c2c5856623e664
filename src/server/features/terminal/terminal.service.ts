import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm"
import { tallinnDay } from "../../../core/rules/vat"
import type { DispensingStateResponse } from "../../../core/schemas/terminal"
import type { Db } from "../../db/client"
import { newWorkerId, startJobRunner, type JobQueue, type JobRunner } from "../../jobs/runner"
import { answerOf, type TerminalAnswer, type TerminalProblem } from "./terminal.problems"
import { dispensingJobs, dispensingOrderRows, dispensingOrders, terminalBatches, type DispensingJobKind } from "./terminal.tables"
import { resolveRequest, type JobRequest, type ResolvedRequest } from "./terminal.validation"
import { emitWebhookEvent } from "../integrations/integrations.webhooks"

/**
 * Dispensing orders as the terminal's system keeps them: a save or an edit is checked when it is
 * asked for (terminal.validation.ts), queued as a job row, and applied by a background worker in one
 * transaction that checks the stock of every batch.
 */

export interface JobAuthor {
  readonly customerId: number
  readonly userId: number
  readonly contactId: number
  /** The request that queued the job (its x-request-id), carried into the job's log lines. */
  readonly requestId?: string | null
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
      requestId: author.requestId ?? null,
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

/**
 * A claim older than this belongs to a process that died: three times the job's timeout, so a live worker's
 * job has ended (applied, or given up by the runner) long before another may take it over.
 */
export const STALE_CLAIM_MS = 30_000
/** The longest the application of one job may take (the runner's timeout and the transaction's statement_timeout). */
export const JOB_TIMEOUT_MS = 10_000
/** A job is claimed at most this often: once, and once more by another worker if the first died or timed out. */
export const MAX_JOB_ATTEMPTS = 2

/**
 * Claims the oldest RUNNING job that nobody holds (or whose claim is stale) for `workerId`: an UPDATE of the
 * one row a scalar `FOR UPDATE SKIP LOCKED` pick names, so two processes never claim the same job at once.
 * (It was `id IN (pick … LIMIT 1)`: the planner may run such a pick once per row, and one claim took every
 * waiting job; the others then sat claimed by a live worker until their claim went stale, 30 s a round,
 * and ended GAVE_UP: the FAILED INTERNAL minutes later of issue 26.)
 */
export async function claimNextJob(
  db: Db,
  workerId: string,
  now = new Date(),
  staleAfterMs = STALE_CLAIM_MS,
): Promise<{ id: number; requestId: string | null } | undefined> {
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
    .where(and(eq(dispensingJobs.id, sql`(${next})`), claimable))
    .returning({ id: dispensingJobs.id, requestId: dispensingJobs.requestId })
  return claimed
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
    // Bounded in the database too: a lock wait or a statement past the job's timeout ends the transaction.
    await tx.execute(
      sql`select set_config('lock_timeout', ${`${JOB_TIMEOUT_MS / 2}ms`}, true), set_config('statement_timeout', ${`${JOB_TIMEOUT_MS}ms`}, true)`,
    )
    const [job] = await tx
      .select()
      .from(dispensingJobs)
      .where(and(eq(dispensingJobs.id, jobId), eq(dispensingJobs.status, "RUNNING"), eq(dispensingJobs.claimedBy, workerId)))
      .for("update")
    if (!job) return undefined
    const fail = async (problem: TerminalProblem) => {
      const status = await finishJob(tx, job.id, { status: "FAILED", problem }, now)
      const { code } = answerOf(problem)
      await emitWebhookEvent(tx, job.customerId, "dispensing_order.failed", { jobId: job.id, kind: job.kind, reason: code }, now)
      return status
    }
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
    await emitWebhookEvent(tx, job.customerId, "dispensing_order.completed", { jobId: job.id, kind: job.kind, orderUid }, now)
    return finishJob(tx, job.id, { status: "COMPLETED", orderUid }, now)
  })
}

/** Claims and applies the next job; false when there was none to take. */
export async function processNextJob(db: Db, workerId: string, now = new Date(), staleAfterMs = STALE_CLAIM_MS): Promise<boolean> {
  const claimed = await claimNextJob(db, workerId, now, staleAfterMs)
  if (claimed === undefined) return false
  await applyJob(db, claimed.id, workerId, now)
  return true
}

/**
 * How many dispensing jobs one process applies at once. A job is mostly waiting on the database (its round
 * trips, the batch's row lock while another job on the same batch commits): one at a time, a sustained stream of
 * orders outran it (the soak's queue held 1 564 jobs at minute 7). The batches are locked in id order and
 * checked inside each job's transaction, so jobs at once keep the stock exact (terminal.concurrency.test.ts).
 */
export const DISPENSING_CONCURRENCY = 4

/**
 * The dispensing saves and edits as a queue of the job runner (jobs/runner.ts): every process over one
 * database may run it; the claims keep two from applying one job, and a job left by a process that died
 * (or given up at its timeout) is taken over once its claim is stale, once.
 */
export function dispensingQueue(db: Db, options: { intervalMs?: number; timeoutMs?: number; concurrency?: number } = {}): JobQueue {
  return {
    name: "dispensing",
    timeoutMs: options.timeoutMs ?? JOB_TIMEOUT_MS,
    intervalMs: options.intervalMs ?? 1000,
    concurrency: options.concurrency ?? DISPENSING_CONCURRENCY,
    claim: async (workerId) => {
      const claimed = await claimNextJob(db, workerId)
      if (!claimed) return undefined
      return { id: claimed.id, requestId: claimed.requestId, run: () => applyJob(db, claimed.id, workerId) }
    },
    depth: async () => {
      const [row] = await db
        .select({
          depth: sql<number>`count(*)::int`,
          age: sql<number>`coalesce(extract(epoch from now() - min(${dispensingJobs.createdAt})), 0)::float8`,
        })
        .from(dispensingJobs)
        .where(eq(dispensingJobs.status, "RUNNING"))
      return { depth: row?.depth ?? 0, oldestAgeSeconds: Math.max(0, row?.age ?? 0) }
    },
  }
}

/** A runner of the dispensing queue alone (the tests'; the server runs every queue on one runner, main.ts). */
export function startDispensingWorker(db: Db, options: { intervalMs?: number; workerId?: string; concurrency?: number } = {}): JobRunner {
  return startJobRunner([dispensingQueue(db, options)], { workerId: options.workerId ?? newWorkerId() })
}
