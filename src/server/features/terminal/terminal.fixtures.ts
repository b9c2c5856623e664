import { afterAll, beforeAll, expect } from "vitest"
import { eq, sql } from "drizzle-orm"
import * as Schema from "effect/Schema"
import { terminalCalls as terminalCallSet } from "../../../core/api"
import { buildPath, type Call } from "../../../core/api/call"
import { tallinnDay } from "../../../core/rules/vat"
import { DispensingOrder } from "../../../core/schemas/terminal"
import { dispensingJobs, dispensingOrderRows, dispensingOrders, terminalBatches } from "./terminal.tables"
import { demoIds, demoPersonalCodes } from "../../db/seed"
import { demoTerminal } from "./terminal.seed"
import { processNextJob } from "./terminal.service"
import { call, createTestServer, signInAs, type TestServer } from "../../db/testDb"

/** The terminal's server tests' shared server (one per test file) and helpers. */

export let server: TestServer
export let mari: { token: string }
export let jaan: { token: string }
export const c = demoIds.customers
export const b = demoTerminal.batches
export const WORKER = "test-worker"

/** Starts the file's server and signs Mari and Jaan in before its tests; closes it after them. */
export function useTerminalServer() {
  beforeAll(async () => {
    server = await createTestServer()
    mari = await signInAs(server.app, demoPersonalCodes.mari)
    jaan = await signInAs(server.app, demoPersonalCodes.jaan)
  })
  afterAll(() => server?.close())
}

export const addDays = (days: number) => {
  const d = new Date(`${tallinnDay(new Date())}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}
export const get = (path: string, token = mari.token) => call(server.app, "GET", `/v1${path}`, { token })
export const post = (path: string, body: unknown, token = mari.token) => call(server.app, "POST", `/v1${path}`, { token, body })
export const put = (path: string, body: unknown, token = mari.token) => call(server.app, "PUT", `/v1${path}`, { token, body })

export const stockOf = async (remoteBatchId: string) =>
  (await server.db.select().from(terminalBatches).where(eq(terminalBatches.remoteBatchId, remoteBatchId)))[0]!.quantity
export const count = async (table: typeof dispensingJobs | typeof dispensingOrders | typeof dispensingOrderRows) =>
  (await server.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n
export const orderList = async (customerId: number = c.naidisLogistika) => {
  const res = await get(`/dispensing-order/${customerId}`)
  expect(res.status).toBe(200)
  return Schema.decodeUnknownSync(Schema.Array(DispensingOrder))(res.json)
}

/** A valid new order of the company: 2 000 L diesel from the commercial warehouse, own transport. */
export const newOrder = (overrides: Record<string, unknown> = {}) => ({
  documentNumber: "VK-TEST-1",
  owner: "TT",
  carrier: demoTerminal.carriers.own,
  vehicleCode: demoTerminal.cars.volvo,
  driver: demoTerminal.drivers.aivarNoCode,
  validUntil: addDays(3),
  warehouse: "1",
  rows: [{ remoteBatchId: b.diesel, batchAmount: 2000 }],
  ...overrides,
})

/** Starts a save and applies it as the worker would; answers the save state. */
export const saveAndApply = async (body: unknown) => {
  const started = await post(`/dispensing-order/${c.naidisLogistika}`, body)
  expect(started.status, JSON.stringify(started.json)).toBe(200)
  const running = await post(`/dispensing-order/save-state/${c.naidisLogistika}`, { uid: started.json.uid })
  expect(running.json).toMatchObject({ state: "RUNNING" })
  while (await processNextJob(server.db, WORKER)) {
    // every waiting job
  }
  return (await post(`/dispensing-order/save-state/${c.naidisLogistika}`, { uid: started.json.uid })).json
}

/** A refused request writes nothing: the same number of jobs, orders and rows afterwards. */
export const expectRefused = async (send: () => Promise<{ status: number; json: any }>, status: number, error: string, field?: string) => {
  const before = [await count(dispensingJobs), await count(dispensingOrders), await count(dispensingOrderRows)]
  const res = await send()
  expect({ status: res.status, code: res.json?.code, field: res.json?.field }).toEqual({ status, code: error, field })
  expect([await count(dispensingJobs), await count(dispensingOrders), await count(dispensingOrderRows)]).toEqual(before)
}

export const terminalCalls: Call[] = Object.values(terminalCallSet)
export const urlOf = (callDef: Call, customerId: number) => `/v1${buildPath(callDef.path, { customerId })}`
