import { describe, expect, it } from "vitest"
import { eq } from "drizzle-orm"
import { saleOrderEvents, saleOrderRows, saleOrders } from "./saleOrders.tables"
import { demoIds } from "../../db/seed"
import { advanceDueOrders, DEFAULT_STEP_MS } from "./saleOrders.service"
import { fuelDocuments } from "../invoices/invoices.tables"
import { webhookDeliveries } from "../integrations/integrations.tables"
import { addDays } from "../../../core/rules/saleOrders"
import { tallinnDay, vatRateOn } from "../../../core/rules/vat"

import {
  MORNING,
  NAIDIS,
  clock,
  create,
  expectRefused,
  jaan,
  mari,
  newOrder,
  orderOf,
  post,
  s,
  server,
  terminalOrder,
  useSaleOrdersServer,
} from "./saleOrders.fixtures"

useSaleOrdersServer()

const invoiceOf = async (uid: number) =>
  (
    await server.db
      .select()
      .from(fuelDocuments)
      .where(eq(fuelDocuments.remoteDocumentId, `SO-${uid}`))
  )[0]

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

  it("prices a quote into MV2 with a real PDF, and moves an order MV4 → MV3 → W → A (invoiced), one step per interval", async () => {
    const hook = await post(`/customers/${NAIDIS}/webhooks`, { url: "https://example.com/hook", events: ["invoice.created"] })
    expect(hook.status, JSON.stringify(hook.json)).toBe(200)
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
    expect(await invoiceOf(order.uid)).toBeUndefined()
    await advanceDueOrders(server.db, at(3), step)
    expect((await orderOf(order.uid)).state).toBe("A")
    // Issued, the order is invoiced: its priced rows with VAT of the day, due after its payment term.
    const rows = await server.db.select().from(saleOrderRows).where(eq(saleOrderRows.orderUid, order.uid))
    const net = rows.reduce((sum, r) => sum + Math.round(r.quantity * r.price! * 100), 0) / 100
    const day = tallinnDay(at(3))
    const issued = await orderOf(order.uid)
    expect(await invoiceOf(order.uid)).toMatchObject({
      customerId: NAIDIS,
      documentType: "MV.VL",
      documentDateCreated: day,
      paymentDeadlineDate: addDays(day, issued.paymentTerm),
      totalAmount: Math.round(net * (1 + vatRateOn(day)) * 100) / 100,
      paymentAmount: 0,
      paid: false,
      lines: rows.map((r) => ({ product: r.productName, quantity: r.quantity, unit: "l", unitPrice: r.price })),
    })
    expect(net).toBeGreaterThan(0)
    // … and the company's webhook gets invoice.created for it (sent by the job runner later).
    const [delivery] = await server.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.json.endpoint.id))
    expect(JSON.parse(delivery!.payload)).toMatchObject({
      type: "invoice.created",
      data: { customerId: NAIDIS, documentId: `SO-${order.uid}`, documentType: "MV.VL", orderUid: order.uid },
    })
    await advanceDueOrders(server.db, at(10), step)
    expect((await orderOf(quote.uid)).state).toBe("MV2")
    // A quote is not invoiced; an issued order once.
    expect(await invoiceOf(quote.uid)).toBeUndefined()
    expect(
      await server.db
        .select()
        .from(fuelDocuments)
        .where(eq(fuelDocuments.remoteDocumentId, `SO-${order.uid}`)),
    ).toHaveLength(1)
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
