/**
 * The bench's data: the demo data (with its two years of hourly consumption) plus the bulk rows the
 * bench measures against — 50 000 fuel documents of the bench company (customer 90) and the fleet
 * company with 100 000 statement lines over a year (customer 91), Mari an ADMIN contact of both.
 * Idempotent; the bulk inserts are skipped when their rows are there already. Used by bench/server.ts.
 */
import { count, eq } from "drizzle-orm"
import type { Db } from "../src/server/db/client"
import { fuelDocuments } from "../src/server/features/invoices/invoices.tables"
import { documentLines } from "../src/server/features/statement/statement.tables"
import { demoIds, seed } from "../src/server/db/seed"
import { BENCH_CUSTOMER_ID, seedBulkDocuments } from "../src/server/features/invoices/invoices.seed"
import { BENCH_FLEET_CUSTOMER_ID, seedBenchFleet } from "../src/server/features/statement/statement.seed"

/** Fuel documents of the bench company (the invoice list's 50 000). */
export const BENCH_DOCUMENTS = 50_000
/** Statement lines of the bench fleet (issue 11's 100 000-line customer). */
export const BENCH_FLEET_LINES = 100_000

const rowsOf = async (db: Db, what: "documents" | "lines") =>
  what === "documents"
    ? (await db.select({ n: count() }).from(fuelDocuments).where(eq(fuelDocuments.customerId, BENCH_CUSTOMER_ID)))[0]!.n
    : (await db.select({ n: count() }).from(documentLines).where(eq(documentLines.customerId, BENCH_FLEET_CUSTOMER_ID)))[0]!.n

/** Demo data plus the bench's bulk data; returns what it did, for the log. */
export async function seedBench(db: Db): Promise<string> {
  const started = Date.now()
  await seed(db)
  const done: string[] = []
  if ((await rowsOf(db, "documents")) < BENCH_DOCUMENTS) {
    await seedBulkDocuments(db, demoIds.users.mari, BENCH_DOCUMENTS)
    done.push(`${BENCH_DOCUMENTS} documents`)
  }
  if ((await rowsOf(db, "lines")) === 0) {
    await seedBenchFleet(db, demoIds.users.mari, BENCH_FLEET_LINES)
    done.push(`${await rowsOf(db, "lines")} statement lines`)
  }
  return `${done.length ? `seeded ${done.join(" and ")}` : "bulk data present"} in ${((Date.now() - started) / 1000).toFixed(1)} s`
}
