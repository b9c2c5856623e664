import { afterAll, beforeAll, expect } from "vitest"
import { sql } from "drizzle-orm"
import { settableClock } from "../../clock"
import { electricityAgreements } from "../agreements/agreements.tables"
import { auditEvents } from "../../db/tables/audit"
import { electricityOfferRequests, electricityPackageChanges, eleringAuthorizations } from "./electricityAgreement.tables"
import { demoIds, demoPersonalCodes } from "../../db/seed"
import { customerEicOf } from "./electricityAgreement.service"
import { call, createTestServer, signInAs, type TestServer } from "../../db/testDb"

/**
 * The electricity agreement tests' server (electricityAgreement.<topic>.test.ts): one per test file,
 * over the demo data, with Mari and Jaan signed in, and the helpers the topics share.
 */

// Today is 2026-01-15 in Tallinn: the window of a new agreement is 2026-01-15 … 2026-04-30.
export const clock = settableClock(new Date("2026-01-15T10:00:00Z"))
export let server: TestServer
export let mari: { token: string }
export let jaan: { token: string }
export const c = demoIds.customers
export const k = demoIds.contacts
export const P = { mari: 31, ky: 21, roof: 22, jaan: 41 }

/** Starts the file's server before its tests and closes it after them. */
export function withElectricityServer(): void {
  beforeAll(async () => {
    server = await createTestServer({ clock })
    mari = await signInAs(server.app, demoPersonalCodes.mari)
    jaan = await signInAs(server.app, demoPersonalCodes.jaan)
  })
  afterAll(() => server?.close())
}

export const get = (path: string, token = mari.token) => call(server.app, "GET", `/v1${path}`, { token })
export const post = (path: string, body?: unknown, token = mari.token) => call(server.app, "POST", `/v1${path}`, { token, body })

export const written = async () => {
  const count = async (t: any) => (await server.db.select({ n: sql<number>`count(*)::int` }).from(t))[0]!.n
  const [h] = await server.db
    .select({ h: sql<string>`md5(string_agg(${electricityAgreements}::text, ',' order by ${electricityAgreements.id}))` })
    .from(electricityAgreements)
  return {
    audit: await count(auditEvents),
    requests: await count(electricityOfferRequests),
    changes: await count(electricityPackageChanges),
    grants: await count(eleringAuthorizations),
    agreements: h!.h,
  }
}
export const refused = async (
  request: () => Promise<{ status: number; json: any }>,
  expected: { status: number; code: string; field?: string },
) => {
  const before = await written()
  const res = await request()
  expect({ status: res.status, code: res.json?.code, field: res.json?.field }).toEqual({ field: undefined, ...expected })
  expect(await written()).toEqual(before)
  return res
}

/** The browser's trip to the simulated grid operator: start, then grant (some of) the points or decline. */
export const authorise = async (customerId: number, eics: string[], grant: string[] | "decline", token = mari.token) => {
  const start = await post(
    `/customers/eic/${customerEicOf(customerId)}/elering-authorization`,
    { meteringPointEics: eics, returnPath: "/elekter/leping?terms=1" },
    token,
  )
  expect(start.status).toBe(200)
  const url = new URL(start.json.redirectUrl)
  const page = await server.app.request(url.pathname)
  expect(page.status).toBe(200)
  const form = new URLSearchParams()
  if (grant !== "decline") for (const e of grant) form.append("eic", e)
  const res = await server.app.request(`${url.pathname}/${grant === "decline" ? "decline" : "grant"}`, { method: "POST", body: form })
  expect(res.status).toBe(303)
  expect(res.headers.get("location")).toMatch(/\/elekter\/leping\?terms=1&elering=return$/)
  return url.pathname
}

export const contact = (contactPersonId: number) => ({
  contactPersonId,
  email: "mari@example.ee",
  phone: "+37251234567",
  address: "Tamme tn 5-12",
  consolidatedInvoice: false,
  eInvoice: false,
})
