import { afterAll, beforeAll, expect, it } from "vitest"
import { sql } from "drizzle-orm"
import * as tables from "../../../src/server/db/schema"
import { seed } from "../../../src/server/db/seed"
import { createTestServer, type TestServer } from "../../../src/server/db/testDb"

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server?.close())

const counts = async () => {
  const out: Record<string, number> = {}
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await server.db.select({ n: sql<number>`count(*)::int` }).from(table)
    out[name] = row!.n
  }
  return out
}

it("seeding a seeded database again changes no row counts", async () => {
  const before = await counts()
  // Mari, Jaan, the two newcomers who register (seed.ts), the three ID-credit applicants (seed/cards.ts) and
  // Laura Laadija with her six test companies' contacts (seed/charging.ts).
  expect(before.users).toBe(8)
  expect(before.contacts).toBe(13)
  expect(before.fuelPrices).toBe(8)
  await seed(server.db)
  expect(await counts()).toEqual(before)
})
