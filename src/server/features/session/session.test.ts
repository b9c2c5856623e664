import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import * as Schema from "effect/Schema"
import { decodeJwt } from "jose"
import { LoginPollResponse, RefreshResponse, TokenPayload } from "../../../core/schemas/session"
import { demoIds, demoPersonalCodes } from "../../db/seed"
import { call, createTestServer, eidCookie, refreshCookie, signInAs, type TestServer } from "../../db/testDb"
import { createApp } from "../../app"
import { eidConfigFromEnv, eidProviders } from "../../auth/eidProvider"
import type { EidTrust } from "../../auth/eidCertificate"
import { demoCaCertificate } from "../../simulators/demoCa"
import { startEidSimulators } from "../../simulators/eidServers"
import { demoOcspAnswer } from "../../simulators/ocsp"

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server?.close())

type Started = { headers: Headers }
/** A poll from the browser that got `start` (its ise_eid cookie). */
const poll = (start: Started, personalIdentityCode: string, verificationCode: string, method = "smart-id") =>
  call(server.app, "POST", `/v1/auth/${method}/poll`, {
    body: { personalIdentityCode, verificationCode },
    cookie: eidCookie(start.headers),
  })

describe("Smart-ID / Mobile-ID sign-in", () => {
  it("answers a 4-digit code, RUNNING twice, then OK with a token, user id and refresh cookie", async () => {
    const start = await call(server.app, "POST", "/v1/auth/smart-id/login", { body: { personalIdentityCode: demoPersonalCodes.mari } })
    expect(start.status).toBe(200)
    expect(start.json.verificationCode).toMatch(/^\d{4}$/)
    const code = start.json.verificationCode
    expect((await poll(start, demoPersonalCodes.mari, code)).json).toEqual({ status: "RUNNING" })
    expect((await poll(start, demoPersonalCodes.mari, code)).json).toEqual({ status: "RUNNING" })
    const done = await poll(start, demoPersonalCodes.mari, code)
    expect(done.status).toBe(200)
    const body = Schema.decodeUnknownSync(LoginPollResponse)(done.json)
    expect(body.status).toBe("OK")
    expect(body.userId).toBe(demoIds.users.mari)
    const payload = Schema.decodeUnknownSync(TokenPayload)(decodeJwt(body.token!))
    expect(payload).toEqual({
      sub: demoPersonalCodes.mari,
      referred_customer_id: demoIds.customers.mariPrivate,
      userId: demoIds.users.mari,
      sid: expect.any(String),
    })
    const setCookie = done.headers.getSetCookie().join("\n")
    expect(setCookie).toMatch(/ise_refresh=[^;]+/)
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/SameSite=Strict/)
    expect(setCookie).toMatch(/ise_refresh=[^;]+; Max-Age=\d+; Path=\/; HttpOnly/)
    // A finished session cannot be polled into a second token.
    expect((await poll(start, demoPersonalCodes.mari, code)).json.status).toBe("FAILED")
  })

  it("fails for 39912319997 and for an unknown personal code after the RUNNING polls", async () => {
    for (const personalIdentityCode of [demoPersonalCodes.failing, "50001010006"]) {
      const start = await call(server.app, "POST", "/v1/auth/smart-id/login", { body: { personalIdentityCode } })
      expect(start.status).toBe(200)
      const code = start.json.verificationCode
      expect((await poll(start, personalIdentityCode, code)).json.status).toBe("RUNNING")
      expect((await poll(start, personalIdentityCode, code)).json.status).toBe("RUNNING")
      const done = await poll(start, personalIdentityCode, code)
      expect(done.json).toEqual({ status: "FAILED" })
      expect(refreshCookie(done.headers)).toBeUndefined()
    }
  })

  it("a poll with a wrong verification code or the other method fails the session: the right code then gets FAILED too", async () => {
    const start = await call(server.app, "POST", "/v1/auth/smart-id/login", { body: { personalIdentityCode: demoPersonalCodes.jaan } })
    const wrong = start.json.verificationCode === "0000" ? "0001" : "0000"
    expect((await poll(start, demoPersonalCodes.jaan, wrong)).json.status).toBe("FAILED")
    expect((await poll(start, demoPersonalCodes.jaan, start.json.verificationCode)).json.status).toBe("FAILED")
    const other = await call(server.app, "POST", "/v1/auth/smart-id/login", { body: { personalIdentityCode: demoPersonalCodes.jaan } })
    expect((await poll(other, demoPersonalCodes.jaan, other.json.verificationCode, "mobile-id")).json.status).toBe("FAILED")
    expect((await poll(other, demoPersonalCodes.jaan, other.json.verificationCode)).json.status).toBe("FAILED")
  })

  it("a provider whose final answer carries an expired certificate signs nobody in, over Smart-ID or Mobile-ID", async () => {
    const yearAgo = new Date(Date.now() - 365 * 86_400_000)
    const expiring = await startEidSimulators({}, { issue: () => ({ notBefore: new Date("2020-01-01"), notAfter: yearAgo }) })
    const trust: EidTrust = { anchors: () => [demoCaCertificate()], ocsp: async (_url, request) => demoOcspAnswer(request) }
    const app = createApp({ db: server.db, eid: eidProviders(eidConfigFromEnv(expiring.env)!, trust), eidTrust: trust })
    try {
      for (const [method, body] of [
        ["smart-id", { personalIdentityCode: demoPersonalCodes.mari }],
        ["mobile-id", { personalIdentityCode: demoPersonalCodes.mari, phoneNumber: "51234567" }],
      ] as const) {
        const start = await call(app, "POST", `/v1/auth/${method}/login`, { body })
        const again = () =>
          call(app, "POST", `/v1/auth/${method}/poll`, {
            body: { personalIdentityCode: demoPersonalCodes.mari, verificationCode: start.json.verificationCode },
            cookie: eidCookie(start.headers),
          })
        const statuses = [(await again()).json.status, (await again()).json.status]
        const done = await again()
        expect([...statuses, done.json.status]).toEqual(["RUNNING", "RUNNING", "FAILED"])
        expect(refreshCookie(done.headers)).toBeUndefined()
      }
    } finally {
      await expiring.close()
    }
  })

  it("GET /v1/auth/providers tells the portal whether simulators are on: in demo mode, not with DEMO_MODE=off", async () => {
    expect((await call(server.app, "GET", "/v1/auth/providers")).json).toEqual({ simulators: true })
    vi.stubEnv("DEMO_MODE", "off")
    try {
      expect((await call(server.app, "GET", "/v1/auth/providers")).json).toEqual({ simulators: false })
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it("answers 400 naming personalIdentityCode for a 10-digit code", async () => {
    const res = await call(server.app, "POST", "/v1/auth/smart-id/login", { body: { personalIdentityCode: "4800101000" } })
    expect(res.status).toBe(400)
    expect(res.json).toMatchObject({ code: "VALIDATION", field: "personalIdentityCode" })
    expect(typeof res.json.message).toBe("string")
  })

  it("Mobile-ID: signs in with a phone, 400 naming phoneNumber when it is empty", async () => {
    const bad = await call(server.app, "POST", "/v1/auth/mobile-id/login", {
      body: { personalIdentityCode: demoPersonalCodes.jaan, phoneNumber: "" },
    })
    expect(bad.status).toBe(400)
    expect(bad.json).toMatchObject({ code: "VALIDATION", field: "phoneNumber" })
    const start = await call(server.app, "POST", "/v1/auth/mobile-id/login", {
      body: { personalIdentityCode: demoPersonalCodes.jaan, phoneNumber: "51234567" },
    })
    expect(start.status).toBe(200)
    const code = start.json.verificationCode
    await poll(start, demoPersonalCodes.jaan, code, "mobile-id")
    await poll(start, demoPersonalCodes.jaan, code, "mobile-id")
    const done = await poll(start, demoPersonalCodes.jaan, code, "mobile-id")
    expect(done.json).toMatchObject({ status: "OK", userId: demoIds.users.jaan })
  })

  it("answers 400 for an unknown poll method, bad JSON and a missing body", async () => {
    const method = await poll({ headers: new Headers() }, demoPersonalCodes.mari, "1234", "id-card")
    expect(method.status).toBe(400)
    expect(method.json.field).toBe("method")
    const json = await call(server.app, "POST", "/v1/auth/smart-id/login", { rawBody: "{nope" })
    expect(json.status).toBe(400)
    expect(json.json.field).toBe("body")
    const missing = await call(server.app, "POST", "/v1/auth/smart-id/login")
    expect(missing.status).toBe(400)
  })
})

describe("refresh, logout and redirect tokens", () => {
  it("refresh rotates the cookie, and a reused refresh token is refused", async () => {
    const { cookie } = await signInAs(server.app, demoPersonalCodes.mari)
    const first = await call(server.app, "POST", "/v1/auth/refresh", { cookie })
    expect(first.status).toBe(200)
    expect(Schema.decodeUnknownSync(RefreshResponse)(first.json).userId).toBe(demoIds.users.mari)
    const rotated = refreshCookie(first.headers)
    expect(rotated).toBeDefined()
    expect(rotated).not.toBe(cookie)

    // Past the grace window of a second tab, presenting the old token again is a replay.
    vi.useFakeTimers({ toFake: ["Date"] })
    vi.setSystemTime(Date.now() + 10_001)
    const reused = await call(server.app, "POST", "/v1/auth/refresh", { cookie })
    vi.useRealTimers()
    expect(reused.status).toBe(401)
    // Reuse revokes the whole sign-in: the rotated token is dead too.
    expect((await call(server.app, "POST", "/v1/auth/refresh", { cookie: rotated })).status).toBe(401)
  })

  it("refresh without a cookie is 401", async () => {
    expect((await call(server.app, "POST", "/v1/auth/refresh")).status).toBe(401)
  })

  it("logout answers 204, clears the cookie and revokes the refresh token", async () => {
    const { cookie } = await signInAs(server.app, demoPersonalCodes.jaan)
    const out = await call(server.app, "POST", "/v1/auth/logout", { cookie })
    expect(out.status).toBe(204)
    expect(out.headers.getSetCookie().join("\n")).toMatch(/ise_refresh=;.*Max-Age=0/)
    expect((await call(server.app, "POST", "/v1/auth/refresh", { cookie })).status).toBe(401)
  })

  it("a redirect token signs in once", async () => {
    const { token } = await signInAs(server.app, demoPersonalCodes.mari)
    expect((await call(server.app, "POST", "/v1/auth/redirect-token")).status).toBe(401)
    const made = await call(server.app, "POST", "/v1/auth/redirect-token", { token })
    expect(made.status).toBe(200)
    const once = await call(server.app, "POST", "/v1/auth/redirect-login", { body: { token: made.json.token } })
    expect(once.status).toBe(200)
    expect(once.json.data).toMatchObject({ userId: demoIds.users.mari, customerId: demoIds.customers.mariPrivate })
    expect(typeof once.json.data.token).toBe("string")
    expect(refreshCookie(once.headers)).toBeDefined()
    const twice = await call(server.app, "POST", "/v1/auth/redirect-login", { body: { token: made.json.token } })
    expect(twice.status).toBe(401)
    expect(twice.json).toEqual({ data: null })
  })
})
