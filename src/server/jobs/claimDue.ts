import { and, asc, eq, getTableColumns, isNull, lt, lte, or, sql } from "drizzle-orm"
import type { PgColumn, PgTable } from "drizzle-orm/pg-core"
import type { Db } from "../db/client"

/** The columns of a queue kept as rows: the id, the waiting status, when a row is due, and its claim (lease). */
export interface DueRowQueue {
  readonly table: PgTable
  readonly id: PgColumn
  readonly status: PgColumn
  /** The status value of a row that waits to be worked on. */
  readonly waiting: string
  readonly dueAt: PgColumn
  readonly claimedBy: PgColumn
  readonly claimedAt: PgColumn
  /** Counted up by each claim, when the queue keeps a count. */
  readonly attempts?: PgColumn
}

/**
 * Claims the next due waiting row for `workerId` (oldest due first; rows other workers hold are skipped,
 * `FOR UPDATE SKIP LOCKED`): its claim is the worker and the time, a lease that another worker may take over
 * once it is older than `staleAfterMs` (its worker died). Answers the row's id, or undefined when none is due.
 */
export async function claimDueRow(db: Db, q: DueRowQueue, workerId: string, now: Date, staleAfterMs: number): Promise<number | undefined> {
  const claimable = and(
    eq(q.status, q.waiting),
    lte(q.dueAt, now),
    or(isNull(q.claimedAt), lt(q.claimedAt, new Date(now.getTime() - staleAfterMs))),
  )
  const next = db
    .select({ id: q.id })
    .from(q.table)
    .where(claimable)
    .orderBy(asc(q.dueAt), asc(q.id))
    .limit(1)
    .for("update", { skipLocked: true })
  // The table is any queue's: drizzle cannot type its keys here, so they are looked up from its columns.
  const columns = Object.entries(getTableColumns(q.table))
  const key = (column: PgColumn) => columns.find(([, c]) => c === column)![0]
  const set: Record<string, unknown> = { [key(q.claimedBy)]: workerId, [key(q.claimedAt)]: now }
  if (q.attempts) set[key(q.attempts)] = sql`${q.attempts} + 1`
  const rows = (await db
    .update(q.table)
    .set(set as never)
    .where(and(eq(q.id, sql`(${next})`), claimable))
    .returning({ id: q.id })) as Array<{ id: number }>
  return rows[0]?.id
}
