import { afterAll, afterEach, beforeAll, expect, vi } from "vitest"
import * as Schema from "effect/Schema"
import { eq, sql } from "drizzle-orm"
import { CardPage } from "../../../core/schemas/cards"
import { users } from "../../db/schema"
import { cardChanges, cardRequests, cards, idCreditApplications, idCreditConfirmations, mailOutbox } from "./cards.tables"
import { demoIds, demoPersonalCodes } from "../../db/seed"
import { demoCardNumber } from "./cards.seed"
import { call, createTestServer, signInAs, type TestServer } from "../../db/testDb"

/** The cards' server tests' shared server (one per test file) and helpers. */

export let server: TestServer
export let mari: { token: string }
export let jaan: { token: string }
export const c = demoIds.customers
export const k = demoIds.contacts
export const company = c.naidisLogistika
/** The company's only unblocked payment card without a limit; its blocked one; Mari's ID credit card. */
export const noLimitCard = demoCardNumber(company, 5)
export const blockedCard = demoCardNumber(company, 9)
export const mariIdCard = demoCardNumber(c.mariPrivate, 1)

/** Starts the file's server and signs Mari and Jaan in before its tests; real timers after each test. */
export function useCardsServer() {
  beforeAll(async () => {
    server = await createTestServer()
    mari = await signInAs(server.app, demoPersonalCodes.mari)
    jaan = await signInAs(server.app, demoPersonalCodes.jaan)
  })
  afterAll(() => server?.close())
  afterEach(() => {
    vi.useRealTimers()
  })
}

export const list = async (customerId: number, query = "", token = mari.token) => {
  const res = await call(server.app, "GET", `/v1/cards/${customerId}${query ? `?${query}` : ""}`, { token })
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return Schema.decodeUnknownSync(CardPage)(res.json)
}
export const post = (path: string, body: unknown, token = mari.token) => call(server.app, "POST", `/v1${path}`, { token, body })
export const cardRow = async (remoteCardId: string) =>
  (await server.db.select().from(cards).where(eq(cards.remoteCardId, remoteCardId)))[0]!

/** Row counts of every table the cards routes write, to show that a refused request wrote nothing. */
export const written = async () => {
  const out: Record<string, number> = {}
  for (const [name, table] of Object.entries({
    cards,
    cardChanges,
    cardRequests,
    idCreditApplications,
    idCreditConfirmations,
    mailOutbox,
  })) {
    const [row] = await server.db.select({ n: sql<number>`count(*)::int` }).from(table)
    out[name] = row!.n
  }
  out.cardsState = (
    await server.db.select({ h: sql<string>`md5(string_agg(${cards}::text, ',' order by ${cards.remoteCardId}))` }).from(cards)
  )[0]!.h as never
  out.users = (await server.db.select({ h: sql<string>`md5(string_agg(${users}::text, ',' order by ${users.id}))` }).from(users))[0]!
    .h as never
  return out
}
export const expectRefusedWithoutWrites = async (
  request: () => Promise<{ status: number; json: any }>,
  expected: { status: number; code: string; field?: string },
) => {
  const before = await written()
  const res = await request()
  expect({ status: res.status, code: res.json?.code, field: res.json?.field }).toEqual({ field: undefined, ...expected })
  expect(await written()).toEqual(before)
  return res
}
