/**
 * The bench's server entry (started by `npm run bench` as a child process; never by npm start).
 *
 * Opens the database the way the server does (DATABASE_URL: PostgreSQL, else PGlite in DATA_DIR),
 * seeds the demo data and the bench's bulk data on top — 50 000 fuel documents of the bench company
 * (customer 90), the fleet company with 100 000 statement lines over a year (customer 91), Mari an
 * ADMIN contact of both; the consumption data (two years of hourly measurements) comes with the demo
 * seed — closes it, and then runs the real server, src/server/main.ts, which opens it again and
 * listens on PORT. So what the bench measures is the product's own process, middleware, static
 * handler and background work included.
 *
 * Seeding is idempotent and skipped when the bulk rows are there already (bench/run.ts keeps a seeded
 * PGlite folder under .bench/ between runs). Under node:cluster (WEB_CONCURRENCY) only the primary
 * seeds; the workers, which start this file again, go straight to main.ts.
 */
import cluster from "node:cluster"
import { openFromEnv } from "../src/server/db/client"
import { answerCpuUsage } from "./processes"
import { seedBench } from "./seed"

if (cluster.isPrimary) {
  const database = await openFromEnv()
  try {
    console.log(`[bench server] ${await seedBench(database.db)}`)
  } finally {
    await database.close()
  }
}
// The cost per request (bench/cost.ts) asks this process's CPU time over the IPC channel.
if (cluster.isPrimary) answerCpuUsage()
await import("../src/server/main")
