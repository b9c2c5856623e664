/**
 * The demo data in a PostgreSQL database that `npm run db:migrate` migrated (DATABASE_URL), run on its own:
 * `node --import tsx scripts/seed-demo.ts`. The production start never seeds (src/server/production.ts); a
 * test of it that needs people and invoices seeds here first (tests/browser/production.spec.ts). It does not
 * migrate: an unmigrated database stops it. Idempotent: rows that exist are left alone.
 */
import { openPostgres } from "../src/server/db/client"
import { seed } from "../src/server/db/seed"

const url = process.env.DATABASE_URL
if (!url) {
  console.error("seed-demo: DATABASE_URL is not set (a migrated PostgreSQL, postgres://user:password@host:5432/name)")
  process.exit(2)
}
const started = Date.now()
const database = await openPostgres(url, {}, false)
try {
  await seed(database.db)
} finally {
  await database.close()
}
console.log(`seed-demo: demo data in place in ${Date.now() - started} ms`)
