import { afterAll, beforeAll, beforeEach, expect } from "vitest"
import { eq, sql } from "drizzle-orm"
import * as Schema from "effect/Schema"
import { addDays } from "../../../core/rules/saleOrders"
import { SaleOrder } from "../../../core/schemas/saleOrders"
import { settableClock } from "../../clock"
import { saleOrderEvents, saleOrderRows, saleOrders } from "./saleOrders.tables"
import { demoIds, demoPersonalCodes } from "../../db/seed"
import { demoSaleOrders } from "./saleOrders.seed"
import { demoTerminal } from "../terminal/terminal.seed"
import { call, createTestServer, signInAs, type TestServer } from "../../db/testDb"

/** The sale orders' server tests' shared server (one per test file, on a settable clock) and helpers. */

/** 10:00 in Tallinn on a winter day (UTC+2): own transport may still be delivered today. */
export const MORNING = new Date("2026-01-15T08:00:00Z")
export const TODAY = "2026-01-15"
export const clock = settableClock(MORNING)
export let server: TestServer
export let mari: { token: string }
export let jaan: { token: string }
export const c = demoIds.customers
export const s = demoSaleOrders
export const NAIDIS = c.naidisLogistika

/** Starts the file's server and signs Mari and Jaan in before its tests; each test starts in the morning. */
export function useSaleOrdersServer() {
  beforeAll(async () => {
    server = await createTestServer({ clock })
    mari = await signInAs(server.app, demoPersonalCodes.mari)
    jaan = await signInAs(server.app, demoPersonalCodes.jaan)
  })
  afterAll(() => server?.close())
  beforeEach(() => clock.set(MORNING))
}

export const get = (path: string, token = mari.token) => call(server.app, "GET", `/v1${path}`, { token })
export const post = (path: string, body?: unknown, token = mari.token) => call(server.app, "POST", `/v1${path}`, { token, body })
export const count = async (table: typeof saleOrders | typeof saleOrderRows | typeof saleOrderEvents) =>
  (await server.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n
export const list = async (query = "") => {
  const res = await get(`/sale-orders/${NAIDIS}${query}`)
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return Schema.decodeUnknownSync(Schema.Array(SaleOrder))(res.json)
}
export const orderOf = async (uid: number) => (await server.db.select().from(saleOrders).where(eq(saleOrders.uid, uid)))[0]!

/** A valid order: own transport from Tartu Terminal, 2000 L diesel, tomorrow, 14 days. */
export const newOrder = (overrides: Record<string, unknown> = {}) => ({
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
export const terminalOrder = (overrides: Record<string, unknown> = {}) =>
  newOrder({ carrier: "TT", vehicleCode: null, driver: null, loadingProvider: null, objectId: null, ...overrides })

/** The newest order of the company after a successful create. */
export const create = async (body: unknown) => {
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
export const expectRefused = async (send: () => Promise<{ status: number; json: any }>, status: number, code: string, field?: string) => {
  const before = [await count(saleOrders), await count(saleOrderRows), await count(saleOrderEvents)]
  const res = await send()
  expect({ status: res.status, code: res.json?.code, field: res.json?.field }).toEqual({ status, code, field })
  expect([await count(saleOrders), await count(saleOrderRows), await count(saleOrderEvents)]).toEqual(before)
  return res
}
export const refusedCreate = (body: unknown, status: number, code: string, field?: string) =>
  expectRefused(() => post(`/sale-orders/${NAIDIS}`, body), status, code, field)
