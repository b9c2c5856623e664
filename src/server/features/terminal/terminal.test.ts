import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { eq, inArray, sql } from "drizzle-orm"
import { PGlite } from "@electric-sql/pglite"
import pg from "pg"
import * as Schema from "effect/Schema"
import { terminalCalls as terminalCallSet } from "../../../core/api"
import { buildPath, type Call } from "../../../core/api/call"
import { tallinnDay } from "../../../core/rules/vat"
import { DispensingFuel, DispensingOrder } from "../../../core/schemas/terminal"
import { Booking, InventoryItem } from "../../../core/schemas/terminal"
import { TankPage, TankSortFields } from "../../../core/schemas/terminal"
import { contacts } from "../../db/schema"
import * as terminalTables from "./terminal.tables"
import { dispensingJobs, dispensingOrderRows, dispensingOrders, terminalBatches } from "./terminal.tables"
import { demoIds, demoPersonalCodes, seed } from "../../db/seed"
import { demoTerminal } from "./terminal.seed"
import { applyJob, claimNextJob, processNextJob, startDispensingWorker } from "./terminal.service"
import { call, createTestServer, signInAs, type TestServer } from "../../db/testDb"

let server: TestServer
let mari: { token: string }
let jaan: { token: string }
const c = demoIds.customers
const b = demoTerminal.batches
const WORKER = "test-worker"

beforeAll(async () => {
  server = await createTestServer()
  mari = await signInAs(server.app, demoPersonalCodes.mari)
  jaan = await signInAs(server.app, demoPersonalCodes.jaan)
})
afterAll(() => server?.close())

const addDays = (days: number) => {
  const d = new Date(`${tallinnDay(new Date())}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}
const get = (path: string, token = mari.token) => call(server.app, "GET", `/v1${path}`, { token })
const post = (path: string, body: unknown, token = mari.token) => call(server.app, "POST", `/v1${path}`, { token, body })
const put = (path: string, body: unknown, token = mari.token) => call(server.app, "PUT", `/v1${path}`, { token, body })

const stockOf = async (remoteBatchId: string) =>
  (await server.db.select().from(terminalBatches).where(eq(terminalBatches.remoteBatchId, remoteBatchId)))[0]!.quantity
const count = async (table: typeof dispensingJobs | typeof dispensingOrders | typeof dispensingOrderRows) =>
  (await server.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n
const orderList = async (customerId: number = c.naidisLogistika) => {
  const res = await get(`/dispensing-order/${customerId}`)
  expect(res.status).toBe(200)
  return Schema.decodeUnknownSync(Schema.Array(DispensingOrder))(res.json)
}

/** A valid new order of the company: 2 000 L diesel from the commercial warehouse, own transport. */
const newOrder = (overrides: Record<string, unknown> = {}) => ({
  documentNumber: "VK-TEST-1",
  owner: "TT",
  carrier: demoTerminal.carriers.own,
  vehicleCode: demoTerminal.cars.volvo,
  driver: demoTerminal.drivers.aivarNoCode,
  validUntil: addDays(3),
  warehouse: "1",
  rows: [{ remoteBatchId: b.diesel, batchAmount: 2000 }],
  ...overrides,
})

/** Starts a save and applies it as the worker would; answers the save state. */
const saveAndApply = async (body: unknown) => {
  const started = await post(`/dispensing-order/${c.naidisLogistika}`, body)
  expect(started.status, JSON.stringify(started.json)).toBe(200)
  const running = await post(`/dispensing-order/save-state/${c.naidisLogistika}`, { uid: started.json.uid })
  expect(running.json).toMatchObject({ state: "RUNNING" })
  while (await processNextJob(server.db, WORKER)) {
    // every waiting job
  }
  return (await post(`/dispensing-order/save-state/${c.naidisLogistika}`, { uid: started.json.uid })).json
}

/** A refused request writes nothing: the same number of jobs, orders and rows afterwards. */
const expectRefused = async (send: () => Promise<{ status: number; json: any }>, status: number, error: string, field?: string) => {
  const before = [await count(dispensingJobs), await count(dispensingOrders), await count(dispensingOrderRows)]
  const res = await send()
  expect({ status: res.status, code: res.json?.code, field: res.json?.field }).toEqual({ status, code: error, field })
  expect([await count(dispensingJobs), await count(dispensingOrders), await count(dispensingOrderRows)]).toEqual(before)
}

const terminalCalls: Call[] = Object.values(terminalCallSet)
const urlOf = (callDef: Call, customerId: number) => `/v1${buildPath(callDef.path, { customerId })}`

describe("access", () => {
  it("every customer route is 403 for another customer's id, both ways", async () => {
    const customerCalls = terminalCalls.filter((x) => x.access === "customer")
    expect(customerCalls).toHaveLength(11)
    for (const x of customerCalls) {
      const body = x.body ? { uid: 1 } : undefined
      const jaanToCompany = await call(server.app, x.method, urlOf(x, c.naidisLogistika), { token: jaan.token, body })
      const mariToJaan = await call(server.app, x.method, urlOf(x, c.jaanPrivate), { token: mari.token, body })
      expect([x.id, jaanToCompany.status, mariToJaan.status]).toEqual([x.id, 403, 403])
    }
  })

  it("a contact without the route's role is 403 (KÜ Tamme 5 has no terminal role)", async () => {
    for (const x of terminalCalls.filter((y) => y.access === "customer")) {
      const res = await call(server.app, x.method, urlOf(x, c.kyTamme5), { token: mari.token, body: x.body ? { uid: 1 } : undefined })
      expect([x.id, res.status]).toEqual([x.id, 403])
    }
  })

  it("each route needs its own role: SUPPLIER, BOOKER, TANK_OWNER, DISPENSER", async () => {
    expect(terminalCallSet.inventory.roles).toEqual(["SUPPLIER"])
    expect(terminalCallSet.bookings.roles).toEqual(["BOOKER"])
    expect(terminalCallSet.tanks.roles).toEqual(["TANK_OWNER"])
    // Give Mari's own customer every role but the one each route needs: still 403.
    for (const [path, role] of [
      ["/inventory", "SUPPLIER"],
      ["/booking", "BOOKER"],
      ["/tanks", "TANK_OWNER"],
      ["/dispensing-order", "DISPENSER"],
    ] as const) {
      await server.db
        .update(contacts)
        .set({ roles: ["ADMIN", "SUPPLIER", "BOOKER", "TANK_OWNER", "DISPENSER"].filter((r) => r !== role) })
        .where(eq(contacts.id, demoIds.contacts.mariPrivate))
      expect([path, (await get(`${path}/${c.mariPrivate}`)).status]).toEqual([path, 403])
    }
    await server.db
      .update(contacts)
      .set({ roles: ["ADMIN", "ELECTRICITY_CUSTOMER"] })
      .where(eq(contacts.id, demoIds.contacts.mariPrivate))
  })

  it("carriers are for any signed-in user, 401 without a token", async () => {
    expect((await get("/carriers", jaan.token)).status).toBe(200)
    expect((await call(server.app, "GET", "/v1/carriers")).status).toBe(401)
  })
})

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
    const claims = await Promise.all([claimNextJob(server.db, "a"), claimNextJob(server.db, "b")])
    expect(claims.filter((x) => x === started.json.uid)).toHaveLength(1)
    expect(await processNextJob(server.db, "c")).toBe(false)
    const holder = claims[0] === started.json.uid ? "a" : "b"
    expect(await applyJob(server.db, started.json.uid, holder)).toBe("COMPLETED")
  })

  it("a job that keeps failing is FAILED after its attempts instead of being tried forever", async () => {
    const started = await post(`/dispensing-order/${c.naidisLogistika}`, newOrder({ documentNumber: "VK-BROKEN" }))
    await server.db
      .update(dispensingJobs)
      .set({ attempts: 3, claimedBy: "dead", claimedAt: new Date(0) })
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
