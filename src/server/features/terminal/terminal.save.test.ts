import { describe, expect, it } from "vitest"
import { eq } from "drizzle-orm"
import { contacts } from "../../db/schema"
import { dispensingOrderRows, dispensingOrders } from "./terminal.tables"
import { demoIds } from "../../db/seed"
import { demoTerminal } from "./terminal.seed"
import { processNextJob } from "./terminal.service"
import {
  addDays,
  b,
  c,
  count,
  expectRefused,
  get,
  newOrder,
  orderList,
  post,
  put,
  saveAndApply,
  server,
  stockOf,
  useTerminalServer,
  WORKER,
} from "./terminal.fixtures"

useTerminalServer()

describe("saving a new order", () => {
  it("is RUNNING until the worker applies it, then COMPLETED: the order listed, the stock lowered, the author recorded", async () => {
    const diesel = await stockOf(b.diesel)
    const dos = await stockOf(b.dieselDos)
    const state = await saveAndApply(
      newOrder({ rows: [{ remoteBatchId: b.diesel, batchAmount: 2000, remoteDosBatchId: b.dieselDos, dosBatchAmount: 100 }] }),
    )
    expect(state).toMatchObject({ state: "COMPLETED" })
    const order = (await orderList()).find((o) => o.uid === state.orderUid)!
    expect(order).toMatchObject({
      authorizationNumber: "VK-TEST-1",
      driverName: "Aivar Kask",
      productOwnerName: "Tartu Terminal",
      isModifiable: true,
      warehouse: "1",
    })
    expect(order.productRows).toEqual([
      { rowNumber: 1, productName: "Diislikütus", remoteBatchId: b.diesel, quantity: 2000 },
      { rowNumber: 2, productName: "Diislikütus (DOS)", remoteBatchId: b.dieselDos, quantity: 100 },
    ])
    expect([await stockOf(b.diesel), await stockOf(b.dieselDos)]).toEqual([diesel - 2000, dos - 100])
    const [row] = await server.db.select().from(dispensingOrders).where(eq(dispensingOrders.uid, state.orderUid))
    expect(row!.createdByUserId).toBe(demoIds.users.mari)
  })

  it("a save exceeding the stock of a batch ends FAILED with the reason, and nothing is saved", async () => {
    const stock = await stockOf(b.petrol95)
    const orders = await count(dispensingOrders)
    const rows = await count(dispensingOrderRows)
    const state = await saveAndApply(
      newOrder({
        rows: [
          { remoteBatchId: b.diesel, batchAmount: 100 },
          { remoteBatchId: b.petrol95, batchAmount: stock + 100 },
        ],
      }),
    )
    expect(state).toMatchObject({ state: "FAILED", reason: "OVER_STOCK" })
    expect(state.message).toContain(b.petrol95)
    expect([await count(dispensingOrders), await count(dispensingOrderRows), await stockOf(b.petrol95)]).toEqual([orders, rows, stock])
  })

  it("exactly the whole stock of a batch may be taken", async () => {
    const stock = await stockOf(b.exciseDiesel)
    const state = await saveAndApply(newOrder({ warehouse: "33", rows: [{ remoteBatchId: b.exciseDiesel, batchAmount: stock }] }))
    expect(state).toMatchObject({ state: "COMPLETED" })
    expect(await stockOf(b.exciseDiesel)).toBe(0)
  })

  it("amounts: 0 alone, negative, off the 100 step and over the maximum are refused naming the field; 100 passes", async () => {
    const path = `/dispensing-order/${c.naidisLogistika}`
    const one = (row: Record<string, unknown>) => newOrder({ rows: [{ remoteBatchId: b.diesel, ...row }] })
    await expectRefused(() => post(path, one({ batchAmount: 0 })), 400, "VALIDATION", "rows.0.batchAmount")
    await expectRefused(() => post(path, one({})), 400, "VALIDATION", "rows.0.batchAmount")
    await expectRefused(() => post(path, one({ batchAmount: -100 })), 400, "VALIDATION", "rows.0.batchAmount")
    await expectRefused(() => post(path, one({ batchAmount: 150 })), 400, "VALIDATION", "rows.0.batchAmount")
    await expectRefused(() => post(path, one({ batchAmount: 99.5 })), 400, "VALIDATION", "rows.0.batchAmount")
    await expectRefused(() => post(path, one({ batchAmount: 10_000_100 })), 400, "VALIDATION", "rows.0.batchAmount")
    await expectRefused(
      () => post(path, one({ batchAmount: 100, remoteDosBatchId: b.dieselDos, dosBatchAmount: 50 })),
      400,
      "VALIDATION",
      "rows.0.dosBatchAmount",
    )
    // A DOS amount without the DOS batch, or with a DOS batch of another fuel.
    await expectRefused(() => post(path, one({ batchAmount: 100, dosBatchAmount: 100 })), 400, "VALIDATION", "rows.0.remoteDosBatchId")
    await expectRefused(
      () =>
        post(
          path,
          newOrder({ rows: [{ remoteBatchId: b.petrol95, batchAmount: 100, remoteDosBatchId: b.dieselDos, dosBatchAmount: 100 }] }),
        ),
      400,
      "VALIDATION",
      "rows.0.remoteDosBatchId",
    )
    expect((await post(path, one({ batchAmount: 100 }))).status).toBe(200)
    // The DOS amount alone is enough when the DOS batch is shown.
    expect((await post(path, one({ batchAmount: 0, remoteDosBatchId: b.dieselDos, dosBatchAmount: 100 }))).status).toBe(200)
    while (await processNextJob(server.db, WORKER)) {
      // apply them so that later tests start from no waiting job
    }
  })

  it("the header: every field required, valid until a real day from today, owner, carrier, car and driver of the customer", async () => {
    const path = `/dispensing-order/${c.naidisLogistika}`
    for (const field of ["documentNumber", "owner", "carrier", "vehicleCode", "driver"]) {
      await expectRefused(() => post(path, newOrder({ [field]: "  " })), 400, "VALIDATION", field)
    }
    await expectRefused(() => post(path, newOrder({ validUntil: addDays(-1) })), 400, "VALIDATION", "validUntil")
    await expectRefused(() => post(path, newOrder({ validUntil: "2030-02-30" })), 400, "VALIDATION", "validUntil")
    await expectRefused(() => post(path, newOrder({ owner: "ALEXELA" })), 400, "VALIDATION", "owner")
    await expectRefused(() => post(path, newOrder({ carrier: "NOBODY" })), 400, "VALIDATION", "carrier")
    // The car and the driver must be the chosen carrier's.
    await expectRefused(() => post(path, newOrder({ vehicleCode: demoTerminal.cars.man })), 400, "VALIDATION", "vehicleCode")
    await expectRefused(() => post(path, newOrder({ driver: demoTerminal.drivers.tonu })), 400, "VALIDATION", "driver")
    await expectRefused(
      () => post(path, newOrder({ rows: [{ remoteBatchId: b.exciseDiesel, batchAmount: 100 }] })),
      400,
      "VALIDATION",
      "rows.0.remoteBatchId",
    )
    await expectRefused(
      () =>
        post(
          path,
          newOrder({
            rows: [
              { remoteBatchId: b.diesel, batchAmount: 100 },
              { remoteBatchId: b.diesel, batchAmount: 100 },
            ],
          }),
        ),
      400,
      "VALIDATION",
      "rows.1.remoteBatchId",
    )
    await expectRefused(() => post(path, newOrder({ rows: [] })), 400, "VALIDATION", "rows")
    await expectRefused(() => post(path, newOrder({ warehouse: "2" })), 400, "VALIDATION", "warehouse")
    const today = await post(path, newOrder({ validUntil: addDays(0) }))
    expect(today.status).toBe(200)
    while (await processNextJob(server.db, WORKER)) {
      // apply it
    }
  })

  it("another customer's batches, cars and jobs answer like ones that do not exist", async () => {
    await server.db
      .update(contacts)
      .set({ roles: ["ADMIN", "DISPENSER"] })
      .where(eq(contacts.id, demoIds.contacts.mariPrivate))
    try {
      const own = `/dispensing-order/${c.mariPrivate}`
      await expectRefused(() => post(own, newOrder()), 400, "VALIDATION", "vehicleCode")
      expect((await get(`/cars/${c.mariPrivate}?isRemoteId=true`)).json).toEqual([])
      const started = await post(`/dispensing-order/${c.naidisLogistika}`, newOrder())
      const foreignPoll = await post(`/dispensing-order/save-state/${c.mariPrivate}`, { uid: started.json.uid })
      expect([foreignPoll.status, foreignPoll.json.code]).toEqual([404, "NOT_FOUND"])
      const editOfForeign = await put(own, { ...newOrder(), uid: demoTerminal.orders.active, newRows: [], modifiedRows: [] })
      expect([editOfForeign.status, editOfForeign.json.code]).toEqual([404, "NOT_FOUND"])
      // A save's uid is not an edit's.
      expect((await post(`/dispensing-order/edit-state/${c.naidisLogistika}`, { uid: started.json.uid })).status).toBe(404)
      expect((await post(`/dispensing-order/save-state/${c.naidisLogistika}`, { uid: 2_147_483_647 })).status).toBe(404)
      expect((await post(`/dispensing-order/save-state/${c.naidisLogistika}`, { uid: 2_147_483_648 })).json.field).toBe("uid")
      expect((await post(`/dispensing-order/save-state/${c.naidisLogistika}`, { uid: 0 })).json.field).toBe("uid")
      await processNextJob(server.db, WORKER)
    } finally {
      await server.db
        .update(contacts)
        .set({ roles: ["ADMIN", "ELECTRICITY_CUSTOMER"] })
        .where(eq(contacts.id, demoIds.contacts.mariPrivate))
    }
  })
})
