import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { CONSUMPTION_EXPORT_COLUMNS, TANK_EXPORT_COLUMNS } from "../../../core/schemas/integrations"
import { EXPORT_LINE_COLUMNS } from "../../../core/schemas/statement"
import { demoIds, demoPersonalCodes } from "../../db/seed"
import { call, createTestServer, signInAs, type TestServer } from "../../db/testDb"
import { demoMeteringPointIds } from "../consumption/consumption.seed"

const c = demoIds.customers
let server: TestServer
let mari: { token: string }
let key: string
let narrowKey: string
beforeAll(async () => {
  server = await createTestServer()
  mari = await signInAs(server.app, demoPersonalCodes.mari)
  const make = async (roles: string[]) => {
    const res = await call(server.app, "POST", `/v1/customers/${c.naidisLogistika}/api-keys`, {
      token: mari.token,
      body: { name: "Eksport", roles, expiresOn: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10), ratePerMinute: 1000 },
    })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    return res.json.secret as string
  }
  key = await make(["VIEW_DOCUMENT_ROWS", "TANK_OWNER", "ELECTRICITY_CUSTOMER"])
  narrowKey = await make(["VIEW_DOCUMENT_ROWS"])
})
afterAll(() => server?.close())

const get = async (path: string, secret = key) => {
  const res = await server.app.request(`/v1${path}`, { headers: { authorization: `Bearer ${secret}` } })
  return { status: res.status, headers: res.headers, text: await res.text() }
}
const csvRows = (text: string) => text.trimEnd().split("\r\n")

describe("machine exports through an API key: paged JSON and CSV with stable columns", () => {
  it("statement lines: the statement's paging and totals, the same lines in JSON and CSV", async () => {
    const rows = await call(server.app, "GET", `/v1/documents/${c.naidisLogistika}/rows?size=7`, { token: key })
    expect(rows.status).toBe(200)
    const json = await get(`/exports/${c.naidisLogistika}/statement-lines?size=7&page=1`)
    expect(json.status).toBe(200)
    expect(json.headers.get("content-type")).toContain("application/json")
    const body = JSON.parse(json.text)
    expect(body).toMatchObject({ page: 1, size: 7, totalElements: rows.json.totalElements, columns: [...EXPORT_LINE_COLUMNS] })
    expect(body.rows).toHaveLength(7)
    expect(Object.keys(body.rows[0])).toEqual([...EXPORT_LINE_COLUMNS])
    expect(json.headers.get("x-total-count")).toBe(String(rows.json.totalElements))
    const csv = await get(`/exports/${c.naidisLogistika}/statement-lines?size=7&page=1&format=csv`)
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8")
    const lines = csvRows(csv.text)
    expect(lines[0]).toBe(EXPORT_LINE_COLUMNS.join(","))
    expect(lines).toHaveLength(8)
    // The first line of page 1 in both formats is the same line.
    const id = String(body.rows[0].remoteDocumentId)
    expect(lines[1]).toContain(id)
    const page0 = JSON.parse((await get(`/exports/${c.naidisLogistika}/statement-lines?size=7&page=0`)).text)
    expect(page0.rows.map((r: Record<string, unknown>) => JSON.stringify(r))).not.toContain(JSON.stringify(body.rows[0]))
  })

  it("consumption: the autumn clock-change day has 25 hourly rows, each time with its offset", async () => {
    const path = `/exports/${c.naidisLogistika}/consumption/${demoMeteringPointIds.naidisSadama}?from=2025-10-26&to=2025-10-26&resolution=HOUR`
    const body = JSON.parse((await get(path)).text)
    expect(body.columns).toEqual([...CONSUMPTION_EXPORT_COLUMNS])
    expect(body.totalElements).toBe(25)
    expect(body.rows.filter((r: { time: string }) => r.time.startsWith("2025-10-26T03:00"))).toHaveLength(2)
    expect(body.rows.every((r: { time: string }) => /[+-]\d\d:\d\d$/.test(r.time))).toBe(true)
    const csv = csvRows((await get(`${path}&format=csv&size=10&page=2`)).text)
    expect(csv[0]).toBe("time,consumptionKwh,productionKwh,costEuros")
    expect(csv).toHaveLength(6)
    expect(csv[1]!.split(",")[0]).toBe(body.rows[20].time)
  })

  it("tanks: the tanks' levels as /tanks pages them", async () => {
    const tanks = await call(server.app, "GET", `/v1/tanks/${c.naidisLogistika}`, { token: key })
    expect(tanks.status).toBe(200)
    const body = JSON.parse((await get(`/exports/${c.naidisLogistika}/tanks`)).text)
    expect(body.columns).toEqual([...TANK_EXPORT_COLUMNS])
    expect(body.totalElements).toBe(tanks.json.totalElements)
    expect(body.rows.map((r: { id: number; latestAmount: number | null }) => [r.id, r.latestAmount])).toEqual(
      tanks.json.content.map((t: { id: number; latestAmount?: number | null }) => [t.id, t.latestAmount ?? null]),
    )
    const csv = csvRows((await get(`/exports/${c.naidisLogistika}/tanks?format=csv`)).text)
    expect(csv[0]).toBe(TANK_EXPORT_COLUMNS.join(","))
    expect(csv).toHaveLength(tanks.json.content.length + 1)
  })

  it("each export keeps its source's roles and customer: 403 without them, 400 for a bad format", async () => {
    expect((await get(`/exports/${c.naidisLogistika}/tanks`, narrowKey)).status).toBe(403)
    expect(
      (await get(`/exports/${c.naidisLogistika}/consumption/${demoMeteringPointIds.naidisSadama}?from=2025-10-26&to=2025-10-26`, narrowKey))
        .status,
    ).toBe(403)
    expect((await get(`/exports/${c.kyTamme5}/statement-lines`)).status).toBe(403)
    expect((await get(`/exports/${c.naidisLogistika}/statement-lines?format=xml`)).status).toBe(400)
  })
})
