import { describe, expect, it } from "vitest"
import { eq } from "drizzle-orm"
import { dispensingOrderRows, dispensingOrders } from "./terminal.tables"
import { demoIds } from "../../db/seed"
import { demoTerminal } from "./terminal.seed"
import { processNextJob } from "./terminal.service"
import { b, c, expectRefused, newOrder, orderList, post, put, server, stockOf, useTerminalServer, WORKER } from "./terminal.fixtures"

useTerminalServer()

describe("editing an order", () => {
  const path = `/dispensing-order/${c.naidisLogistika}`
  const editOf = (uid: number, overrides: Record<string, unknown> = {}) => ({
    ...newOrder(),
    uid,
    documentNumber: "VK-2026-0141",
    newRows: [],
    modifiedRows: [],
    ...overrides,
  })

  it("a non-modifiable order is refused (409 NOT_MODIFIABLE) and no job is queued", async () => {
    for (const uid of [demoTerminal.orders.loading, demoTerminal.orders.done]) {
      await expectRefused(() => put(path, editOf(uid)), 409, "NOT_MODIFIABLE", "uid")
    }
    await expectRefused(() => put(path, editOf(99_999)), 404, "NOT_FOUND", "uid")
  })

  it("changes rows, removes one as 0 L, adds a new one and the header, in one go; the stock follows", async () => {
    const uid = demoTerminal.orders.active
    const [diesel, dos, petrol] = [await stockOf(b.diesel), await stockOf(b.dieselDos), await stockOf(b.petrol95)]
    const started = await put(
      path,
      editOf(uid, {
        driver: demoTerminal.drivers.priit,
        modifiedRows: [
          { rowNumber: 1, productName: "Diislikütus", quantity: 6000 },
          { rowNumber: 2, productName: "Diislikütus (DOS)", quantity: 0 },
        ],
        newRows: [{ remoteBatchId: b.petrol95, batchAmount: 300 }],
      }),
    )
    expect(started.status, JSON.stringify(started.json)).toBe(200)
    // A second edit while the first is still being saved waits its turn.
    await expectRefused(() => put(path, editOf(uid)), 409, "EDIT_RUNNING", "uid")
    expect((await post(`/dispensing-order/edit-state/${c.naidisLogistika}`, { uid: started.json.uid })).json.state).toBe("RUNNING")
    await processNextJob(server.db, WORKER)
    expect((await post(`/dispensing-order/edit-state/${c.naidisLogistika}`, { uid: started.json.uid })).json).toMatchObject({
      state: "COMPLETED",
      orderUid: uid,
    })

    const order = (await orderList()).find((o) => o.uid === uid)!
    expect(order.driverName).toBe("Priit Pärn")
    expect(order.productRows.map((r) => [r.rowNumber, r.productName, r.quantity])).toEqual([
      [1, "Diislikütus", 6000],
      [2, "Diislikütus (DOS)", 0],
      [3, "Bensiin 95", 0],
      [4, "Bensiin 95", 300],
    ])
    expect([await stockOf(b.diesel), await stockOf(b.dieselDos), await stockOf(b.petrol95)]).toEqual([
      diesel + 2000,
      dos + 1000,
      petrol - 300,
    ])
    const [row] = await server.db.select().from(dispensingOrders).where(eq(dispensingOrders.uid, uid))
    expect(row!.modifiedByUserId).toBe(demoIds.users.mari)
    expect(row!.modifiedAt).not.toBeNull()
  })

  it("row rules: an unknown row, a wrong product name, an amount off the step; 0 removes; not every row may go", async () => {
    const uid = demoTerminal.orders.activeExcise
    const edit = (modifiedRows: unknown[]) => () =>
      put(
        path,
        editOf(uid, {
          warehouse: "33",
          carrier: "KIIRVEDU",
          vehicleCode: demoTerminal.cars.man,
          driver: demoTerminal.drivers.tonu,
          modifiedRows,
        }),
      )
    await expectRefused(edit([{ rowNumber: 9, productName: "Diislikütus", quantity: 100 }]), 400, "VALIDATION", "modifiedRows.0.rowNumber")
    await expectRefused(
      edit([{ rowNumber: 1, productName: "Diislikütus", quantity: 100 }]),
      400,
      "VALIDATION",
      "modifiedRows.0.productName",
    )
    await expectRefused(
      edit([{ rowNumber: 1, productName: "Erimärgistusega diislikütus", quantity: 250 }]),
      400,
      "VALIDATION",
      "modifiedRows.0.quantity",
    )
    await expectRefused(
      edit([{ rowNumber: 1, productName: "Erimärgistusega diislikütus", quantity: 0 }]),
      400,
      "VALIDATION",
      "modifiedRows",
    )
    await expectRefused(() => put(path, editOf(uid, { warehouse: "1" })), 400, "VALIDATION", "warehouse")
  })

  it("an order that stops being modifiable before its edit is applied: FAILED NOT_MODIFIABLE, nothing changed", async () => {
    const uid = demoTerminal.orders.activeExcise
    const body = editOf(uid, {
      warehouse: "33",
      carrier: "KIIRVEDU",
      vehicleCode: demoTerminal.cars.man,
      driver: demoTerminal.drivers.tonu,
      modifiedRows: [{ rowNumber: 1, productName: "Erimärgistusega diislikütus", quantity: 100 }],
    })
    const started = await put(path, body)
    expect(started.status).toBe(200)
    await server.db.update(dispensingOrders).set({ state: "LOADING" }).where(eq(dispensingOrders.uid, uid))
    const stock = await stockOf(b.exciseMarkedDiesel)
    await processNextJob(server.db, WORKER)
    expect((await post(`/dispensing-order/edit-state/${c.naidisLogistika}`, { uid: started.json.uid })).json).toMatchObject({
      state: "FAILED",
      reason: "NOT_MODIFIABLE",
    })
    const [row] = await server.db.select().from(dispensingOrderRows).where(eq(dispensingOrderRows.orderUid, uid))
    expect([row!.quantity, await stockOf(b.exciseMarkedDiesel)]).toEqual([4000, stock])
    await server.db.update(dispensingOrders).set({ state: "ACTIVE" }).where(eq(dispensingOrders.uid, uid))
  })
})
