import { describe, expect, it } from "vitest"
import { isNotNull } from "drizzle-orm"
import { dispensingJobs } from "./terminal.tables"
import { claimNextJob, processNextJob, startDispensingWorker } from "./terminal.service"
import { b, c, newOrder, post, server, stockOf, useTerminalServer, WORKER } from "./terminal.fixtures"

useTerminalServer()

const state = async (uid: number) => (await post(`/dispensing-order/save-state/${c.naidisLogistika}`, { uid })).json

describe("dispensing jobs under concurrency (issue 26)", () => {
  it("one claim takes one job, however many wait", async () => {
    const uids: number[] = []
    for (let i = 0; i < 4; i++)
      uids.push((await post(`/dispensing-order/${c.naidisLogistika}`, newOrder({ documentNumber: `VK-ONE-${i}` }))).json.uid)
    expect((await claimNextJob(server.db, "one"))?.id).toBe(uids[0])
    const claimed = await server.db.select({ id: dispensingJobs.id }).from(dispensingJobs).where(isNotNull(dispensingJobs.claimedBy))
    expect(claimed.map((j) => j.id)).toEqual([uids[0]])
    while (await processNextJob(server.db, WORKER, new Date(Date.now() + 60_000))) {
      // apply them all (the first one's claim is stale a minute later)
    }
    for (const uid of uids) expect((await state(uid)).state).toBe("COMPLETED")
  })

  it("20 parallel orders on one warehouse each end COMPLETED or FAILED OVER_STOCK within 15 s, and the stock is the completed sum", async () => {
    const litres = 2900
    const before = await stockOf(b.diesel)
    // Two runners, as two processes over one database would be.
    const runners = [
      startDispensingWorker(server.db, { intervalMs: 50, workerId: "p1" }),
      startDispensingWorker(server.db, { intervalMs: 50, workerId: "p2" }),
    ]
    const started = Date.now()
    try {
      const posts = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          post(
            `/dispensing-order/${c.naidisLogistika}`,
            newOrder({ documentNumber: `VK-PAR-${i}`, rows: [{ remoteBatchId: b.diesel, batchAmount: litres }] }),
          ),
        ),
      )
      expect(posts.map((p) => p.status)).toEqual(Array(20).fill(200))
      const ends = new Map<number, { state: string; reason: string | null }>()
      while (ends.size < 20 && Date.now() - started < 15_000) {
        for (const { json } of posts) {
          if (ends.has(json.uid)) continue
          const s = await state(json.uid)
          if (s.state !== "RUNNING") ends.set(json.uid, s)
        }
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect(ends.size, "every order ended within 15 s").toBe(20)
      const outcomes = [...ends.values()].map((e) => (e.state === "COMPLETED" ? "COMPLETED" : `${e.state} ${e.reason}`))
      expect(outcomes.filter((o) => o !== "COMPLETED" && o !== "FAILED OVER_STOCK")).toEqual([])
      const completed = outcomes.filter((o) => o === "COMPLETED").length
      expect(completed).toBe(Math.min(20, Math.floor(before / litres)))
      expect(await stockOf(b.diesel)).toBe(before - completed * litres)
    } finally {
      await Promise.all(runners.map((r) => r.stop()))
    }
  })
})
