import { describe, expect, it } from "vitest"
import { and, eq } from "drizzle-orm"
import { addDays } from "../../../core/rules/saleOrders"
import { tallinnDay } from "../../../core/rules/vat"
import { customers } from "../../db/schema"
import { saleOrderEvents, saleOrderRows, specialFuelRights } from "./saleOrders.tables"
import { demoIds } from "../../db/seed"
import { demoTerminal } from "../terminal/terminal.seed"

import {
  MORNING,
  NAIDIS,
  TODAY,
  clock,
  create,
  get,
  jaan,
  newOrder,
  refusedCreate,
  s,
  server,
  terminalOrder,
  useSaleOrdersServer,
} from "./saleOrders.fixtures"

useSaleOrdersServer()

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
