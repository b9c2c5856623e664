import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { eq, sql } from "drizzle-orm"
import { openPglite, type Database } from "../../../src/server/db/client"
import { isUniqueViolation } from "../../../src/server/db/uniqueViolation"
import { settings } from "../../../src/server/db/schema"

// PGlite in a worker thread (the server's embedded default): drizzle over it behaves as over PGlite in-process.
let database: Database
beforeAll(async () => {
  database = await openPglite(undefined, { thread: true })
})
afterAll(() => database?.close())

describe("PGlite in a worker thread", () => {
  it("migrates, reads and writes; dates stay the database's text as drizzle expects", async () => {
    await database.db.insert(settings).values({ key: "thread-test", value: "a" })
    const [row] = await database.db.select().from(settings).where(eq(settings.key, "thread-test"))
    expect(row?.value).toBe("a")
    const result = await database.db.execute(sql`select date '2026-01-31' as d, 1.50::numeric as n`)
    expect((result as unknown as { rows: Array<{ d: string; n: string }> }).rows[0]).toEqual({ d: "2026-01-31", n: "1.50" })
  })

  it("a transaction commits, one that throws rolls back, and statements outside wait for it", async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(settings).values({ key: "tx-commit", value: "1" })
    })
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(settings).values({ key: "tx-rollback", value: "1" })
        throw new Error("no")
      }),
    ).rejects.toThrow("no")
    const keys = (await database.db.select().from(settings)).map((s) => s.key)
    expect(keys).toContain("tx-commit")
    expect(keys).not.toContain("tx-rollback")

    // While a transaction holds an uncommitted row, a statement from elsewhere runs after it ends.
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    const running = database.db.transaction(async (tx) => {
      await tx.insert(settings).values({ key: "tx-held", value: "1" })
      await held
    })
    await new Promise((r) => setTimeout(r, 50))
    // Sent now (a drizzle query runs when awaited or then'd), answered after the commit: it sees the row.
    const outside = database.db
      .select()
      .from(settings)
      .where(eq(settings.key, "tx-held"))
      .then((rows) => rows)
    await new Promise((r) => setTimeout(r, 50))
    release()
    await running
    expect(await outside).toHaveLength(1)
  })

  it("a database error keeps its code and constraint (unique violations are recognised)", async () => {
    const error = await database.db
      .insert(settings)
      .values({ key: "tx-commit", value: "again" })
      .then(
        () => undefined,
        (e: unknown) => e,
      )
    expect(isUniqueViolation(error, "settings_pkey")).toBe(true)
  })
})
