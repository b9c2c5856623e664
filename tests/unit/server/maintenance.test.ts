import { afterAll, beforeAll, expect, it } from "vitest"
import { count } from "drizzle-orm"
import { authSessions, refreshTokens } from "../../../src/server/db/schema"
import { purgeExpired } from "../../../src/server/maintenance"
import { demoPersonalCodes } from "../../../src/server/db/seed"
import { call, createTestServer, refreshCookie, signInAs, type TestServer } from "../../../src/server/db/testDb"

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server?.close())

it("removes sessions a day past expiry and expired refresh tokens, and keeps the rest working", async () => {
  const signedIn = await signInAs(server.app, demoPersonalCodes.mari)
  await call(server.app, "POST", "/v1/auth/smart-id/login", { body: { personalIdentityCode: demoPersonalCodes.jaan } })
  const rows = async () => ({
    sessions: (await server.db.select({ n: count() }).from(authSessions))[0]!.n,
    refresh: (await server.db.select({ n: count() }).from(refreshTokens))[0]!.n,
  })
  const before = await rows()
  expect(before.sessions).toBeGreaterThanOrEqual(2)

  // Today nothing has expired: nothing goes, and the refresh still works.
  expect(await purgeExpired(server.db)).toBe(0)
  expect(await rows()).toEqual(before)
  const refreshed = await call(server.app, "POST", "/v1/auth/refresh", { cookie: signedIn.cookie })
  expect(refreshed.status).toBe(200)

  // 12 h and a minute on, the refresh tokens (they end with their sign-in) go; the sign-in sessions stay a day past their five minutes.
  await purgeExpired(server.db, new Date(Date.now() + 12 * 3600_000 + 60_000))
  expect((await rows()).refresh).toBe(0)
  expect((await rows()).sessions).toBe(before.sessions)
  // Two days on: the sign-in sessions go too.
  expect(await purgeExpired(server.db, new Date(Date.now() + 2 * 24 * 3600_000))).toBeGreaterThanOrEqual(before.sessions)
  expect((await rows()).sessions).toBe(0)
  expect(refreshCookie(refreshed.headers)).toBeDefined()
})
