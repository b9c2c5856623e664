import { describe, expect, it } from "vitest"
import { eq, sql } from "drizzle-orm"
import * as terminalTables from "./terminal.tables"
import { dispensingJobs } from "./terminal.tables"
import { seed } from "../../db/seed"
import { applyJob, claimNextJob, processNextJob, startDispensingWorker } from "./terminal.service"
import { b, c, newOrder, orderList, post, server, stockOf, useTerminalServer, WORKER } from "./terminal.fixtures"

useTerminalServer()

describe("the background jobs", () => {
  it("a job claimed by a process that died (a stale claim) is taken over and completes exactly once", async () => {
    const started = await post(`/dispensing-order/${c.naidisLogistika}`, newOrder({ documentNumber: "VK-RESTART" }))
    const now = new Date()
    await server.db
      .update(dispensingJobs)
      .set({ claimedBy: "dead-process", claimedAt: new Date(now.getTime() - 10 * 60_000), attempts: 1 })
      .where(eq(dispensingJobs.id, started.json.uid))
    const stock = await stockOf(b.diesel)
    expect(await processNextJob(server.db, "survivor", now)).toBe(true)
    expect(await processNextJob(server.db, "survivor", now)).toBe(false)
    // The dead process coming back cannot apply it again.
    expect(await applyJob(server.db, started.json.uid, "dead-process", now)).toBeUndefined()
    expect((await orderList()).filter((o) => o.authorizationNumber === "VK-RESTART")).toHaveLength(1)
    expect(await stockOf(b.diesel)).toBe(stock - 2000)
    const [job] = await server.db.select().from(dispensingJobs).where(eq(dispensingJobs.id, started.json.uid))
    expect(job).toMatchObject({ status: "COMPLETED", claimedBy: "survivor", attempts: 2 })
  })

  it("a fresh claim of a live process is left alone; two workers never claim one job", async () => {
    const started = await post(`/dispensing-order/${c.naidisLogistika}`, newOrder({ documentNumber: "VK-CLAIM" }))
    const claims = (await Promise.all([claimNextJob(server.db, "a"), claimNextJob(server.db, "b")])).map((claim) => claim?.id)
    expect(claims.filter((x) => x === started.json.uid)).toHaveLength(1)
    expect(await processNextJob(server.db, "c")).toBe(false)
    const holder = claims[0] === started.json.uid ? "a" : "b"
    expect(await applyJob(server.db, started.json.uid, holder)).toBe("COMPLETED")
  })

  it("a job already taken over once (its second worker died too) is FAILED instead of being tried again", async () => {
    const started = await post(`/dispensing-order/${c.naidisLogistika}`, newOrder({ documentNumber: "VK-BROKEN" }))
    await server.db
      .update(dispensingJobs)
      .set({ attempts: 2, claimedBy: "dead", claimedAt: new Date(0) })
      .where(eq(dispensingJobs.id, started.json.uid))
    await processNextJob(server.db, WORKER)
    expect((await post(`/dispensing-order/save-state/${c.naidisLogistika}`, { uid: started.json.uid })).json).toMatchObject({
      state: "FAILED",
      reason: "INTERNAL",
    })
  })

  it("the worker loop applies a saved order by itself and stops cleanly", async () => {
    const worker = startDispensingWorker(server.db, { intervalMs: 20, workerId: "loop" })
    try {
      const started = await post(`/dispensing-order/${c.naidisLogistika}`, newOrder({ documentNumber: "VK-LOOP" }))
      let state = "RUNNING"
      for (let i = 0; i < 100 && state === "RUNNING"; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20))
        state = (await post(`/dispensing-order/save-state/${c.naidisLogistika}`, { uid: started.json.uid })).json.state
      }
      expect(state).toBe("COMPLETED")
    } finally {
      await worker.stop()
    }
    const after = await post(`/dispensing-order/${c.naidisLogistika}`, newOrder({ documentNumber: "VK-AFTER-STOP" }))
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect((await post(`/dispensing-order/save-state/${c.naidisLogistika}`, { uid: after.json.uid })).json.state).toBe("RUNNING")
    await processNextJob(server.db, WORKER)
  })
})

it("seeding again changes none of the terminal tables", async () => {
  const counts = async () => {
    const out: Record<string, number> = {}
    for (const [name, table] of Object.entries(terminalTables)) {
      if (typeof table === "object" && table && "getSQL" in table) {
        out[name] = (await server.db.select({ n: sql<number>`count(*)::int` }).from(table as typeof dispensingJobs))[0]!.n
      }
    }
    return out
  }
  const before = await counts()
  expect(Object.keys(before)).toHaveLength(11)
  await seed(server.db)
  expect(await counts()).toEqual(before)
})
