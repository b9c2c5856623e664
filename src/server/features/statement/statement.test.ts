import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as Schema from "effect/Schema"
import { unzipSync } from "fflate"
import { eq } from "drizzle-orm"
import { pageOf } from "../../../core/schemas/common"
import { InvoiceLine, InvoiceLineSortFields, LineSum, type InvoiceLine as Line } from "../../../core/schemas/statement"
import { sumLines } from "../../../core/rules/statement"
import { vatRateOn } from "../../../core/rules/vat"
import { documentLines } from "./statement.tables"
import { demoIds, demoPersonalCodes } from "../../db/seed"
import { seedStatement } from "./statement.seed"
import { call, createTestServer, signInAs, type TestServer } from "../../db/testDb"

let server: TestServer
let mari: { token: string }
let jaan: { token: string }
const c = demoIds.customers
const N = c.naidisLogistika
beforeAll(async () => {
  server = await createTestServer()
  mari = await signInAs(server.app, demoPersonalCodes.mari)
  jaan = await signInAs(server.app, demoPersonalCodes.jaan)
})
afterAll(() => server?.close())

const Page = pageOf(InvoiceLine)
const rows = async (customerId: number, query = "", token = mari.token) => {
  const res = await call(server.app, "GET", `/v1/documents/${customerId}/rows${query ? `?${query}` : ""}`, { token })
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return Schema.decodeUnknownSync(Page)(res.json)
}
const sums = async (customerId: number, query = "") => {
  const res = await call(server.app, "GET", `/v1/documents/${customerId}/rows/sum${query ? `?${query}` : ""}`, { token: mari.token })
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return Schema.decodeUnknownSync(LineSum)(res.json)
}
/** Every line of a filter at once, as the export asks (page 0, size = total). */
const all = async (customerId: number, query = "") => {
  const first = await rows(customerId, `${query}${query ? "&" : ""}size=1`)
  const page = await rows(customerId, `${query}${query ? "&" : ""}page=0&size=${Math.max(1, first.totalElements)}`)
  expect(page.content).toHaveLength(first.totalElements)
  return page.content
}
const raw = (path: string, token = mari.token) => server.app.request(path, { headers: { authorization: `Bearer ${token}` } })
const q = (params: Record<string, string>) => new URLSearchParams(params).toString()

describe("demo data", () => {
  it("the company has about 5 000 lines over a year on its cards, 12 stations and 10 vehicles with growing odometers; Mari a few dozen without vehicles", async () => {
    const lines = await all(N)
    expect(lines.length).toBeGreaterThanOrEqual(4500)
    expect(lines.length).toBeLessThanOrEqual(5500)
    const days = lines.map((l) => l.documentDateCreated).sort()
    const spanDays = (Date.parse(days.at(-1)!) - Date.parse(days[0]!)) / 86_400_000
    expect(spanDays).toBeGreaterThanOrEqual(360)
    expect(new Set(lines.map((l) => l.remoteCardId)).size).toBeGreaterThanOrEqual(28)
    expect(new Set(lines.map((l) => l.locationName)).size).toBe(12)
    const vehicles = new Set(lines.flatMap((l) => (l.vehicleNumber ? [l.vehicleNumber] : [])))
    expect(vehicles.size).toBe(10)
    // One card's odometer grows with the date.
    const card = lines.find((l) => l.vehicleNumber)!.remoteCardId
    const readings = lines
      .filter((l) => l.remoteCardId === card)
      .sort((a, b) => a.documentDateCreated.localeCompare(b.documentDateCreated))
      .map((l) => l.vehicleMileage!)
    expect(readings.at(-1)!).toBeGreaterThan(readings[0]!)
    const mine = await all(c.mariPrivate)
    expect(mine.length).toBeGreaterThanOrEqual(24)
    expect(mine.length).toBeLessThanOrEqual(60)
    expect(mine.every((l) => l.vehicleNumber == null)).toBe(true)
  })

  it("seeding again adds nothing", async () => {
    const before = (await server.db.select({ id: documentLines.id }).from(documentLines).where(eq(documentLines.customerId, N))).length
    await seedStatement(server.db)
    const after = (await server.db.select({ id: documentLines.id }).from(documentLines).where(eq(documentLines.customerId, N))).length
    expect(after).toBe(before)
  })
})

describe("GET /documents/{customerId}/rows and /rows/sum", () => {
  it("defaults: page 0 of 20, types LV_5, LV_5A, LV_5E, newest first; the sums agree with the rows (each line's VAT by its date)", async () => {
    const page = await rows(N)
    expect(page.number).toBe(0)
    expect(page.size).toBe(20)
    expect(page.content).toHaveLength(20)
    const dates = page.content.map((l) => l.documentDateCreated)
    expect(dates).toEqual([...dates].sort().reverse())
    const lines = await all(N)
    expect(new Set(lines.map((l) => l.documentNumber.slice(0, 2)))).toEqual(new Set(["LA", "LB", "LE"]))
    const expected = sumLines(lines)
    const got = await sums(N)
    expect(got).toEqual(expected)
    expect(got.sum).toBeCloseTo(got.sumWithoutVat + got.vatSum, 2)
    // The explicit default types give the same; one type alone narrows.
    expect((await rows(N, "types=LV_5,LV_5A,LV_5E")).totalElements).toBe(page.totalElements)
    const onlyA = await all(N, "types=LV_5A")
    expect(onlyA.length).toBeGreaterThan(0)
    expect(onlyA.length).toBeLessThan(lines.length)
    expect(onlyA.every((l) => l.documentNumber.startsWith("LB-"))).toBe(true)
  })

  it("the VAT of a line is at the rate in force on its document date (the oldest and the newest day)", async () => {
    const lines = await all(N)
    for (const l of [lines[0]!, lines.at(-1)!]) {
      const one = await sums(
        N,
        q({ limitToCard: l.remoteCardId!, documentDateCreatedStart: l.documentDateCreated, documentDateCreatedEnd: l.documentDateCreated }),
      )
      const sameDay = lines.filter((x) => x.remoteCardId === l.remoteCardId && x.documentDateCreated === l.documentDateCreated)
      const rate = vatRateOn(l.documentDateCreated)
      expect(one.vatSum).toBeCloseTo(
        sameDay.reduce((s, x) => s + Math.round(((x.productAmountSum * rate) / (1 + rate)) * 100) / 100, 0),
        2,
      )
    }
  })

  it("each filter narrows the rows to its value, and the sums agree with the rows", async () => {
    const lines = await all(N)
    const sample = lines.find((l) => l.vehicleNumber && l.cardName)!
    const filters: Array<[Record<string, string>, (l: Line) => boolean]> = [
      [{ limitToCard: sample.remoteCardId! }, (l) => l.remoteCardId === sample.remoteCardId],
      [{ limitToLocation: sample.locationName! }, (l) => l.locationName === sample.locationName],
      [{ limitToCardName: sample.cardName! }, (l) => l.cardName === sample.cardName],
      [{ vehicleNumber: sample.vehicleNumber! }, (l) => l.vehicleNumber === sample.vehicleNumber],
      [
        { documentDateCreatedStart: sample.documentDateCreated, documentDateCreatedEnd: sample.documentDateCreated },
        (l) => l.documentDateCreated === sample.documentDateCreated,
      ],
      [
        { limitToCard: sample.remoteCardId!, limitToLocation: sample.locationName!, vehicleNumber: sample.vehicleNumber! },
        (l) => l.remoteCardId === sample.remoteCardId && l.locationName === sample.locationName && l.vehicleNumber === sample.vehicleNumber,
      ],
    ]
    for (const [filter, matches] of filters) {
      const got = await all(N, q(filter))
      const expected = lines.filter(matches)
      expect(got.length, JSON.stringify(filter)).toBe(expected.length)
      expect(got.length).toBeGreaterThan(0)
      expect(got.length).toBeLessThan(lines.length)
      expect(new Set(got.map((l) => `${l.documentId}:${l.productName}:${l.productAmountSum}`))).toEqual(
        new Set(expected.map((l) => `${l.documentId}:${l.productName}:${l.productAmountSum}`)),
      )
      expect(await sums(N, q(filter)), JSON.stringify(filter)).toEqual(sumLines(expected))
    }
  })

  it("a date range includes both ends and nothing outside them", async () => {
    const lines = await all(N)
    const days = [...new Set(lines.map((l) => l.documentDateCreated))].sort()
    const [start, end] = [days[10]!, days[20]!]
    const got = await all(N, q({ documentDateCreatedStart: start, documentDateCreatedEnd: end }))
    expect(got.length).toBe(lines.filter((l) => l.documentDateCreated >= start && l.documentDateCreated <= end).length)
    expect(got.some((l) => l.documentDateCreated === start)).toBe(true)
    expect(got.some((l) => l.documentDateCreated === end)).toBe(true)
  })

  it("a filter value that matches nothing gives no rows and zero sums", async () => {
    expect((await rows(N, "limitToCard=0000")).totalElements).toBe(0)
    expect(await sums(N, "limitToCard=0000")).toEqual({ sum: 0, sumWithoutVat: 0, vatSum: 0 })
  })

  it("pages do not overlap and together give every line once; past the end is empty", async () => {
    const first = await rows(N, "size=1000&sortField=PRODUCT_AMOUNT_SUM&sortDirection=ASC")
    const keys: string[] = []
    for (let p = 0; p * 1000 < first.totalElements; p++) {
      const page = await rows(N, `size=1000&page=${p}&sortField=PRODUCT_AMOUNT_SUM&sortDirection=ASC`)
      keys.push(...page.content.map((l) => `${l.documentId}:${l.productName}`))
    }
    expect(keys).toHaveLength(first.totalElements)
    expect(new Set(keys).size).toBe(keys.length)
    const past = await rows(N, "page=9999")
    expect(past.content).toEqual([])
    expect(past.totalElements).toBe(first.totalElements)
  })

  it("sorts by every sort field both ways", async () => {
    const key: Record<(typeof InvoiceLineSortFields)[number], (l: Line) => string | number | null | undefined> = {
      DOCUMENT_DATE_CREATED: (l) => l.documentDateCreated,
      DOCUMENT_NUMBER: (l) => l.documentNumber,
      LOCATION_NAME: (l) => l.locationName,
      REMOTE_CARD_ID: (l) => l.remoteCardId,
      CARD_NAME: (l) => l.cardName,
      VEHICLE_NUMBER: (l) => l.vehicleNumber,
      PRODUCT_NAME: (l) => l.productName,
      PRODUCT_QUANTITY: (l) => l.productQuantity,
      PRODUCT_AMOUNT_SUM: (l) => l.productAmountSum,
    }
    const filter = `documentDateCreatedStart=${(await rows(N)).content[0]!.documentDateCreated.slice(0, 7)}-01`
    for (const field of InvoiceLineSortFields) {
      for (const dir of ["ASC", "DESC"] as const) {
        const values = (await rows(N, `${filter}&size=1000&sortField=${field}&sortDirection=${dir}`)).content
          .map(key[field])
          .filter((v) => v != null)
        const sorted = [...values].sort((a, b) =>
          typeof a === "number" ? a - (b as number) : String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0,
        )
        expect(values.length).toBeGreaterThan(0)
        expect(values, `${field} ${dir}`).toEqual(dir === "ASC" ? sorted : sorted.reverse())
      }
    }
  })

  it("refuses bad input with 400 naming the field", async () => {
    const bad: Array<[string, string]> = [
      ["size=0", "size"],
      ["size=200001", "size"],
      ["page=-1", "page"],
      ["sortField=PRICE_OF_TEA", "sortField"],
      ["sortDirection=UP", "sortDirection"],
      ["types=MV_XX", "types"],
      ["documentDateCreatedStart=2026-02-30", "documentDateCreatedStart"],
      ["documentDateCreatedStart=2026-05-02&documentDateCreatedEnd=2026-05-01", "documentDateCreatedEnd"],
      ["limitToCard=", "limitToCard"],
      [`limitToCardName=${"x".repeat(101)}`, "limitToCardName"],
    ]
    for (const [query, field] of bad) {
      for (const path of [`/v1/documents/${N}/rows?${query}`, `/v1/documents/${N}/rows/sum?${query}`]) {
        if (path.includes("/sum") && /^(size|page|sort)/.test(query)) continue
        const res = await call(server.app, "GET", path, { token: mari.token })
        expect(res.status, `${path} ${JSON.stringify(res.json)}`).toBe(400)
        expect(res.json).toMatchObject({ code: "VALIDATION", field })
      }
    }
    // The boundaries themselves are fine: a one-day range, and the largest page.
    expect((await rows(N, "documentDateCreatedStart=2026-05-01&documentDateCreatedEnd=2026-05-01")).number).toBe(0)
    expect((await rows(N, "size=200000")).size).toBe(200000)
  })

  it("another customer's lines are refused (403) to a user who is not its contact or lacks the role", async () => {
    for (const path of [
      `/v1/documents/${N}/rows`,
      `/v1/documents/${N}/rows/sum`,
      `/v1/documents/${N}/vehicle-numbers`,
      `/v1/petrol-stations/${N}`,
    ]) {
      expect((await call(server.app, "GET", path, { token: jaan.token })).status).toBe(403)
    }
    // Jaan's own customer has VIEW_DOCUMENTS but not VIEW_DOCUMENT_ROWS.
    expect((await call(server.app, "GET", `/v1/documents/${c.jaanPrivate}/rows`, { token: jaan.token })).status).toBe(403)
  })
})

describe("filter choices", () => {
  it("vehicle numbers of the company, sorted and distinct; Mari's customer has none", async () => {
    const res = await call(server.app, "GET", `/v1/documents/${N}/vehicle-numbers`, { token: mari.token })
    expect(res.status).toBe(200)
    const lines = await all(N)
    const expected = [...new Set(lines.flatMap((l) => (l.vehicleNumber ? [l.vehicleNumber] : [])))].sort()
    expect(res.json).toEqual(expected)
    expect((await call(server.app, "GET", `/v1/documents/${c.mariPrivate}/vehicle-numbers`, { token: mari.token })).json).toEqual([])
  })

  it("the customer's stations, paged (page 0, size 100)", async () => {
    const res = await call(server.app, "GET", `/v1/petrol-stations/${N}?page=0&size=100`, { token: mari.token })
    expect(res.status).toBe(200)
    expect(res.json.totalElements).toBe(12)
    const names = res.json.content.map((s: { nameEt: string }) => s.nameEt)
    expect(names).toEqual([...names].sort())
    const second = await call(server.app, "GET", `/v1/petrol-stations/${N}?page=1&size=5`, { token: mari.token })
    expect(second.json.content.map((s: { nameEt: string }) => s.nameEt)).toEqual(names.slice(5, 10))
  })
})

describe("document files", () => {
  it("the PDF of a line's document; another customer's document or an invoice of /arved is unknown here (404)", async () => {
    const line = (await rows(N)).content[0]!
    const res = await raw(`/v1/documents/${N}/rows/file?remoteDocumentId=${line.remoteDocumentId}`)
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toBe("application/pdf")
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-")
    const marisLine = (await rows(c.mariPrivate)).content[0]!
    expect((await raw(`/v1/documents/${N}/rows/file?remoteDocumentId=${marisLine.remoteDocumentId}`)).status).toBe(404)
    // NL-00001 is an invoice of /arved (VIEW_DOCUMENTS), not a document of the statement.
    expect((await raw(`/v1/documents/${N}/rows/file?remoteDocumentId=NL-00001`)).status).toBe(404)
    expect((await raw(`/v1/documents/${N}/rows/file?remoteDocumentId=${line.remoteDocumentId}`, jaan.token)).status).toBe(403)
  })

  it("the zip holds one PDF per distinct document; a foreign document refuses the whole archive", async () => {
    const lines = await all(N)
    const multi = lines.filter((l) => lines.filter((x) => x.documentId === l.documentId).length > 1)
    const ids = [multi[0]!.documentId, multi[0]!.documentId, lines[0]!.documentId, lines[5]!.documentId]
    const distinct = [...new Set(ids)]
    const res = await raw(`/v1/documents/${N}/rows/zip?documentIds=${ids.join(",")}`)
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toBe("application/zip")
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
    expect(Object.keys(files).sort()).toEqual(distinct.map((id) => `${lines.find((l) => l.documentId === id)!.documentNumber}.pdf`).sort())
    for (const bytes of Object.values(files)) expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-")
    const marisDocument = (await rows(c.mariPrivate)).content[0]!.documentId
    expect((await raw(`/v1/documents/${N}/rows/zip?documentIds=${distinct[0]},${marisDocument}`)).status).toBe(404)
    expect((await raw(`/v1/documents/${N}/rows/zip?documentIds=abc`)).status).toBe(400)
    expect((await raw(`/v1/documents/${N}/rows/zip?documentIds=`)).status).toBe(400)
    expect((await raw(`/v1/documents/${N}/rows/zip?documentIds=99999999999`)).status).toBe(400)
  })

  it("at most 200 documents in one zip: 200 are fine, 201 are refused", async () => {
    const ids = [...new Set((await all(N)).map((l) => l.documentId))]
    const ok = await raw(`/v1/documents/${N}/rows/zip?documentIds=${ids.slice(0, 200).join(",")}`)
    expect(ok.status).toBe(200)
    await ok.arrayBuffer()
    const tooMany = await call(server.app, "GET", `/v1/documents/${N}/rows/zip?documentIds=${ids.slice(0, 201).join(",")}`, {
      token: mari.token,
    })
    expect(tooMany.status).toBe(400)
    expect(tooMany.json).toMatchObject({ code: "VALIDATION", field: "documentIds" })
  })
})
