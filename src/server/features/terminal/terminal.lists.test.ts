import { describe, expect, it, vi } from "vitest"
import { inArray } from "drizzle-orm"
import { PGlite } from "@electric-sql/pglite"
import pg from "pg"
import * as Schema from "effect/Schema"
import { DispensingFuel, type DispensingOrder } from "../../../core/schemas/terminal"
import { Booking, InventoryItem } from "../../../core/schemas/terminal"
import { TankPage, TankSortFields } from "../../../core/schemas/terminal"
import { dispensingOrderRows, dispensingOrders } from "./terminal.tables"
import { demoTerminal } from "./terminal.seed"
import { addDays, b, c, get, orderList, server, useTerminalServer } from "./terminal.fixtures"

useTerminalServer()

describe("stock, bookings and tanks", () => {
  it("GET /inventory gives each item with its quantity per location and the expense reason", async () => {
    const res = await get(`/inventory/${c.naidisLogistika}`)
    const items = Schema.decodeUnknownSync(Schema.Array(InventoryItem))(res.json)
    expect(items.map((i) => i.name)).toEqual(["AdBlue", "Bensiin 95", "Diislikütus", "Erimärgistusega diislikütus"])
    const diesel = items.find((i) => i.remoteId === "1145")!
    expect(diesel.locationQuantities.map((q) => [q.locationName, q.quantity])).toEqual([
      ["Muuga sadam", 120_000],
      ["Paldiski", 15_250.5],
      ["Tartu terminal", 48_500],
    ])
    expect(diesel).toMatchObject({ searchCode: "D", expenseQuantity: 1200, expenseReason: "Aurustumine" })
  })

  it("GET /booking gives the bookings newest first; another customer has none", async () => {
    const list = Schema.decodeUnknownSync(Schema.Array(Booking))((await get(`/booking/${c.naidisLogistika}`)).json)
    expect(list).toHaveLength(5)
    expect(list.map((x) => x.documentDate)).toEqual([...list.map((x) => x.documentDate)].sort().reverse())
    expect(list[0]).toMatchObject({ productName: "Diislikütus", quantity: 12_000, priceVat: 1.289, loadingLocationName: "Tartu terminal" })
  })

  it("GET /tanks: page 0 of 25 by ID ascending, one tank at its threshold and one above capacity", async () => {
    const page = Schema.decodeUnknownSync(TankPage)((await get(`/tanks/${c.naidisLogistika}`)).json)
    expect({ number: page.number, size: page.size, totalElements: page.totalElements }).toEqual({ number: 0, size: 25, totalElements: 5 })
    expect(page.content.map((t) => t.id)).toEqual([1, 2, 3, 4, 5])
    const low = page.content.find((t) => t.id === demoTerminal.tanks.belowThreshold)!
    expect(low.latestAmount! <= low.notificationThreshold!).toBe(true)
    const over = page.content.find((t) => t.id === demoTerminal.tanks.aboveCapacity)!
    expect(over.latestAmount! > over.capacity).toBe(true)
  })

  it("GET /tanks sorts in SQL by each field both ways and pages without overlap", async () => {
    const byAmount = (await get(`/tanks/${c.naidisLogistika}?sortField=LATEST_AMOUNT&sortDirection=DESC`)).json.content.map(
      (t: any) => t.latestAmount,
    )
    // A tank without a reading comes last both ways.
    expect(byAmount).toEqual([32_400, 10_450, 7_800, 1_500, null])
    const ascending = (await get(`/tanks/${c.naidisLogistika}?sortField=LATEST_AMOUNT&sortDirection=ASC`)).json.content.map(
      (t: any) => t.latestAmount,
    )
    expect(ascending).toEqual([1_500, 7_800, 10_450, 32_400, null])
    const byName = (await get(`/tanks/${c.naidisLogistika}?sortField=NAME`)).json.content.map((t: any) => t.name)
    expect(byName).toEqual([...byName].sort())
    for (const field of TankSortFields) {
      for (const dir of ["ASC", "DESC"])
        expect((await get(`/tanks/${c.naidisLogistika}?sortField=${field}&sortDirection=${dir}`)).status).toBe(200)
    }
    const pages = [0, 1, 2].map((p) => get(`/tanks/${c.naidisLogistika}?size=2&page=${p}`))
    const ids = (await Promise.all(pages)).flatMap((r) => r.json.content.map((t: any) => t.id))
    expect(ids).toEqual([1, 2, 3, 4, 5])
  })

  it("GET /tanks refuses a size of 0 or above 100, a negative page and an unknown sort field", async () => {
    for (const q of ["size=0", "size=101", "page=-1", "sortField=COLOUR", "sortDirection=UP"]) {
      const res = await get(`/tanks/${c.naidisLogistika}?${q}`)
      expect([q, res.status, res.json.field]).toEqual([q, 400, q.split("=")[0]])
    }
    expect((await get(`/tanks/${c.naidisLogistika}?size=1`)).json.content).toHaveLength(1)
    expect((await get(`/tanks/${c.naidisLogistika}?size=100`)).json.content).toHaveLength(5)
  })
})

describe("dispensing lists", () => {
  it("fuels of both warehouses, the diesel of '1' with its DOS batch", async () => {
    const fuels = Schema.decodeUnknownSync(Schema.Array(DispensingFuel))(
      (await get(`/customer-product/dispensing-order-fuels/${c.naidisLogistika}`)).json,
    )
    expect(new Set(fuels.map((f) => f.remoteStockId))).toEqual(new Set(["1", "33"]))
    expect(fuels.find((f) => f.remoteBatchId === b.diesel)).toMatchObject({ remoteDosBatchId: b.dieselDos, remoteStockId: "1" })
    // A DOS batch is not a fuel of its own.
    expect(fuels.map((f) => f.remoteBatchId)).not.toContain(b.dieselDos)
  })

  it("cars and drivers of the customer, per carrier; a driver without a personal code", async () => {
    const cars = await get(`/cars/${c.naidisLogistika}?isRemoteId=true`)
    expect(cars.json.map((x: any) => x.code).sort()).toEqual(Object.values(demoTerminal.cars).sort())
    const kiirvedu = await get(`/cars/${c.naidisLogistika}?isRemoteId=true&carrier=KIIRVEDU`)
    expect(kiirvedu.json).toEqual([{ code: demoTerminal.cars.man, name: "789 CDE MAN TGX" }])
    const drivers = await get(`/drivers/${c.naidisLogistika}?isRemoteId=true&carrier=NAIDIS`)
    expect(drivers.json.find((d: any) => d.code === demoTerminal.drivers.aivarNoCode).personalCode).toBeNull()
    expect((await get(`/drivers/${c.naidisLogistika}?isRemoteId=false`)).json).toMatchObject({ code: "VALIDATION", field: "isRemoteId" })
  })

  it("the list shows modifiable and other orders, removed rows with 0 L", async () => {
    const list = await orderList()
    const active = list.find((o) => o.uid === demoTerminal.orders.active)!
    expect(active).toMatchObject({
      isModifiable: true,
      documentStateName: "Kinnitatud",
      documentState: "ACTIVE",
      authorizationNumber: "VK-2026-0141",
      trailerRegNumber: "45XYZ",
    })
    expect(active.productRows.map((r) => r.quantity)).toEqual([8000, 1000, 0])
    expect(list.find((o) => o.uid === demoTerminal.orders.loading)).toMatchObject({ isModifiable: false, trailerRegNumber: null })
    expect(list.find((o) => o.uid === demoTerminal.orders.done)!.isModifiable).toBe(false)
  })
})

describe("the lists' statements", () => {
  /** SQL statements `send` runs (PGlite or a node-postgres pool, whichever the test server uses). */
  const statementsOf = async (send: () => Promise<unknown>) => {
    const spy = server.kind === "pglite" ? vi.spyOn(PGlite.prototype, "query") : vi.spyOn(pg.Pool.prototype, "query")
    try {
      await send()
      return spy.mock.calls.length
    } finally {
      spy.mockRestore()
    }
  }

  it("GET /dispensing-order runs the same statements for 4 orders as for 14: no query per order", async () => {
    const before = await orderList()
    const few = await statementsOf(orderList)
    const added = await server.db
      .insert(dispensingOrders)
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          customerId: c.naidisLogistika,
          documentNumber: `VK-N1-${i}`,
          ownerCode: "TT",
          ownerName: "Tartu Terminal",
          carrierCode: demoTerminal.carriers.own,
          carrierName: "Oma transport",
          carCode: demoTerminal.cars.volvo,
          carRegNumber: "123ABC",
          driverCode: demoTerminal.drivers.aivarNoCode,
          driverName: "Aivar",
          validUntil: addDays(2),
          warehouse: "1" as const,
        })),
      )
      .returning({ uid: dispensingOrders.uid })
    try {
      await server.db.insert(dispensingOrderRows).values(
        added.flatMap(({ uid }) => [
          { orderUid: uid, rowNumber: 1, remoteBatchId: b.diesel, productName: "Diislikütus", quantity: 1000 },
          { orderUid: uid, rowNumber: 2, remoteBatchId: b.diesel, productName: "Diislikütus", quantity: 0 },
        ]),
      )
      let list: ReadonlyArray<DispensingOrder> = []
      const many = await statementsOf(async () => (list = await orderList()))
      expect(list).toHaveLength(before.length + 10)
      expect(list[0]!.productRows.map((r) => [r.rowNumber, r.quantity])).toEqual([
        [1, 1000],
        [2, 0],
      ])
      expect(many).toBe(few)
      // The sign-in check (session, contact) and one statement for the orders with their rows.
      expect(many).toBeLessThanOrEqual(3)
      // A page (size, page from 0) is the same list's slice, newest first; past the end it is empty.
      const page = async (query: string) => (await get(`/dispensing-order/${c.naidisLogistika}?${query}`)).json as DispensingOrder[]
      const uids = list.map((o) => o.uid)
      expect((await page("size=5")).map((o) => o.uid)).toEqual(uids.slice(0, 5))
      expect((await page("size=5&page=1")).map((o) => o.uid)).toEqual(uids.slice(5, 10))
      expect(await page(`size=100&page=${Math.ceil(list.length / 100)}`)).toEqual([])
      expect((await get(`/dispensing-order/${c.naidisLogistika}?size=101`)).status).toBe(400)
    } finally {
      const uids = added.map((a) => a.uid)
      await server.db.delete(dispensingOrderRows).where(inArray(dispensingOrderRows.orderUid, uids))
      await server.db.delete(dispensingOrders).where(inArray(dispensingOrders.uid, uids))
    }
  })

  it("GET /tanks takes the page and its total in one statement; a page past the end still has the total", async () => {
    const n = await statementsOf(() => get(`/tanks/${c.naidisLogistika}?size=2&page=1`))
    expect(n).toBeLessThanOrEqual(3)
    expect((await get(`/tanks/${c.naidisLogistika}?size=2&page=1`)).json).toMatchObject({ number: 1, size: 2, totalElements: 5 })
    expect((await get(`/tanks/${c.naidisLogistika}?size=2&page=7`)).json).toMatchObject({ content: [], number: 7, totalElements: 5 })
  })
})
