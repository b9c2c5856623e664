import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as Schema from "effect/Schema"
import { and, eq, sql } from "drizzle-orm"
import { gunzipSync } from "node:zlib"
import { pageOf } from "../../../core/schemas/common"
import { decodeExportedLines, EXPORT_LINE_COLUMNS, InvoiceLine, LineSum, type InvoiceLine as Line } from "../../../core/schemas/statement"
import { sumLines } from "../../../core/rules/statement"
import { documentLineDayTotals, documentLines } from "./statement.tables"
import { demoIds, demoPersonalCodes } from "../../db/seed"
import { recordDocumentLines, totalsRanges } from "./statement.service"
import { acceptsGzip } from "./statement.handlers"
import { call, createTestServer, signInAs, type TestServer } from "../../db/testDb"

/**
 * The statement's sums and counts come from day and month totals that triggers on document_lines keep
 * in the lines' own transaction: they must equal the lines summed one by one after every kind of
 * write, at the edges of a period (Tallinn days, whole and partial months), and for every filter.
 */
let server: TestServer
let mari: { token: string }
const N = demoIds.customers.naidisLogistika
beforeAll(async () => {
  server = await createTestServer()
  mari = await signInAs(server.app, demoPersonalCodes.mari)
})
afterAll(() => server?.close())

const Page = pageOf(InvoiceLine)
const q = (params: Record<string, string>) => new URLSearchParams(params).toString()
const rows = async (customerId: number, query: string) => {
  const res = await call(server.app, "GET", `/v1/documents/${customerId}/rows?${query}`, { token: mari.token })
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return Schema.decodeUnknownSync(Page)(res.json)
}
const sums = async (customerId: number, query: string) => {
  const res = await call(server.app, "GET", `/v1/documents/${customerId}/rows/sum?${query}`, { token: mari.token })
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return Schema.decodeUnknownSync(LineSum)(res.json)
}
/** Every line of a filter, as the export asks (page 0, size = total). */
const all = async (customerId: number, query: string) => {
  const first = await rows(customerId, `${query}&size=1`)
  return (await rows(customerId, `${query}&page=0&size=${Math.max(1, first.totalElements)}`)).content
}
/** The sums and the count the server answers equal the lines summed one by one. */
const expectExact = async (customerId: number, filter: Record<string, string>) => {
  const query = q(filter)
  const lines = await all(customerId, query)
  expect(await sums(customerId, query), query).toEqual(sumLines(lines))
  expect((await rows(customerId, `${query}&size=1`)).totalElements, query).toBe(lines.length)
  return lines
}

/** Lines of the totals (ALL) summed straight from the table, per customer: the triggers' bookkeeping. */
const totalsMatchLines = async (customerId: number) => {
  const fromTotals = await server.db
    .select({
      n: sql<number>`coalesce(sum(${documentLineDayTotals.lineCount}), 0)::int`,
      a: sql<string>`coalesce(sum(${documentLineDayTotals.amount}), 0)::text`,
    })
    .from(documentLineDayTotals)
    .where(
      and(
        eq(documentLineDayTotals.customerId, customerId),
        eq(documentLineDayTotals.dimension, "ALL"),
        eq(documentLineDayTotals.period, "DAY"),
      ),
    )
  const fromLines = await server.db
    .select({ n: sql<number>`count(*)::int`, a: sql<string>`coalesce(sum(${documentLines.amount}), 0)::text` })
    .from(documentLines)
    .where(eq(documentLines.customerId, customerId))
  expect(Number(fromTotals[0]!.n)).toBe(Number(fromLines[0]!.n))
  expect(Number(fromTotals[0]!.a)).toBeCloseTo(Number(fromLines[0]!.a), 2)
}

let serial = 0
/** A document of the demo company at `createdAt` with one line per given amount. */
const record = (
  createdAt: Date,
  amounts: number[],
  where: Partial<{ location: string; card: string; cardName: string; vehicle: string | null }> = {},
) =>
  recordDocumentLines(server.db, {
    customerId: N,
    remoteDocumentId: `TEST-T-${++serial}`,
    documentNumber: `LT-${serial}`,
    documentType: "LV.5",
    createdAt,
    lines: amounts.map((amount) => ({
      locationName: where.location ?? "Testi, Piiri 1",
      remoteCardId: where.card ?? "7000000200002",
      cardName: where.cardName ?? "Piiri auto",
      vehicleNumber: where.vehicle === undefined ? "000 TST" : where.vehicle,
      vehicleMileage: where.vehicle === null ? null : 1000,
      productName: "Diislikütus",
      price: 1.5,
      quantity: Math.round((amount / 1.5) * 1000) / 1000,
      amount,
    })),
  })

describe("totalsRanges: whole months from MONTH rows, the days at the ends from DAY rows", () => {
  it("splits a period at its months' edges, both ends included", () => {
    expect(totalsRanges("2026-01-01", "2026-12-31")).toEqual([{ period: "MONTH", from: "2026-01-01", until: "2027-01-01" }])
    expect(totalsRanges("2026-01-15", "2026-03-10")).toEqual([
      { period: "MONTH", from: "2026-02-01", until: "2026-03-01" },
      { period: "DAY", from: "2026-01-15", until: "2026-02-01" },
      { period: "DAY", from: "2026-03-01", until: "2026-03-11" },
    ])
    // Inside one month, or a month's last day and the next month's first: days only.
    expect(totalsRanges("2026-03-05", "2026-03-30")).toEqual([{ period: "DAY", from: "2026-03-05", until: "2026-03-31" }])
    expect(totalsRanges("2026-03-31", "2026-04-01")).toEqual([{ period: "DAY", from: "2026-03-31", until: "2026-04-02" }])
    expect(totalsRanges("2026-03-01", "2026-03-31")).toEqual([{ period: "MONTH", from: "2026-03-01", until: "2026-04-01" }])
    // February of a leap year ends on the 29th; December rolls into January.
    expect(totalsRanges("2028-02-01", "2028-02-29")).toEqual([{ period: "MONTH", from: "2028-02-01", until: "2028-03-01" }])
    expect(totalsRanges("2028-02-01", "2028-02-28")).toEqual([{ period: "DAY", from: "2028-02-01", until: "2028-02-29" }])
    expect(totalsRanges("2026-12-31", "2026-12-31")).toEqual([{ period: "DAY", from: "2026-12-31", until: "2027-01-01" }])
    // Open ends.
    expect(totalsRanges(undefined, undefined)).toEqual([{ period: "MONTH" }])
    expect(totalsRanges("2026-05-02", undefined)).toEqual([
      { period: "MONTH", from: "2026-06-01" },
      { period: "DAY", from: "2026-05-02", until: "2026-06-01" },
    ])
    expect(totalsRanges(undefined, "2026-05-02")).toEqual([
      { period: "MONTH", until: "2026-05-01" },
      { period: "DAY", from: "2026-05-01", until: "2026-05-03" },
    ])
  })
})

describe("the sums stay exact as lines are written", () => {
  it("after an insert, an update that moves a line to another station and day, and a delete", async () => {
    const period = { documentDateCreatedStart: "2026-02-10", documentDateCreatedEnd: "2026-05-20" }
    const before = await expectExact(N, period)
    await record(new Date("2026-03-15T10:00:00Z"), [10.01, 20.02, 0.01])
    const afterInsert = await expectExact(N, period)
    expect(afterInsert.length).toBe(before.length + 3)
    expect((await sums(N, q(period))).sum).toBeCloseTo(sumLines(before).sum + 30.04, 2)
    await expectExact(N, { ...period, limitToLocation: "Testi, Piiri 1" })

    // An update: the line moves to another station, card name and day (out of the period) and changes its sum.
    const [moved] = await server.db
      .update(documentLines)
      .set({ locationName: "Testi, Teine 2", cardName: "Teine nimi", documentDate: "2026-06-01", amount: 99.99, vatAmount: 19.35 })
      .where(eq(documentLines.remoteDocumentId, `TEST-T-${serial}`))
      .returning()
    expect(moved).toBeDefined()
    await expectExact(N, period)
    await expectExact(N, { ...period, limitToLocation: "Testi, Piiri 1" })
    const movedLines = await expectExact(N, { limitToLocation: "Testi, Teine 2" })
    expect(movedLines).toHaveLength(3)
    expect((await sums(N, q({ limitToLocation: "Testi, Teine 2" }))).sum).toBe(299.97)
    await expectExact(N, { limitToCardName: "Teine nimi" })
    await expectExact(N, { documentDateCreatedStart: "2026-06-01", documentDateCreatedEnd: "2026-06-30" })

    // A delete takes them away again.
    await server.db.delete(documentLines).where(eq(documentLines.remoteDocumentId, `TEST-T-${serial}`))
    expect(await expectExact(N, period)).toHaveLength(before.length)
    expect(await sums(N, q({ limitToLocation: "Testi, Teine 2" }))).toEqual({ sum: 0, sumWithoutVat: 0, vatSum: 0 })
    await totalsMatchLines(N)
  })

  it("a write that fails leaves no totals behind (the totals are in the lines' transaction)", async () => {
    const before = await sums(N, "")
    // The second document reuses the first's remote id: its insert fails and the whole transaction with it.
    await record(new Date("2026-04-02T09:00:00Z"), [5])
    const id = `TEST-T-${serial}`
    await expect(
      server.db.transaction(async (tx) => {
        await tx.insert(documentLines).values({
          customerId: N,
          documentId: 1,
          lineNo: 99,
          remoteDocumentId: id,
          documentNumber: "X",
          documentType: "LV.5",
          documentDate: "2026-04-02",
          productName: "AdBlue",
          price: 1,
          quantity: 1,
          amount: 1000,
          vatAmount: 193.55,
        })
        await tx.insert(documentLines).values({
          customerId: N,
          documentId: 1,
          lineNo: 99,
          remoteDocumentId: id,
          documentNumber: "X",
          documentType: "LV.5",
          documentDate: "2026-04-02",
          productName: "AdBlue",
          price: 1,
          quantity: 1,
          amount: 1000,
          vatAmount: 193.55,
        })
      }),
    ).rejects.toThrow()
    expect((await sums(N, "")).sum).toBeCloseTo(before.sum + 5, 2)
    await totalsMatchLines(N)
  })

  it("40 documents written concurrently, each in its own transaction, agree with the lines", async () => {
    const many = Array.from({ length: 40 }, (_, i) =>
      record(new Date(Date.UTC(2026, 6, 1 + (i % 31), 8)), [1 + i / 100, 2.5], { location: `Testi, Koht ${i % 3}` }),
    )
    await Promise.all(many)
    await expectExact(N, { documentDateCreatedStart: "2026-07-01", documentDateCreatedEnd: "2026-07-31" })
    for (const k of [0, 1, 2])
      await expectExact(N, {
        documentDateCreatedStart: "2026-07-03",
        documentDateCreatedEnd: "2026-08-02",
        limitToLocation: `Testi, Koht ${k}`,
      })
    await totalsMatchLines(N)
  })
})

describe("a period's last day at 23:59 Tallinn time is in it, the next day's 00:00 is not", () => {
  it("in summer time (UTC+3) and in winter time (UTC+2), over a month's and a year's edge", async () => {
    const cases = [
      // 31 March 2026 23:59 EEST is 20:59 UTC; 1 April 00:00 EEST is 31 March 21:00 UTC.
      { last: "2026-03-31", lastAt: "2026-03-31T20:59:00Z", nextAt: "2026-03-31T21:00:00Z", next: "2026-04-01", start: "2026-03-01" },
      // 30 November 23:59 EET is 21:59 UTC; 1 December 00:00 EET is 30 November 22:00 UTC.
      { last: "2025-11-30", lastAt: "2025-11-30T21:59:00Z", nextAt: "2025-11-30T22:00:00Z", next: "2025-12-01", start: "2025-11-16" },
      { last: "2025-12-31", lastAt: "2025-12-31T21:59:00Z", nextAt: "2025-12-31T22:00:00Z", next: "2026-01-01", start: "2025-01-01" },
    ]
    for (const c of cases) {
      const card = `70000002${String(++serial).padStart(5, "0")}`
      const at = await record(new Date(c.lastAt), [11.11], { card })
      const after = await record(new Date(c.nextAt), [22.22], { card })
      expect(at.documentDate).toBe(c.last)
      expect(after.documentDate).toBe(c.next)
      const period = { documentDateCreatedStart: c.start, documentDateCreatedEnd: c.last }
      const inPeriod = await expectExact(N, { ...period, limitToCard: card })
      expect(inPeriod.map((l) => l.productAmountSum)).toEqual([11.11])
      const nextPeriod = { documentDateCreatedStart: c.next, documentDateCreatedEnd: c.next }
      expect((await expectExact(N, { ...nextPeriod, limitToCard: card })).map((l) => l.productAmountSum)).toEqual([22.22])
      // The company's sums of the period (no card filter) hold the 23:59 line and not the 00:00 one.
      const lines = await expectExact(N, period)
      expect(lines.some((l) => l.remoteCardId === card && l.productAmountSum === 11.11)).toBe(true)
      expect(lines.some((l) => l.remoteCardId === card && l.productAmountSum === 22.22)).toBe(false)
      await expectExact(N, { documentDateCreatedStart: c.last, documentDateCreatedEnd: c.next })
    }
  })
})

describe("every filter's sums equal the sums of its rows", () => {
  it("each filter alone and combined, over whole and partial months, every type", async () => {
    const sample = (await rows(N, "size=200")).content.find((l) => l.vehicleNumber && l.cardName && l.locationName)!
    const periods: Array<Record<string, string>> = [
      {},
      { documentDateCreatedStart: "2026-01-01", documentDateCreatedEnd: "2026-12-31" },
      { documentDateCreatedStart: "2025-12-15", documentDateCreatedEnd: "2026-02-14" },
      { documentDateCreatedStart: sample.documentDateCreated, documentDateCreatedEnd: sample.documentDateCreated },
      { documentDateCreatedEnd: "2026-06-15" },
    ]
    const filters: Array<Record<string, string>> = [
      {},
      { limitToCard: sample.remoteCardId! },
      { limitToLocation: sample.locationName! },
      { limitToCardName: sample.cardName! },
      { vehicleNumber: sample.vehicleNumber! },
      { limitToCard: sample.remoteCardId!, limitToLocation: sample.locationName! },
      { limitToCardName: sample.cardName!, vehicleNumber: sample.vehicleNumber! },
      { types: "LV_5A" },
      { types: "LV_5,LV_5E", limitToLocation: sample.locationName! },
    ]
    for (const period of periods) for (const filter of filters) await expectExact(N, { ...period, ...filter })
  })
})

describe("GET /documents/{customerId}/rows/export (the export's lean lines)", () => {
  it("the same lines as the rows call, in its order, as arrays; gzipped when accepted", async () => {
    const filter = q({
      documentDateCreatedStart: "2026-01-01",
      documentDateCreatedEnd: "2026-12-31",
      limitToLocation: "Tartu, Riia 140",
      sortField: "PRODUCT_AMOUNT_SUM",
      sortDirection: "ASC",
    })
    const expected = await all(N, filter)
    expect(expected.length).toBeGreaterThan(50)
    const res = await server.app.request(`/v1/documents/${N}/rows/export?${filter}&page=0&size=${expected.length}`, {
      headers: { authorization: `Bearer ${mari.token}`, "accept-encoding": "gzip, deflate, br" },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get("content-encoding")).toBe("gzip")
    const body = decodeExportedLines(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8")))
    expect(body.totalElements).toBe(expected.length)
    expect(body.columns).toEqual(EXPORT_LINE_COLUMNS)
    const asObjects = body.rows.map(
      (r) => Object.fromEntries(EXPORT_LINE_COLUMNS.map((c, i) => [c, r[i]]).filter(([, v]) => v !== null)) as Line,
    )
    expect(asObjects).toEqual(expected.map((l) => Object.fromEntries(Object.entries(l).filter(([, v]) => v !== null && v !== undefined))))

    // Without gzip: plain JSON; a page of it is that page of the rows.
    const plain = await server.app.request(`/v1/documents/${N}/rows/export?${filter}&page=2&size=7`, {
      headers: { authorization: `Bearer ${mari.token}`, "accept-encoding": "identity" },
    })
    expect(plain.headers.get("content-encoding")).toBeNull()
    const page = decodeExportedLines(await plain.json())
    expect(page.rows.map((r) => `${r[1]}:${r[9]}:${r[12]}`)).toEqual(
      expected.slice(14, 21).map((l) => `${l.documentId}:${l.productName}:${l.productAmountSum}`),
    )
  })

  it("refuses bad input (400 naming the field) and strangers (403)", async () => {
    const bad = await call(server.app, "GET", `/v1/documents/${N}/rows/export?size=200001`, { token: mari.token })
    expect(bad.status).toBe(400)
    expect(bad.json).toMatchObject({ code: "VALIDATION", field: "size" })
    const jaan = await signInAs(server.app, demoPersonalCodes.jaan)
    expect((await call(server.app, "GET", `/v1/documents/${N}/rows/export`, { token: jaan.token })).status).toBe(403)
  })

  it("reads Accept-Encoding with its q-values", () => {
    expect(acceptsGzip("gzip")).toBe(true)
    expect(acceptsGzip("br, gzip;q=0.5")).toBe(true)
    expect(acceptsGzip("gzip;q=0")).toBe(false)
    expect(acceptsGzip("identity")).toBe(false)
    expect(acceptsGzip(undefined)).toBe(false)
    expect(acceptsGzip("*")).toBe(true)
  })

  it("decodeExportedLines refuses a cell of the wrong type, naming it", () => {
    const row = ["R", 1, "N", "2026-01-01", null, null, null, null, null, "P", 1, 1, 1]
    const good = { number: 0, size: 1, totalElements: 1, columns: EXPORT_LINE_COLUMNS, rows: [row] }
    expect(decodeExportedLines(good).rows).toHaveLength(1)
    expect(() => decodeExportedLines({ ...good, rows: [[...row.slice(0, 12), "1"]] })).toThrow(/rows\.0\.productAmountSum/)
    expect(() => decodeExportedLines({ ...good, rows: [row.slice(0, 12)] })).toThrow(/rows\.0/)
    expect(() => decodeExportedLines({ ...good, columns: ["x"] })).toThrow(/columns/)
  })
})
