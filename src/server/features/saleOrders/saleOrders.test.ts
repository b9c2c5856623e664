import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { and, eq, sql } from "drizzle-orm"
import * as Schema from "effect/Schema"
import { saleOrdersCalls } from "../../../core/api"
import { buildPath, type Call } from "../../../core/api/call"
import { addDays } from "../../../core/rules/saleOrders"
import { tallinnDay } from "../../../core/rules/vat"
import { SaleOrder, SaleOrderCustomer, SaleOrderStates } from "../../../core/schemas/saleOrders"
import { settableClock } from "../../clock"
import { contacts, customers } from "../../db/schema"
import { saleOrderEvents, saleOrderRows, saleOrders, specialFuelRights } from "./saleOrders.tables"
import { demoIds, demoPersonalCodes } from "../../db/seed"
import { demoSaleOrders } from "./saleOrders.seed"
import { demoTerminal } from "../terminal/terminal.seed"
import { advanceDueOrders, DEFAULT_STEP_MS } from "./saleOrders.service"
import { call, createTestServer, signInAs, type TestServer } from "../../db/testDb"

/** 10:00 in Tallinn on a winter day (UTC+2): own transport may still be delivered today. */
const MORNING = new Date("2026-01-15T08:00:00Z")
const TODAY = "2026-01-15"
const clock = settableClock(MORNING)
let server: TestServer
let mari: { token: string }
let jaan: { token: string }
const c = demoIds.customers
const s = demoSaleOrders
const NAIDIS = c.naidisLogistika

beforeAll(async () => {
  server = await createTestServer({ clock })
  mari = await signInAs(server.app, demoPersonalCodes.mari)
  jaan = await signInAs(server.app, demoPersonalCodes.jaan)
})
afterAll(() => server?.close())
beforeEach(() => clock.set(MORNING))

const get = (path: string, token = mari.token) => call(server.app, "GET", `/v1${path}`, { token })
const post = (path: string, body?: unknown, token = mari.token) => call(server.app, "POST", `/v1${path}`, { token, body })
const count = async (table: typeof saleOrders | typeof saleOrderRows | typeof saleOrderEvents) =>
  (await server.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n
const list = async (query = "") => {
  const res = await get(`/sale-orders/${NAIDIS}${query}`)
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return Schema.decodeUnknownSync(Schema.Array(SaleOrder))(res.json)
}
const orderOf = async (uid: number) => (await server.db.select().from(saleOrders).where(eq(saleOrders.uid, uid)))[0]!

/** A valid order: own transport from Tartu Terminal, 2000 L diesel, tomorrow, 14 days. */
const newOrder = (overrides: Record<string, unknown> = {}) => ({
  customerLocationId: s.locations.tallinn,
  loadingProvider: s.providers.tartu,
  objectId: 501,
  carrier: demoTerminal.carriers.own,
  vehicleCode: demoTerminal.cars.volvo,
  driver: demoTerminal.drivers.priit,
  deliveryDate: addDays(TODAY, 1),
  notes: "Värav 3",
  paymentDeadline: 14,
  rows: [{ batchAmount: 2000, remoteBatchId: s.batches.diesel, specialFuel: false }],
  ...overrides,
})
const terminalOrder = (overrides: Record<string, unknown> = {}) =>
  newOrder({ carrier: "TT", vehicleCode: null, driver: null, loadingProvider: null, objectId: null, ...overrides })

/** The newest order of the company after a successful create. */
const create = async (body: unknown) => {
  const res = await post(`/sale-orders/${NAIDIS}`, body)
  expect(res.status, JSON.stringify(res.json)).toBe(204)
  const [newest] = await server.db
    .select()
    .from(saleOrders)
    .where(eq(saleOrders.customerId, NAIDIS))
    .orderBy(sql`${saleOrders.uid} desc`)
    .limit(1)
  return newest!
}

/** A refused request writes nothing: the same number of orders, rows and events afterwards. */
const expectRefused = async (send: () => Promise<{ status: number; json: any }>, status: number, code: string, field?: string) => {
  const before = [await count(saleOrders), await count(saleOrderRows), await count(saleOrderEvents)]
  const res = await send()
  expect({ status: res.status, code: res.json?.code, field: res.json?.field }).toEqual({ status, code, field })
  expect([await count(saleOrders), await count(saleOrderRows), await count(saleOrderEvents)]).toEqual(before)
  return res
}
const refusedCreate = (body: unknown, status: number, code: string, field?: string) =>
  expectRefused(() => post(`/sale-orders/${NAIDIS}`, body), status, code, field)

describe("access", () => {
  const customerCalls: Call[] = Object.values(saleOrdersCalls).filter((x: Call) => x.access === "customer")
  const urlOf = (callDef: Call, customerId: number) => `/v1${buildPath(callDef.path, { customerId, orderUid: s.orders.orderMv4 })}`

  it("every customer route is 403 for a foreign customer", async () => {
    expect(customerCalls).toHaveLength(5)
    for (const callDef of customerCalls) {
      const res = await call(
        server.app,
        callDef.method,
        urlOf(callDef, NAIDIS) + (callDef.id === "saleOrderAccept" ? "?prepayment=false" : ""),
        {
          token: jaan.token,
          body: callDef.method === "POST" && callDef.body ? newOrder() : undefined,
        },
      )
      expect([callDef.id, res.status, res.json?.code]).toEqual([callDef.id, 403, "FORBIDDEN"])
    }
    expect((await orderOf(s.orders.orderMv4)).state).toBe("MV4")
  })

  it("persons and apartment associations are refused even with the ADMIN role", async () => {
    await server.db
      .update(contacts)
      .set({ roles: ["ADMIN", "ELECTRICITY_CUSTOMER", "VIEW_DOCUMENTS"] })
      .where(eq(contacts.id, demoIds.contacts.mariKyTamme))
    try {
      for (const customerId of [c.mariPrivate, c.kyTamme5]) {
        for (const callDef of customerCalls) {
          const res = await call(
            server.app,
            callDef.method,
            urlOf(callDef, customerId) + (callDef.id === "saleOrderAccept" ? "?prepayment=false" : ""),
            {
              token: mari.token,
              body: callDef.method === "POST" && callDef.body ? newOrder() : undefined,
            },
          )
          expect([callDef.id, customerId, res.status]).toEqual([callDef.id, customerId, 403])
        }
      }
    } finally {
      await server.db
        .update(contacts)
        .set({ roles: ["ELECTRICITY_CUSTOMER", "VIEW_DOCUMENTS"] })
        .where(eq(contacts.id, demoIds.contacts.mariKyTamme))
    }
  })

  it("another customer's order is 404 under one's own customer", async () => {
    const other = await create(newOrder())
    await server.db.update(saleOrders).set({ customerId: c.mariPrivate }).where(eq(saleOrders.uid, other.uid))
    await server.db
      .update(contacts)
      .set({ roles: ["ADMIN"] })
      .where(eq(contacts.id, demoIds.contacts.mariKyTamme))
    await expectRefused(() => post(`/sale-orders/${NAIDIS}/cancel/${other.uid}`), 404, "NOT_FOUND", "orderUid")
    await server.db
      .update(contacts)
      .set({ roles: ["ELECTRICITY_CUSTOMER", "VIEW_DOCUMENTS"] })
      .where(eq(contacts.id, demoIds.contacts.mariKyTamme))
    await server.db.update(saleOrders).set({ customerId: NAIDIS }).where(eq(saleOrders.uid, other.uid))
  })
})

describe("reading", () => {
  it("the demo has an order or quote in every state, newest uid first by default", async () => {
    const orders = await list()
    expect(new Set(orders.map((o) => o.docState))).toEqual(new Set(SaleOrderStates))
    const uids = orders.map((o) => o.uid)
    expect(uids).toEqual([...uids].sort((a, b) => b - a))
    const quote = orders.find((o) => o.uid === s.orders.quoteMv2)!
    expect(quote).toMatchObject({ isQuote: true, canChange: true, validUntil: "7", fileName: "pakkumus-HP-2026-0002.pdf" })
    expect(quote.rows.map((r) => [r.productName, r.quantity, r.price])).toEqual([
      ["Diislikütus", 8000, 1.179],
      ["Bensiin 95", 3000, 1.249],
    ])
  })

  it("filters by state and unloading location, sorts by each field in SQL", async () => {
    expect((await list("?state=MV2")).map((o) => o.uid).sort()).toEqual([s.orders.quoteMv2, s.orders.expiredQuote])
    const parnu = await list(`?customerLocationId=${s.locations.parnu}`)
    expect(parnu.length).toBeGreaterThan(0)
    expect(parnu.every((o) => o.location?.address === "Papiniidu 8, Pärnu")).toBe(true)
    const byState = (await list("?sortField=STATE&sortDirection=ASC")).map((o) => o.docState)
    expect(byState).toEqual([...byState].sort((a, b) => SaleOrderStates.indexOf(a) - SaleOrderStates.indexOf(b)))
    const byTerm = (await list("?sortField=PAYMENT_TERM&sortDirection=DESC")).map((o) => Number(o.validUntil))
    expect(byTerm).toEqual([...byTerm].sort((a, b) => b - a))
    const byDelivery = (await list("?sortField=DELIVERY_DATE&sortDirection=ASC")).map((o) => o.desiredDeliveryDate!)
    expect(byDelivery).toEqual([...byDelivery].sort())
    const byDate = (await list("?sortField=ORDER_DATE&sortDirection=ASC")).map((o) => o.orderDate!)
    expect(byDate).toEqual([...byDate].sort())
    expect((await get(`/sale-orders/${NAIDIS}?sortField=PRICE`)).json).toMatchObject({ code: "VALIDATION", field: "sortField" })
  })

  it("the customer: locations, payment deadline 14 without the extension, the contact", async () => {
    const res = await get(`/sale-orders/customer/${NAIDIS}`)
    const customer = Schema.decodeUnknownSync(SaleOrderCustomer)(res.json)
    expect(customer).toMatchObject({
      name: "Näidis Logistika OÜ",
      contactId: demoIds.contacts.mariNaidis,
      defaultPaymentDeadline: 14,
      extendedSaleOrderDeadlineAllowed: false,
    })
    expect(customer.locations).toHaveLength(3)
  })

  it("loading providers and their products, one special fuel; an unknown provider is 404", async () => {
    expect((await get("/sale-orders/loading-providers")).json).toHaveLength(3)
    const products = (await get(`/sale-orders/products?loadingProviderId=${s.providers.tartu}`)).json
    expect(products.filter((p: any) => p.specialFuel).map((p: any) => p.batchId)).toEqual([s.batches.markedDiesel])
    expect((await get("/sale-orders/products?loadingProviderId=999")).status).toBe(404)
  })
})

describe("creating: every rule of the form at its boundary", () => {
  it("a quote starts in MV1 and is recorded with who asked", async () => {
    const quote = await create(newOrder({ stateId: "MV1" }))
    expect(quote).toMatchObject({
      state: "MV1",
      isQuote: true,
      canChange: true,
      transporterName: "Näidis Logistika OÜ",
      carName: "123 ABC Volvo FH",
      driverName: "Priit Pärn",
    })
    expect(quote.docNumber).toBe(`HP-${quote.uid}`)
    const events = await server.db.select().from(saleOrderEvents).where(eq(saleOrderEvents.orderUid, quote.uid))
    expect(events).toMatchObject([
      { fromState: null, toState: "MV1", byUserId: demoIds.users.mari, contactId: demoIds.contacts.mariNaidis },
    ])
    expect(await refusedCreate(newOrder({ stateId: "MV2" }), 400, "VALIDATION", "stateId"))
  })

  it("an order starts in MV4, or E with prepayment", async () => {
    expect(await create(newOrder())).toMatchObject({ state: "MV4", isQuote: false, canChange: true, paymentTerm: 14 })
    expect(await create(newOrder({ paymentDeadline: 0 }))).toMatchObject({ state: "E", prepayment: true })
  })

  it("at least 1000 L per fuel (999 refused, 1000 taken), in steps of 100", async () => {
    const rows = (batchAmount: number) => [{ batchAmount, remoteBatchId: s.batches.diesel, specialFuel: false }]
    await refusedCreate(newOrder({ rows: rows(999) }), 400, "VALIDATION", "rows.0.batchAmount")
    expect((await create(newOrder({ rows: rows(1000) }))).state).toBe("MV4")
    await refusedCreate(newOrder({ rows: rows(1050) }), 400, "VALIDATION", "rows.0.batchAmount")
    await refusedCreate(newOrder({ rows: rows(1001) }), 400, "VALIDATION", "rows.0.batchAmount")
    expect((await create(newOrder({ rows: rows(1100) }))).state).toBe("MV4")
    await refusedCreate(newOrder({ rows: [] }), 400, "VALIDATION", "rows")
    await refusedCreate(newOrder({ rows: [...rows(1000), ...rows(2000)] }), 400, "VALIDATION", "rows.1.remoteBatchId")
    await refusedCreate(
      newOrder({ rows: [{ batchAmount: 1000, remoteBatchId: s.batches.muugaDiesel, specialFuel: false }] }),
      400,
      "VALIDATION",
      "rows.0.remoteBatchId",
    )
  })

  it("the description: 250 characters taken, 251 refused", async () => {
    expect((await create(newOrder({ notes: "x".repeat(250) }))).notes).toHaveLength(250)
    await refusedCreate(newOrder({ notes: "x".repeat(251) }), 400, "VALIDATION", "notes")
  })

  it("payment terms up to defaultPaymentDeadline 14 (21 refused) unless the extension is allowed", async () => {
    expect((await create(newOrder({ paymentDeadline: 14 }))).paymentTerm).toBe(14)
    await refusedCreate(newOrder({ paymentDeadline: 21 }), 400, "VALIDATION", "paymentDeadline")
    await refusedCreate(newOrder({ paymentDeadline: 4 }), 400, "VALIDATION", "paymentDeadline")
    await server.db.update(customers).set({ extendedSaleOrderDeadlineAllowed: true }).where(eq(customers.id, NAIDIS))
    try {
      expect((await create(newOrder({ paymentDeadline: 21 }))).paymentTerm).toBe(21)
      expect((await create(newOrder({ paymentDeadline: 120 }))).paymentTerm).toBe(120)
      await refusedCreate(newOrder({ paymentDeadline: 4 }), 400, "VALIDATION", "paymentDeadline")
    } finally {
      await server.db.update(customers).set({ extendedSaleOrderDeadlineAllowed: false }).where(eq(customers.id, NAIDIS))
    }
  })

  it("own transport: today until 15:59 Tallinn time, from 16:00 only tomorrow", async () => {
    clock.set(new Date("2026-01-15T13:59:59Z")) // 15:59:59 in Tallinn (UTC+2)
    expect((await create(newOrder({ deliveryDate: TODAY }))).desiredDeliveryDate).toBe(TODAY)
    clock.set(new Date("2026-01-15T14:00:00Z")) // 16:00
    await refusedCreate(newOrder({ deliveryDate: TODAY }), 400, "VALIDATION", "deliveryDate")
    expect((await create(newOrder({ deliveryDate: addDays(TODAY, 1) }))).desiredDeliveryDate).toBe(addDays(TODAY, 1))
    // Summer time (UTC+3): 16:00 in Tallinn is 13:00 UTC.
    clock.set(new Date("2026-07-15T12:59:00Z"))
    expect((await create(newOrder({ deliveryDate: "2026-07-15" }))).desiredDeliveryDate).toBe("2026-07-15")
    clock.set(new Date("2026-07-15T13:00:00Z"))
    await refusedCreate(newOrder({ deliveryDate: "2026-07-15" }), 400, "VALIDATION", "deliveryDate")
    expect(tallinnDay(MORNING)).toBe(TODAY)
  })

  it("terminal transport: tomorrow at the earliest, even in the morning; no carrier, car or driver needed", async () => {
    await refusedCreate(terminalOrder({ deliveryDate: TODAY }), 400, "VALIDATION", "deliveryDate")
    const order = await create(terminalOrder({ deliveryDate: addDays(TODAY, 1) }))
    expect(order).toMatchObject({ transporterCode: "TT", carCode: null, driverCode: null, loadingProviderId: s.providers.tartu })
  })

  it("own transport needs the terminal and a car of the carrier; the driver must be the carrier's", async () => {
    await refusedCreate(newOrder({ loadingProvider: null }), 400, "VALIDATION", "loadingProvider")
    await refusedCreate(newOrder({ vehicleCode: null }), 400, "VALIDATION", "vehicleCode")
    await refusedCreate(newOrder({ vehicleCode: demoTerminal.cars.man }), 400, "VALIDATION", "vehicleCode")
    await refusedCreate(newOrder({ driver: demoTerminal.drivers.tonu }), 400, "VALIDATION", "driver")
    await refusedCreate(newOrder({ carrier: "NOBODY" }), 400, "VALIDATION", "carrier")
    expect((await create(newOrder({ driver: null }))).driverName).toBeNull()
  })

  it("the unloading location must be the customer's; the e-mail must be valid", async () => {
    await refusedCreate(newOrder({ customerLocationId: 999 }), 400, "VALIDATION", "customerLocationId")
    await refusedCreate(newOrder({ notificationReceiverEmail: "not-an-address" }), 400, "VALIDATION", "notificationReceiverEmail")
    expect((await create(newOrder({ notificationReceiverEmail: "logistika@naidis.ee" }))).notificationEmail).toBe("logistika@naidis.ee")
  })

  it("the ticked e-mail notice is sent (the demo outbox) with the order; none when not ticked or refused", async () => {
    const outbox = async () => {
      const res = await get("/demo/outbox")
      expect(res.status).toBe(200)
      return res.json as Array<{ recipient: string; subject: string; body: string }>
    }
    const before = (await outbox()).length
    await create(newOrder())
    await refusedCreate(
      newOrder({ notificationReceiverEmail: "tellimused@naidis.ee", paymentDeadline: 21 }),
      400,
      "VALIDATION",
      "paymentDeadline",
    )
    expect(await outbox()).toHaveLength(before)
    const quote = await create(
      terminalOrder({
        stateId: "MV1",
        customerLocationId: s.locations.tallinn,
        notificationReceiverEmail: " tellimused@naidis.ee ",
        paymentDeadline: 0,
      }),
    )
    const order = await create(newOrder({ notificationReceiverEmail: "logistika@naidis.ee", notes: "Värav 3" }))
    const [orderMail, quoteMail, ...rest] = await outbox()
    expect(rest).toHaveLength(before)
    expect(quoteMail).toMatchObject({ recipient: "tellimused@naidis.ee", subject: `Hinnapäring ${quote.docNumber} on vastu võetud` })
    expect(quoteMail!.body).toContain("Maksetähtaeg: ettemaks")
    expect(orderMail).toMatchObject({ recipient: "logistika@naidis.ee", subject: `Tellimus ${order.docNumber} on vastu võetud` })
    expect(orderMail!.body).toContain("Diislikütus: 2 000 L")
    expect(orderMail!.body).toContain(`Soovitud tarnekuupäev: ${addDays(TODAY, 1).split("-").reverse().join(".")}`)
    expect(orderMail!.body).toContain("Maksetähtaeg: 14 päeva")
    expect(orderMail!.body).toContain("Lisainfo: Värav 3")
    // Jaan (no contact of the company) sees none of it.
    expect((await get("/demo/outbox", jaan.token)).json).toEqual([])
  })

  it("a special fuel needs the purchase right: refused without it, whatever the client's flag says", async () => {
    const special = [{ batchAmount: 1000, remoteBatchId: s.batches.markedDiesel, specialFuel: false }]
    await refusedCreate(newOrder({ rows: special }), 400, "NO_PURCHASE_RIGHT", "rows.0.remoteBatchId")
    await server.db.insert(specialFuelRights).values({ customerId: NAIDIS, productId: s.specialProductId })
    try {
      const order = await create(newOrder({ rows: special }))
      expect((await server.db.select().from(saleOrderRows).where(eq(saleOrderRows.orderUid, order.uid)))[0]).toMatchObject({
        specialFuel: true,
      })
    } finally {
      await server.db
        .delete(specialFuelRights)
        .where(and(eq(specialFuelRights.customerId, NAIDIS), eq(specialFuelRights.productId, s.specialProductId)))
    }
  })
})

describe("the state machine", () => {
  const accept = (uid: number, prepayment: boolean) => post(`/sale-orders/${NAIDIS}/accept/${uid}?prepayment=${prepayment}`)
  const cancel = (uid: number) => post(`/sale-orders/${NAIDIS}/cancel/${uid}`)

  it("accept only from MV2 with canChange; the prepayment flag must match the term", async () => {
    await expectRefused(() => accept(s.orders.quoteMv1, false), 409, "NOT_AWAITING_CONFIRMATION", "orderUid")
    await expectRefused(() => accept(s.orders.orderMv4, false), 409, "NOT_AWAITING_CONFIRMATION", "orderUid")
    await expectRefused(() => accept(s.orders.expiredQuote, false), 409, "NOT_CHANGEABLE", "orderUid")
    await expectRefused(() => accept(s.orders.quoteMv2, true), 400, "VALIDATION", "prepayment")
    const res = await accept(s.orders.quoteMv2, false)
    expect(res.status).toBe(204)
    expect(await orderOf(s.orders.quoteMv2)).toMatchObject({
      state: "MV4",
      isQuote: false,
      canChange: true,
      fileName: "pakkumus-HP-2026-0002.pdf",
    })
    await expectRefused(() => accept(s.orders.quoteMv2, false), 409, "NOT_AWAITING_CONFIRMATION", "orderUid")
    const events = await server.db.select().from(saleOrderEvents).where(eq(saleOrderEvents.orderUid, s.orders.quoteMv2))
    expect(events.at(-1)).toMatchObject({ fromState: "MV2", toState: "MV4", byUserId: demoIds.users.mari })
  })

  it("accepting a quote with prepayment makes it E", async () => {
    const quote = await create(newOrder({ stateId: "MV1", paymentDeadline: 0 }))
    clock.set(new Date(MORNING.getTime() + DEFAULT_STEP_MS))
    await advanceDueOrders(server.db, clock.now(), { stepMs: DEFAULT_STEP_MS })
    await expectRefused(() => accept(quote.uid, false), 400, "VALIDATION", "prepayment")
    expect((await accept(quote.uid, true)).status).toBe(204)
    expect((await orderOf(quote.uid)).state).toBe("E")
  })

  it("cancel only when canChange, else 409", async () => {
    await expectRefused(() => cancel(s.orders.orderMv3), 409, "NOT_CHANGEABLE", "orderUid")
    await expectRefused(() => cancel(s.orders.orderA), 409, "NOT_CHANGEABLE", "orderUid")
    await expectRefused(() => cancel(s.orders.cancelledT), 409, "NOT_CHANGEABLE", "orderUid")
    await expectRefused(() => cancel(999_999), 404, "NOT_FOUND", "orderUid")
    expect((await cancel(s.orders.orderMv4)).status).toBe(204)
    expect(await orderOf(s.orders.orderMv4)).toMatchObject({ state: "T", canChange: false, nextStepAt: null })
    await expectRefused(() => cancel(s.orders.orderMv4), 409, "NOT_CHANGEABLE", "orderUid")
  })
})

describe("the simulated back office", () => {
  const step = { stepMs: 10_000 }
  const at = (steps: number) => new Date(MORNING.getTime() + steps * step.stepMs)

  it("prices a quote into MV2 with a real PDF, and moves an order MV4 → MV3 → W → A, one step per interval", async () => {
    const quote = await create(
      newOrder({ stateId: "MV1", rows: [{ batchAmount: 3000, remoteBatchId: s.batches.petrol95, specialFuel: false }] }),
    )
    await server.db
      .update(saleOrders)
      .set({ nextStepAt: at(1) })
      .where(eq(saleOrders.uid, quote.uid))
    const order = await create(terminalOrder())
    await server.db
      .update(saleOrders)
      .set({ nextStepAt: at(1) })
      .where(eq(saleOrders.uid, order.uid))

    await advanceDueOrders(server.db, new Date(at(1).getTime() - 1), step)
    expect((await orderOf(quote.uid)).state).toBe("MV1")
    await advanceDueOrders(server.db, at(1), step)
    const priced = await orderOf(quote.uid)
    expect(priced).toMatchObject({ state: "MV2", canChange: true, nextStepAt: null, fileName: `pakkumus-HP-${quote.uid}.pdf` })
    expect((await server.db.select().from(saleOrderRows).where(eq(saleOrderRows.orderUid, quote.uid)))[0]!.price).toBe(1.259)
    expect((await orderOf(order.uid)).state).toBe("MV3")
    expect((await orderOf(order.uid)).canChange).toBe(false)

    await advanceDueOrders(server.db, at(2), step)
    expect((await orderOf(order.uid)).state).toBe("W")
    await advanceDueOrders(server.db, at(3), step)
    expect((await orderOf(order.uid)).state).toBe("A")
    await advanceDueOrders(server.db, at(10), step)
    expect((await orderOf(quote.uid)).state).toBe("MV2")
    const events = await server.db.select().from(saleOrderEvents).where(eq(saleOrderEvents.orderUid, order.uid))
    expect(events.map((e) => [e.toState, e.byUserId])).toEqual([
      ["MV4", demoIds.users.mari],
      ["MV3", null],
      ["W", null],
      ["A", null],
    ])

    const pdf = await server.app.request(`/v1/sale-orders/pdf?fileName=${priced.fileName}`, {
      headers: { authorization: `Bearer ${mari.token}` },
    })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get("content-type")).toBe("application/pdf")
    expect(pdf.headers.get("content-disposition")).toContain(`HP-${quote.uid}.pdf`)
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-")
  })

  it("the PDF is 404 for a stranger and for a file that does not exist", async () => {
    const pdf = (name: string, token: string) =>
      server.app.request(`/v1/sale-orders/pdf?fileName=${name}`, { headers: { authorization: `Bearer ${token}` } })
    expect((await pdf("pakkumus-HP-2026-0003.pdf", mari.token)).status).toBe(200)
    expect((await pdf("pakkumus-HP-2026-0003.pdf", jaan.token)).status).toBe(404)
    expect((await pdf("nothing.pdf", mari.token)).status).toBe(404)
  })
})
