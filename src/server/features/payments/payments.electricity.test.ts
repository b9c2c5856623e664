import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { eq } from "drizzle-orm"
import { electricityInvoices, paymentOrders } from "../invoices/invoices.tables"
import { demoIds, demoPersonalCodes } from "../../db/seed"
import { call, createTestServer, signInAs, type TestServer } from "../../db/testDb"

/** Electricity invoices are paid like fuel invoices (beyond the spec): the same order, limit, capture and return. */

let server: TestServer
let mari: { token: string }
let jaan: { token: string }
const c = demoIds.customers
const k = demoIds.contacts
beforeAll(async () => {
  server = await createTestServer()
  mari = await signInAs(server.app, demoPersonalCodes.mari)
  jaan = await signInAs(server.app, demoPersonalCodes.jaan)
})
afterAll(() => server?.close())

interface ElectricityRow {
  id: number
  invoiceNumber: string
  amountIncludingVat: number
  amountPaid: number
  dateDue: string
}

const electricity = async (customerId: number, token: string, onlyNotPaid = true) =>
  (
    await call(server.app, "GET", `/v1/electricity/invoices/customer/${customerId}?size=100${onlyNotPaid ? "&onlyNotPaid=true" : ""}`, {
      token,
    })
  ).json.content as ElectricityRow[]

const body = (customerId: number, contactPersonId: number, electricityInvoiceIds: number[], remoteDocumentIds: string[] = []) => ({
  bankType: "SEB",
  locale: "et",
  customerId,
  contactPersonId,
  remoteDocumentIds,
  electricityInvoiceIds,
  paymentMethodType: "BANK",
})
const begin = (customerId: number, b: Record<string, unknown>, token: string) =>
  call(server.app, "POST", `/v1/payment/${customerId}/begin`, { token, body: b })
const tokenOf = (url: string) => url.split("/").pop()!
const approve = (token: string) => server.app.request(`/v1/payment/simulator/${token}/approve`, { method: "POST" })
const status = async (orderToken: string) => (await call(server.app, "POST", "/v1/payment/process", { body: { orderToken } })).json.status
const due = (i: ElectricityRow) => Math.round((i.amountIncludingVat - i.amountPaid) * 100) / 100

describe("electricity invoices in the payment", () => {
  it("onlyNotPaid lists Jaan's unpaid (overdue) electricity invoices only", async () => {
    const all = await electricity(c.jaanPrivate, jaan.token, false)
    const open = await electricity(c.jaanPrivate, jaan.token)
    expect(open.length).toBe(2)
    expect(open.every((i) => i.amountPaid < i.amountIncludingVat)).toBe(true)
    expect(all.filter((i) => i.amountPaid < i.amountIncludingVat).map((i) => i.id)).toEqual(open.map((i) => i.id))
  })

  it("Jaan pays his two electricity invoices: the server's sum, both paid once, then nothing left", async () => {
    const open = await electricity(c.jaanPrivate, jaan.token)
    const res = await begin(
      c.jaanPrivate,
      body(
        c.jaanPrivate,
        k.jaanPrivate,
        open.map((i) => i.id),
      ),
      jaan.token,
    )
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    const token = tokenOf(res.json)
    const [order] = await server.db.select().from(paymentOrders).where(eq(paymentOrders.orderToken, token))
    expect(order!.amount).toBe(Math.round(open.reduce((s, i) => s + due(i), 0) * 100) / 100)
    expect(order!.electricityInvoiceIds).toEqual(open.map((i) => i.id))
    expect(order!.documentIds).toEqual([])
    expect((await approve(token)).status).toBe(303)
    expect(await status(token)).toBe("CAPTURED")
    expect(await electricity(c.jaanPrivate, jaan.token)).toEqual([])
    const again = await begin(c.jaanPrivate, body(c.jaanPrivate, k.jaanPrivate, [open[0]!.id]), jaan.token)
    expect([again.status, again.json.code]).toEqual([400, "ALREADY_PAID"])
    expect(again.json.message).toContain(`electricity:${open[0]!.id}`)
  })

  it("fuel and electricity invoices in one order; the bank limit counts both, at its exact boundary", async () => {
    const fuel = (await call(server.app, "GET", `/v1/documents/${c.naidisLogistika}?onlyNotPaid=true&size=1000`, { token: mari.token }))
      .json.content as Array<{ remoteDocumentId: string; totalAmount: number; paymentAmount: number; remoteFactoring: boolean }>
    const doc = fuel.find((d) => !d.remoteFactoring)!
    const fuelDue = Math.round((doc.totalAmount - doc.paymentAmount) * 100) / 100
    const [invoice] = await electricity(c.naidisLogistika, mari.token)
    const setTotal = (amount: number) =>
      server.db
        .update(electricityInvoices)
        .set({ amountIncludingVat: amount, amountPaid: 0 })
        .where(eq(electricityInvoices.id, invoice!.id))
    const both = body(c.naidisLogistika, k.mariNaidis, [invoice!.id], [doc.remoteDocumentId])

    await setTotal(Math.round((14999.99 - fuelDue + 0.01) * 100) / 100)
    const over = await begin(c.naidisLogistika, both, mari.token)
    expect([over.status, over.json.code]).toEqual([400, "OVER_BANK_LIMIT"])
    expect((await begin(c.naidisLogistika, { ...both, paymentMethodType: "CARD" }, mari.token)).status).toBe(200)

    await setTotal(Math.round((14999.99 - fuelDue) * 100) / 100)
    const atLimit = await begin(c.naidisLogistika, both, mari.token)
    expect(atLimit.status, JSON.stringify(atLimit.json)).toBe(200)
    const token = tokenOf(atLimit.json)
    expect((await approve(token)).status).toBe(303)
    expect(await status(token)).toBe("CAPTURED")
    const [paid] = await server.db.select().from(electricityInvoices).where(eq(electricityInvoices.id, invoice!.id))
    expect(paid!.amountPaid).toBe(paid!.amountIncludingVat)
    const after = (await call(server.app, "GET", `/v1/documents/${c.naidisLogistika}?onlyNotPaid=true&size=1000`, { token: mari.token }))
      .json.content as Array<{ remoteDocumentId: string }>
    expect(after.some((d) => d.remoteDocumentId === doc.remoteDocumentId)).toBe(false)
  })

  it("two orders for one electricity invoice: the second approval fails and pays nothing twice", async () => {
    const [invoice] = await electricity(c.kyTamme5, mari.token)
    const b = body(c.kyTamme5, k.mariKyTamme, [invoice!.id])
    const first = tokenOf((await begin(c.kyTamme5, b, mari.token)).json)
    const second = tokenOf((await begin(c.kyTamme5, b, mari.token)).json)
    await approve(first)
    await approve(second)
    expect([await status(first), await status(second)]).toEqual(["CAPTURED", "FAILED"])
  })

  it("refusals: another customer's invoice is not one, a duplicate or an empty order is invalid", async () => {
    const [company] = await electricity(c.naidisLogistika, mari.token, false)
    const foreign = await begin(c.jaanPrivate, body(c.jaanPrivate, k.jaanPrivate, [company!.id]), jaan.token)
    expect([foreign.status, foreign.json.code, foreign.json.field]).toEqual([400, "NOT_AN_INVOICE", "remoteDocumentIds"])
    const unknown = await begin(c.jaanPrivate, body(c.jaanPrivate, k.jaanPrivate, [999_999]), jaan.token)
    expect(unknown.json.code).toBe("NOT_AN_INVOICE")
    const [own] = await electricity(c.jaanPrivate, jaan.token, false)
    const dup = await begin(c.jaanPrivate, body(c.jaanPrivate, k.jaanPrivate, [own!.id, own!.id]), jaan.token)
    expect([dup.status, dup.json.code]).toEqual([400, "VALIDATION"])
    const empty = await begin(c.jaanPrivate, body(c.jaanPrivate, k.jaanPrivate, []), jaan.token)
    expect([empty.status, empty.json.code, empty.json.field]).toEqual([400, "VALIDATION", "remoteDocumentIds"])
  })
})
