import { type SQL, sql } from "drizzle-orm"
import type { Db } from "./db"

/**
 * One generating INSERT … SELECT or set-based UPDATE of the demo (or a bench's) data, with PostgreSQL's JIT off
 * for its transaction. The generators' `cross join lateral generate_series(…)` rows are estimated at 1 000 per
 * outer row, so a statement of 5 000 rows costs millions on paper and PostgreSQL compiled it with LLVM first:
 * 1.3–1.5 s of JIT for each of the statement's documents and the charging sessions, most of the seed's time
 * (issue 29, a faster first start). PGlite has no JIT; the setting is accepted and changes nothing there.
 */
export async function runBulk(db: Db, ...statements: SQL[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`)
    for (const statement of statements) await tx.execute(statement)
  })
}
