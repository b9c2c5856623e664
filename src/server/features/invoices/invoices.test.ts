import { describe, expect, it } from "vitest"
import * as Schema from "effect/Schema"
import { unzipSync } from "fflate"
import { ElectricityInvoice, FuelDocumentPage } from "../../../core/schemas/invoices"
import { pageOf } from "../../../core/schemas/common"
import { demoIds } from "../../db/seed"
import { call, useDemoServer } from "../../db/testDb"

const demo = useDemoServer()
const c = demoIds.customers

const docs = async (customerId: number, query = "", token = demo.mari.token) => {
  const res = await call(demo.server.app, "GET", `/v1/documents/${customerId}${query ? `?${query}` : ""}`, { token })
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return Schema.decodeUnknownSync(FuelDocumentPage)(res.json)
}
const raw = (path: string, token = demo.mari.token) => demo.server.app.request(path, { headers: { authorization: `Bearer ${token}` } })

describe("GET /documents/{customerId}", () => {
  it("defaults: page 0 of 20, types MV_KO, MV_VL, VA_1, newest first, with sums over all matches", async () => {
    const page = await docs(c.naidisLogistika)
    expect(page.number).toBe(0)
    expect(page.size).toBe(20)
    expect(page.content).toHaveLength(20)
    expect(page.totalElements).toBeGreaterThanOrEqual(60)
    expect(new Set(page.content.map((d) => d.documentType))).toEqual(new Set(["VA.1", "MV.KO", "MV.VL"]))
    const dates = page.content.map((d) => d.documentDateCreated)
    expect(dates).toEqual([...dates].sort().reverse())
    const all = await docs(c.naidisLogistika, "size=1000")
    expect(all.content).toHaveLength(page.totalElements)
    const total = all.content.reduce((s, d) => s + d.totalAmount, 0)
    expect(page.totalAmountSum).toBeCloseTo(total, 2)
    expect(page.unpaidAmountSum).toBeCloseTo(
      all.content.reduce((s, d) => s + d.totalAmount - d.paymentAmount, 0),
      2,
    )
  })

  it("pages do not overlap and together give every document once", async () => {
    const first = await docs(c.naidisLogistika, "size=25&page=0&sortField=TOTAL_AMOUNT&sortDirection=ASC")
    const ids: string[] = []
    for (let p = 0; p * 25 < first.totalElements; p++)
      ids.push(
        ...(await docs(c.naidisLogistika, `size=25&page=${p}&sortField=TOTAL_AMOUNT&sortDirection=ASC`)).content.map(
          (d) => d.remoteDocumentId,
        ),
      )
    expect(ids).toHaveLength(first.totalElements)
    expect(new Set(ids).size).toBe(ids.length)
    const past = await docs(c.naidisLogistika, "page=99")
    expect(past.content).toEqual([])
    expect(past.totalElements).toBe(first.totalElements)
  })

  it("sorts by every sort field both ways", async () => {
    const keys = {
      REMOTE_DOCUMENT_ID: (d: any) => d.remoteDocumentId,
      DOCUMENT_NUMBER: (d: any) => d.documentNumber,
      DOCUMENT_TYPE: (d: any) => d.documentType,
      DOCUMENT_DATE_CREATED: (d: any) => d.documentDateCreated,
      PAYMENT_DEADLINE_DATE: (d: any) => d.paymentDeadlineDate,
      TOTAL_AMOUNT: (d: any) => d.totalAmount,
      IS_PAID: (d: any) => (d.paid ? 1 : 0),
    }
    for (const [field, key] of Object.entries(keys)) {
      for (const dir of ["ASC", "DESC"] as const) {
        const values = (await docs(c.naidisLogistika, `size=1000&sortField=${field}&sortDirection=${dir}`)).content.map(key)
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
        expect(values, `${field} ${dir}`).toEqual(dir === "ASC" ? sorted : sorted.reverse())
      }
    }
  })

  it("filters by type, unpaid and document date (both ends included)", async () => {
    const va = await docs(c.naidisLogistika, "types=VA_1&size=1000")
    expect(va.content.length).toBeGreaterThan(0)
    expect(va.content.every((d) => d.documentType === "VA.1")).toBe(true)
    const multi = await docs(c.naidisLogistika, "types=MV_KO,MV_VL&size=1000")
    expect(multi.content.every((d) => d.documentType.startsWith("MV."))).toBe(true)
    expect(va.totalElements + multi.totalElements).toBe((await docs(c.naidisLogistika)).totalElements)
    const lines = await docs(c.naidisLogistika, "types=LV_5,LV_5A,LV_5E&size=1000")
    expect(lines.content.every((d) => d.documentType.startsWith("LV.5"))).toBe(true)

    const unpaid = await docs(c.naidisLogistika, "onlyNotPaid=true&size=1000")
    expect(unpaid.content.length).toBeGreaterThanOrEqual(5)
    expect(unpaid.content.every((d) => d.totalAmount - d.paymentAmount > 0)).toBe(true)
    expect(unpaid.content.filter((d) => d.remoteFactoring)).toHaveLength(2)
    expect(unpaid.content.filter((d) => !d.remoteFactoring).reduce((s, d) => s + d.totalAmount - d.paymentAmount, 0)).toBeGreaterThan(
      14999.99,
    )

    const all = (await docs(c.naidisLogistika, "size=1000")).content
    const day = all[5]!.documentDateCreated
    const exact = await docs(c.naidisLogistika, `documentDateCreatedStart=${day}&documentDateCreatedEnd=${day}&size=1000`)
    expect(exact.content.map((d) => d.remoteDocumentId)).toEqual(
      all.filter((d) => d.documentDateCreated === day).map((d) => d.remoteDocumentId),
    )
  })

  it("count and sums agree with the rows for every filter shape (type totals without dates, day totals with them)", async () => {
    const all = (await docs(c.naidisLogistika, "size=1000")).content
    const mid = [...all].sort((a, b) => a.documentDateCreated.localeCompare(b.documentDateCreated))[Math.floor(all.length / 2)]!
      .documentDateCreated
    for (const query of [
      "",
      "onlyNotPaid=true",
      "types=VA_1",
      `documentDateCreatedStart=${mid}`,
      `documentDateCreatedEnd=${mid}`,
      `documentDateCreatedStart=${mid}&documentDateCreatedEnd=${mid}&onlyNotPaid=true`,
      `onlyNotPaid=true&documentDateCreatedEnd=${mid}&sortField=TOTAL_AMOUNT&sortDirection=ASC`,
    ]) {
      const page = await docs(c.naidisLogistika, `${query}&size=1000`)
      expect(page.totalElements, query).toBe(page.content.length)
      expect(page.totalAmountSum, query).toBeCloseTo(
        page.content.reduce((s, d) => s + d.totalAmount, 0),
        2,
      )
      expect(page.unpaidAmountSum, query).toBeCloseTo(
        page.content.reduce((s, d) => s + d.totalAmount - d.paymentAmount, 0),
        2,
      )
    }
    // The two date filters split the documents at the day: both ends are included, so the day counts twice.
    const before = await docs(c.naidisLogistika, `documentDateCreatedEnd=${mid}&size=1`)
    const after = await docs(c.naidisLogistika, `documentDateCreatedStart=${mid}&size=1`)
    expect(before.totalElements + after.totalElements).toBe(all.length + all.filter((d) => d.documentDateCreated === mid).length)
  })

  it("refuses bad input with 400 naming the field", async () => {
    for (const [query, field] of [
      ["page=-1", "page"],
      ["size=0", "size"],
      ["size=5000", "size"],
      ["sortField=AMOUNT", "sortField"],
      ["types=MV.KO", "types"],
      ["documentDateCreatedStart=01.05.2026", "documentDateCreatedStart"],
      ["documentDateCreatedStart=2026-05-02&documentDateCreatedEnd=2026-05-01", "documentDateCreatedEnd"],
    ]) {
      const res = await call(demo.server.app, "GET", `/v1/documents/${c.naidisLogistika}?${query}`, { token: demo.mari.token })
      expect({ query, status: res.status, field: res.json.field }).toEqual({ query, status: 400, field })
    }
  })

  it("Jaan has no fuel documents; another customer's documents are refused", async () => {
    expect((await docs(c.jaanPrivate, "", demo.jaan.token)).totalElements).toBe(0)
    const res = await call(demo.server.app, "GET", `/v1/documents/${c.naidisLogistika}`, { token: demo.jaan.token })
    expect(res.status).toBe(403)
  })
})

describe("document files", () => {
  it("a document's PDF is a real PDF; Jaan may not read Mari's", async () => {
    const id = (await docs(c.naidisLogistika)).content[0]!.remoteDocumentId
    const res = await raw(`/v1/documents/pdf?documentRemoteId=${id}`)
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toBe("application/pdf")
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-")
    expect(bytes.length).toBeGreaterThan(1500)
    // Another customer's document looks like an unknown one (docs/security.md).
    expect((await raw(`/v1/documents/pdf?documentRemoteId=${id}`, demo.jaan.token)).status).toBe(404)
    expect((await raw(`/v1/documents/pdf?documentRemoteId=nope`)).status).toBe(404)
  })

  it("the zip holds one PDF per document; a foreign document refuses the whole archive", async () => {
    const ids = (await docs(c.naidisLogistika, "size=3")).content.map((d) => d.remoteDocumentId)
    const res = await raw(`/v1/documents/zip?documentIds=${ids.join(",")}`)
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toBe("application/zip")
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
    expect(Object.keys(files)).toHaveLength(3)
    for (const bytes of Object.values(files)) expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-")
    const mine = (await docs(c.mariPrivate)).content[0]!.remoteDocumentId
    expect((await raw(`/v1/documents/zip?documentIds=${mine}`, demo.jaan.token)).status).toBe(404)
  })
})

describe("electricity invoices", () => {
  it("the company, KÜ Tamme 5 and Jaan have electricity invoices, paged and sorted", async () => {
    const Page = pageOf(ElectricityInvoice)
    for (const [customer, token] of [
      [c.naidisLogistika, demo.mari.token],
      [c.kyTamme5, demo.mari.token],
      [c.jaanPrivate, demo.jaan.token],
    ] as const) {
      const res = await call(
        demo.server.app,
        "GET",
        `/v1/electricity/invoices/customer/${customer}?size=5&sortField=AMOUNT_INCLUDING_VAT&sortDirection=ASC`,
        { token },
      )
      expect(res.status).toBe(200)
      const page = Schema.decodeUnknownSync(Page)(res.json)
      expect(page.content.length).toBe(5)
      expect(page.totalElements).toBeGreaterThanOrEqual(6)
      const amounts = page.content.map((i) => i.amountIncludingVat)
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b))
    }
  })
  it("each says what was paid: Jaan's two newest are open (the second past its due date), the older ones paid in full", async () => {
    const res = await call(
      demo.server.app,
      "GET",
      `/v1/electricity/invoices/customer/${c.jaanPrivate}?sortField=DATE_ISSUED&sortDirection=DESC`,
      { token: demo.jaan.token },
    )
    const page = Schema.decodeUnknownSync(pageOf(ElectricityInvoice))(res.json)
    expect(page.content.map((i) => i.amountPaid === i.amountIncludingVat)).toEqual([false, false, true, true, true, true])
    expect(page.content.slice(0, 2).map((i) => i.amountPaid)).toEqual([0, 0])
  })
  it("an invoice file is a PDF for its reader only; other formats are a 400", async () => {
    const page = await call(demo.server.app, "GET", `/v1/electricity/invoices/customer/${c.jaanPrivate}`, { token: demo.jaan.token })
    const id = page.json.content[0].id
    const res = await raw(`/v1/electricity/invoices/${id}/file?downloadAs=PDF`, demo.jaan.token)
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toBe("application/pdf")
    expect((await raw(`/v1/electricity/invoices/${id}/file`, demo.mari.token)).status).toBe(404)
    expect((await raw(`/v1/electricity/invoices/${id}/file?downloadAs=XLSX`, demo.jaan.token)).status).toBe(400)
  })
})
