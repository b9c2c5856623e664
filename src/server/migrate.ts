import { migratePostgres } from "./db/client"

/**
 * `npm run db:migrate`: applies the migrations to DATABASE_URL (under the advisory lock that several starting
 * processes share) and exits; the production start does not migrate unless MIGRATE_ON_START=true.
 */
const url = process.env.DATABASE_URL
if (!url) {
  console.error("db:migrate: DATABASE_URL is not set (the PostgreSQL to migrate, postgres://user:password@host:5432/name)")
  process.exit(2)
}
const started = Date.now()
await migratePostgres(url)
console.log(`db:migrate: migrations applied in ${Date.now() - started} ms`)
