import pg from "pg"
import { afterAll, describe, expect, it } from "vitest"
import { listenAccessChanges } from "../../../src/server/db/client"
import { AccessCache, ACCESS_CACHE_TTL_MS, createAccessCache } from "../../../src/server/http/accessCache"
import { demoIds } from "../../../src/server/db/seed"
import { createTestServer } from "../../../src/server/db/testDb"

describe("AccessCache", () => {
  it("keeps what was loaded until its time is up (the exact millisecond)", () => {
    let now = 1_000
    const cache = new AccessCache<string, string, string>({ now: () => now })
    cache.keepSession(cache.mark(), "s", "live")
    now += ACCESS_CACHE_TTL_MS - 1
    expect(cache.session("s")).toBe("live")
    now += 1
    expect(cache.session("s")).toBeUndefined()
  })

  it("does not keep a load that a change overtook", () => {
    const cache = new AccessCache<string, string, string>()
    const mark = cache.mark()
    cache.changed() // a write while the statement ran
    cache.keepContact(mark, 1, 2, "stale")
    expect(cache.contact(1, 2)).toBeUndefined()
    cache.keepContact(cache.mark(), 1, 2, "fresh")
    expect(cache.contact(1, 2)).toBe("fresh")
    cache.changed()
    expect(cache.contact(1, 2)).toBeUndefined()
  })

  it("keeps nothing while it cannot hear other processes", () => {
    const cache = new AccessCache<string, string, string>({ on: false })
    cache.keepUser(cache.mark(), 1, "row")
    expect(cache.user(1)).toBeUndefined()
    cache.listening(true)
    cache.keepUser(cache.mark(), 1, "row")
    expect(cache.user(1)).toBe("row")
    cache.listening(false)
    expect(cache.user(1)).toBeUndefined()
  })
})

// Over PostgreSQL: a write by another client (no drizzle logger of this process sees it) reaches the cache by NOTIFY.
const url = process.env.TEST_DATABASE_URL
describe.skipIf(!url)("changes by other processes (PostgreSQL LISTEN)", () => {
  const closers: Array<() => Promise<unknown>> = []
  afterAll(async () => {
    for (const close of closers.reverse()) await close()
  })

  it("a role changed by another connection empties the cache within a second", async () => {
    const server = await createTestServer()
    closers.push(() => server.close())
    const cache = createAccessCache<string, string, string>({ on: false })
    const listening = new Promise<void>((resolve) => {
      const listener = listenAccessChanges(url!, {
        changed: () => cache.changed(),
        listening: (on) => {
          cache.listening(on)
          if (on) resolve()
        },
      })
      closers.push(() => listener.stop())
    })
    await listening
    cache.keepContact(cache.mark(), demoIds.users.mari, demoIds.customers.naidisLogistika, "kept")
    expect(cache.contact(demoIds.users.mari, demoIds.customers.naidisLogistika)).toBe("kept")

    const schema = (await server.db.execute("select current_schema() as s" as never)) as unknown as { rows: Array<{ s: string }> }
    const other = new pg.Client({ connectionString: url })
    await other.connect()
    closers.push(() => other.end())
    await other.query(`update "${schema.rows[0]!.s}".contacts set roles = roles where user_id = $1`, [demoIds.users.mari])
    const until = Date.now() + 1000
    while (cache.contact(demoIds.users.mari, demoIds.customers.naidisLogistika) !== undefined && Date.now() < until)
      await new Promise((r) => setTimeout(r, 10))
    expect(cache.contact(demoIds.users.mari, demoIds.customers.naidisLogistika)).toBeUndefined()
  })
})
