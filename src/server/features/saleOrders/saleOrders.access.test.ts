import { describe, expect, it } from "vitest"
import { eq } from "drizzle-orm"
import * as Schema from "effect/Schema"
import { saleOrdersCalls } from "../../../core/api"
import { buildPath, type Call } from "../../../core/api/call"
import { SaleOrderCustomer, SaleOrderStates } from "../../../core/schemas/saleOrders"
import { contacts } from "../../db/schema"
import { saleOrders } from "./saleOrders.tables"
import { demoIds } from "../../db/seed"
import { call } from "../../db/testDb"

import {
  NAIDIS,
  c,
  create,
  expectRefused,
  get,
  jaan,
  list,
  mari,
  newOrder,
  orderOf,
  post,
  s,
  server,
  useSaleOrdersServer,
} from "./saleOrders.fixtures"

useSaleOrdersServer()

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
