import { randomBytes } from "node:crypto"
import { sql } from "drizzle-orm"
import pg from "pg"
import { describe, expect, it } from "vitest"
import { openPostgres, type Db } from "../../../src/server/db/client"
import { preparedOnce } from "../../../src/server/db/prepared"

const setting = (on: Db, name: string) =>
  on.select({ mode: sql<string>`current_setting('plan_cache_mode')` }).from(sql`(select 1) as one`).prepare(name)

// On PostgreSQL the hot named statements run on connections that plan them once (db/prepared.ts): the
// list's LIMIT and OFFSET parameters otherwise make PostgreSQL plan it again on every execution.
const url = process.env.TEST_DATABASE_URL
describe.skipIf(!url)("prepared statements over PostgreSQL", () => {
  it("run on the generic-plan pool; everything else on the default", async () => {
    const name = `test_prepared_${randomBytes(4).toString("hex")}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${name}`)
    const target = new URL(url!)
    target.pathname = `/${name}`
    const database = await openPostgres(target.toString())
    try {
      const statement = preparedOnce(database.db, "plan_cache_mode", (statementName, on) => setting(on, statementName))
      expect(preparedOnce(database.db, "plan_cache_mode", () => undefined as never)).toBe(statement)
      expect((await statement.execute())[0]?.mode).toBe("force_generic_plan")
      expect((await setting(database.db, "plain").execute())[0]?.mode).toBe("auto")
    } finally {
      await database.close()
      await admin.query(`drop database ${name}`)
      await admin.end()
    }
  })
})
