import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { eq } from "drizzle-orm"
import { authSessions, userSessions } from "../../../src/server/db/schema"
import { signingSessions } from "../../../src/server/features/agreements/agreements.tables"
import { demoIds, demoPersonalCodes } from "../../../src/server/db/seed"
import { createApp } from "../../../src/server/app"
import { purgeExpired } from "../../../src/server/maintenance"
import { throttle } from "../../../src/server/db/tables/throttle"
import { decodeJwt } from "jose"
import { call, createTestServer, eidCookie, refreshCookie, signInAs, type TestServer } from "../../../src/server/db/testDb"
import { trustsProxy } from "../../../src/server/http/publicOrigin"

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server?.close())

const codes = Array.from({ length: 10_000 }, (_, i) => String(i).padStart(4, "0"))

describe("Smart-ID / Mobile-ID sessions are bound to the browser that started them", () => {
  it("the hijack of issue 8: a stranger polling with the victim's code and every guessed code gets nothing; the victim still signs in", async () => {
    const victim = demoPersonalCodes.mari
    const start = await call(server.app, "POST", "/v1/auth/smart-id/login", { body: { personalIdentityCode: victim } })
    expect(start.status).toBe(200)
    // The stranger has no cookie and no header: every guess, the right one included, is refused alike.
    const answers = new Map<string, number>()
    for (let i = 0; i < codes.length; i += 500) {
      const batch = await Promise.all(
        codes
          .slice(i, i + 500)
          .map((verificationCode) =>
            call(server.app, "POST", "/v1/auth/smart-id/poll", { body: { personalIdentityCode: victim, verificationCode } }),
          ),
      )
      for (const res of batch) {
        expect(res.json.token).toBeUndefined()
        const key = `${res.status} ${res.json.code}`
        answers.set(key, (answers.get(key) ?? 0) + 1)
      }
    }
    expect([...answers]).toEqual([["404 NOT_FOUND", 10_000]])
    // Mobile-ID shares the path and the rule.
    const mobile = await call(server.app, "POST", "/v1/auth/mobile-id/poll", {
      body: { personalIdentityCode: victim, verificationCode: start.json.verificationCode },
    })
    expect(mobile.status).toBe(404)

    // Nothing the stranger did touched her session: her own browser's polls complete.
    const own = () =>
      call(server.app, "POST", "/v1/auth/smart-id/poll", {
        body: { personalIdentityCode: victim, verificationCode: start.json.verificationCode },
        cookie: eidCookie(start.headers),
      })
    expect((await own()).json.status).toBe("RUNNING")
    expect((await own()).json.status).toBe("RUNNING")
    expect((await own()).json).toMatchObject({ status: "OK", userId: demoIds.users.mari })
  })

  it("the start sets an httpOnly SameSite=Strict cookie limited to the API, and the same secret in x-eid-session; only its hash is stored", async () => {
    const start = await call(server.app, "POST", "/v1/auth/smart-id/login", { body: { personalIdentityCode: demoPersonalCodes.jaan } })
    const setCookie = start.headers.getSetCookie().find((c) => c.startsWith("ise_eid="))!
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/SameSite=Strict/)
    expect(setCookie).toMatch(/Path=\/v1(;|$)/)
    const secret = eidCookie(start.headers)!.slice("ise_eid=".length)
    expect(secret.length).toBeGreaterThanOrEqual(40)
    expect(start.headers.get("x-eid-session")).toBe(secret)
    const [row] = await server.db.select().from(authSessions).where(eq(authSessions.verificationCode, start.json.verificationCode))
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row!.secretHash).not.toContain(secret)
  })

  it("an element on another origin polls with the x-eid-session header instead of the cookie", async () => {
    const start = await call(server.app, "POST", "/v1/auth/mobile-id/login", {
      body: { personalIdentityCode: demoPersonalCodes.jaan, phoneNumber: "+37251234567" },
    })
    const headers = { "x-eid-session": start.headers.get("x-eid-session")! }
    const body = { personalIdentityCode: demoPersonalCodes.jaan, verificationCode: start.json.verificationCode }
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await call(server.app, "POST", "/v1/auth/mobile-id/poll", { body, headers })).json.status)
    expect(statuses).toEqual(["RUNNING", "RUNNING", "OK"])
    // Another session's secret (a forged header) finds nothing.
    const forged = await call(server.app, "POST", "/v1/auth/mobile-id/poll", { body, headers: { "x-eid-session": "x".repeat(43) } })
    expect(forged.status).toBe(404)
  })

  it("a session polled 300 times fails; the 300th poll still answers", async () => {
    const start = await call(server.app, "POST", "/v1/auth/smart-id/login", { body: { personalIdentityCode: demoPersonalCodes.jaan } })
    await server.db.update(authSessions).set({ pollCount: 299 }).where(eq(authSessions.verificationCode, start.json.verificationCode))
    const poll = () =>
      call(server.app, "POST", "/v1/auth/smart-id/poll", {
        body: { personalIdentityCode: demoPersonalCodes.jaan, verificationCode: start.json.verificationCode },
        cookie: eidCookie(start.headers),
      })
    // The 300th poll still reaches the provider (its first status request there: the person has not answered yet).
    expect((await poll()).json.status).toBe("RUNNING")
    const again = await call(server.app, "POST", "/v1/auth/smart-id/login", { body: { personalIdentityCode: demoPersonalCodes.jaan } })
    await server.db.update(authSessions).set({ pollCount: 300 }).where(eq(authSessions.verificationCode, again.json.verificationCode))
    const over = await call(server.app, "POST", "/v1/auth/smart-id/poll", {
      body: { personalIdentityCode: demoPersonalCodes.jaan, verificationCode: again.json.verificationCode },
      cookie: eidCookie(again.headers),
    })
    expect(over.json).toEqual({ status: "FAILED" })
  })

  it("signing: her own token from another browser (no cookie, no header) gets 404; a wrong code from her browser fails her session", async () => {
    const mari = await signInAs(server.app, demoPersonalCodes.mari)
    const company = demoIds.customers.naidisLogistika
    const agreementId = demoIds.agreements.oil.purchasePrepared
    const start = await call(server.app, "POST", `/v1/agreements/${company}/sign-smartid`, {
      token: mari.token,
      body: { agreementId, nationalIdentityCode: demoPersonalCodes.mari },
    })
    expect(start.status).toBe(200)
    const body = (verificationCode: string) => ({ agreementId, nationalIdentityCode: demoPersonalCodes.mari, verificationCode })
    // The same user's token from another browser (no cookie, no header) is not enough.
    const stranger = await call(server.app, "POST", `/v1/agreements/${company}/sign-smartid-poll`, {
      token: mari.token,
      body: body(start.json.verificationCode),
    })
    expect(stranger.status).toBe(404)
    const wrong = start.json.verificationCode === "0000" ? "0001" : "0000"
    const guessed = await call(server.app, "POST", `/v1/agreements/${company}/sign-smartid-poll`, {
      token: mari.token,
      body: body(wrong),
      cookie: eidCookie(start.headers),
    })
    expect(guessed.json).toEqual({ status: "FAILED" })
    const [row] = await server.db.select().from(signingSessions).where(eq(signingSessions.verificationCode, start.json.verificationCode))
    expect(row).toMatchObject({ status: "FAILED", failure: "WRONG_CODE" })
  })
})

describe("sign-in and signing starts are throttled in the database", () => {
  // The production limits (testDb.ts raises them for the other tests); each test is its own client address.
  const limited = (address: string) => {
    vi.stubEnv("THROTTLE_STARTS_PER_CODE", "")
    vi.stubEnv("THROTTLE_STARTS_PER_ADDRESS", "")
    vi.stubEnv("THROTTLE_STARTS_CODE_CEILING", "")
    vi.stubEnv("TRUST_PROXY", "1")
    return { "x-forwarded-for": address }
  }
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.useRealTimers()
  })
  /** The owner's own address (the device-cookie test). */
  const own = { "x-forwarded-for": "203.0.113.77" }
  const deviceCookie = (headers: Headers) =>
    headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .find((c) => c.startsWith("ise_device="))
  const start = (app: typeof server.app, personalIdentityCode: string, headers: Record<string, string>) =>
    call(app, "POST", "/v1/auth/smart-id/login", { body: { personalIdentityCode }, headers })

  it("5 starts per personal code from one address in 10 minutes: the 5th passes, the 6th is 429 with Retry-After; 10 minutes after the first it passes again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] })
    const t0 = new Date("2026-11-23T10:00:00Z")
    vi.setSystemTime(t0)
    const headers = limited("203.0.113.1")
    const code = "50001010001"
    for (let i = 1; i <= 5; i++) {
      vi.setSystemTime(t0.getTime() + i * 1000)
      expect((await start(server.app, code, headers)).status, `start ${i}`).toBe(200)
    }
    const sixth = await start(server.app, code, headers)
    expect(sixth.status).toBe(429)
    expect(sixth.json).toMatchObject({ code: "TOO_MANY_REQUESTS" })
    // The first start (t0 + 1 s) leaves the window at t0 + 10 min + 1 s, 595 s from now (t0 + 5 s).
    expect(sixth.headers.get("retry-after")).toBe("596")
    // The Mobile-ID start of the same person counts alike.
    expect(
      (
        await call(server.app, "POST", "/v1/auth/mobile-id/login", {
          body: { personalIdentityCode: code, phoneNumber: "+37251234567" },
          headers,
        })
      ).status,
    ).toBe(429)
    vi.setSystemTime(t0.getTime() + 10 * 60_000)
    expect((await start(server.app, code, headers)).status, "the first start is still in the window").toBe(429)
    vi.setSystemTime(t0.getTime() + 10 * 60_000 + 1001)
    expect((await start(server.app, code, headers)).status).toBe(200)
    expect((await start(server.app, code, headers)).status, "the second start is still in the window").toBe(429)
  })

  it("no lockout: a stranger's starts from many addresses are refused per address (the 6th), and past the per-code ceiling (20) slowed to one per 30 s, never locked", async () => {
    vi.useFakeTimers({ toFake: ["Date"] })
    const t0 = new Date("2026-11-23T12:00:00Z").getTime()
    vi.setSystemTime(t0)
    limited("203.0.113.30")
    const code = "50001010003"
    const from = (i: number) => ({ "x-forwarded-for": `198.51.100.${i}` })
    for (let a = 1; a <= 4; a++) {
      for (let i = 1; i <= 5; i++) expect((await start(server.app, code, from(a))).status, `address ${a}, start ${i}`).toBe(200)
      const sixth = await start(server.app, code, from(a))
      expect([sixth.status, sixth.headers.get("retry-after")], `address ${a}, start 6`).toEqual([429, "600"])
    }
    // The ceiling (20 from all addresses) is reached: one more start per 30 s, from any address.
    expect((await start(server.app, code, from(5))).status).toBe(200)
    const slowed = await start(server.app, code, from(6))
    expect([slowed.status, slowed.headers.get("retry-after")]).toEqual([429, "30"])
    vi.setSystemTime(t0 + 29_999)
    expect((await start(server.app, code, from(7))).status, "1 ms before the 30 s").toBe(429)
    vi.setSystemTime(t0 + 30_000)
    expect((await start(server.app, code, from(7))).status, "at 30 s").toBe(200)
    // Never the whole window: at 60 s the next one passes again.
    vi.setSystemTime(t0 + 60_000)
    expect((await start(server.app, code, from(8))).status).toBe(200)
  })

  it("the owner's browser, known by its device cookie, keeps its own 5 starts while a stranger exhausts every other allowance of her code", async () => {
    limited("203.0.113.31")
    const code = demoPersonalCodes.jaan
    await server.db.delete(throttle)
    // She signed in on this browser before: the answer that signed her in set the device cookie.
    const begun = await call(server.app, "POST", "/v1/auth/smart-id/login", { body: { personalIdentityCode: code }, headers: own })
    let done: Awaited<ReturnType<typeof call>> | undefined
    for (let i = 0; i < 3; i++) {
      done = await call(server.app, "POST", "/v1/auth/smart-id/poll", {
        body: { personalIdentityCode: code, verificationCode: begun.json.verificationCode },
        cookie: eidCookie(begun.headers),
        headers: own,
      })
    }
    expect(done!.json.status).toBe("OK")
    const device = deviceCookie(done!.headers)
    expect(done!.headers.getSetCookie().find((c) => c.startsWith("ise_device="))).toMatch(
      /HttpOnly.*SameSite=Strict|SameSite=Strict.*HttpOnly/,
    )
    expect(device).not.toContain(code)
    // The stranger: 5 starts from each of 5 addresses and the slow lane, until everything without the cookie is refused.
    for (let a = 1; a <= 5; a++) for (let i = 0; i < 5; i++) await start(server.app, code, { "x-forwarded-for": `192.0.2.${a}` })
    expect((await start(server.app, code, { "x-forwarded-for": "192.0.2.9" })).status).toBe(429)
    expect((await start(server.app, code, own)).status, "her own address without the cookie is slowed too").toBe(429)
    // With the cookie: her own allowance, 5 starts; the 6th is refused like anybody's.
    for (let i = 1; i <= 5; i++) {
      const res = await call(server.app, "POST", "/v1/auth/smart-id/login", {
        body: { personalIdentityCode: code },
        headers: own,
        cookie: device,
      })
      expect(res.status, `her start ${i}`).toBe(200)
    }
    const sixth = await call(server.app, "POST", "/v1/auth/smart-id/login", {
      body: { personalIdentityCode: code },
      headers: own,
      cookie: device,
    })
    expect(sixth.status).toBe(429)
    // Her cookie proves nothing for another person's code, and a forged proof nothing for hers.
    const forged = `${device!.split(".")[0]}.${"A".repeat(43)}`
    limited("203.0.113.32")
    for (let i = 0; i < 5; i++) await start(server.app, "50001010004", { "x-forwarded-for": "192.0.2.50" })
    const other = await call(server.app, "POST", "/v1/auth/smart-id/login", {
      body: { personalIdentityCode: "50001010004" },
      headers: { "x-forwarded-for": "192.0.2.50" },
      cookie: device,
    })
    expect(other.status).toBe(429)
    await server.db.delete(throttle)
    for (let i = 0; i < 5; i++) await start(server.app, code, own)
    const withForged = await call(server.app, "POST", "/v1/auth/smart-id/login", {
      body: { personalIdentityCode: code },
      headers: own,
      cookie: forged,
    })
    expect(withForged.status).toBe(429)
  })

  it("30 starts per client address in 10 minutes, whatever the personal codes; another address is not affected", async () => {
    const headers = limited("203.0.113.2")
    for (let i = 0; i < 30; i++)
      expect((await start(server.app, `6000101${String(i).padStart(4, "0")}`, headers)).status, `start ${i + 1}`).toBe(200)
    const over = await start(server.app, "60001019999", headers)
    expect([over.status, over.json.code]).toEqual([429, "TOO_MANY_REQUESTS"])
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(590)
    expect((await start(server.app, "60001019999", { "x-forwarded-for": "203.0.113.3" })).status).toBe(200)
  })

  it.each(["", "0", "false", "no"])(
    "X-Forwarded-For counts only with TRUST_PROXY: set to %j every header shares the socket's address",
    async (off) => {
      limited("203.0.113.4")
      vi.stubEnv("TRUST_PROXY", off)
      // Reach the limit of the socket's address ("unknown" in app.request) with changing forwarded addresses.
      await server.db.delete(throttle)
      for (let i = 0; i < 30; i++) await start(server.app, `7000101${String(i).padStart(4, "0")}`, { "x-forwarded-for": `198.51.100.${i}` })
      expect((await start(server.app, "70001019999", { "x-forwarded-for": "198.51.100.200" })).status).toBe(429)
    },
  )

  it("TRUST_PROXY is one flag for the request id, the forwarded host and the client address (config.ts's values)", () => {
    for (const [value, on] of [
      ["1", true],
      ["true", true],
      ["YES", true],
      ["on", true],
      ["0", false],
      ["false", false],
      ["no", false],
      ["off", false],
      ["", false],
    ] as const) {
      vi.stubEnv("TRUST_PROXY", value)
      expect(trustsProxy(), value).toBe(on)
    }
  })

  it("two app instances over one database share the count", async () => {
    const headers = limited("203.0.113.5")
    const other = createApp({ db: server.db })
    const code = "50001010002"
    const statuses = []
    for (const app of [server.app, other, server.app, other, server.app, other]) statuses.push((await start(app, code, headers)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it("signing starts count with sign-in starts of the same person", async () => {
    const mari = await signInAs(server.app, demoPersonalCodes.mari)
    const headers = limited("203.0.113.6")
    await server.db.delete(throttle)
    for (let i = 0; i < 5; i++) expect((await start(server.app, demoPersonalCodes.mari, headers)).status).toBe(200)
    const company = demoIds.customers.naidisLogistika
    const signing = await call(server.app, "POST", `/v1/agreements/${company}/sign-smartid`, {
      token: mari.token,
      body: { agreementId: demoIds.agreements.oil.suretyPrepared, nationalIdentityCode: demoPersonalCodes.mari },
      headers,
    })
    expect([signing.status, signing.json.code]).toEqual([429, "TOO_MANY_REQUESTS"])
  })

  it("ID-card challenges count per client address with the other starts: the 30th passes, the 31st is 429; at 10 min after the first it passes again, not 1 ms before", async () => {
    vi.useFakeTimers({ toFake: ["Date"] })
    const t0 = new Date("2026-11-23T11:00:00Z").getTime()
    vi.setSystemTime(t0)
    const headers = limited("203.0.113.8")
    await server.db.delete(throttle)
    const challenge = () => call(server.app, "POST", "/v1/auth/id-card/challenge", { headers })
    // The first start from this address is a Smart-ID one: the challenge shares its count.
    expect((await start(server.app, "50001010004", headers)).status).toBe(200)
    for (let i = 2; i <= 30; i++) {
      vi.setSystemTime(t0 + i * 1000)
      expect((await challenge()).status, `start ${i}`).toBe(200)
    }
    vi.setSystemTime(t0 + 31_000)
    const over = await challenge()
    expect([over.status, over.json.code]).toEqual([429, "TOO_MANY_REQUESTS"])
    // The first start (t0) leaves the window at t0 + 10 min, 569 s from now.
    expect(over.headers.get("retry-after")).toBe("569")
    vi.setSystemTime(t0 + 10 * 60_000 - 1)
    expect((await challenge()).status, "1 ms before the first start leaves the window").toBe(429)
    vi.setSystemTime(t0 + 10 * 60_000)
    expect((await challenge()).status).toBe(200)
    expect((await challenge()).status, "the second start is still in the window").toBe(429)
    // No personal code is known at the challenge: nothing is counted under one.
    expect((await server.db.select().from(throttle)).map((r) => r.key).sort()).toEqual([
      "start:address:203.0.113.8",
      "start:code:50001010004",
      "start:code:50001010004:address:203.0.113.8",
    ])
  })

  it("ID-card signing starts (sign-init) count per card holder and address: the 5th passes, the 6th is 429; at 10 min after the first it passes again, not 1 ms before", async () => {
    vi.useFakeTimers({ toFake: ["Date"] })
    // Near the real time: the simulated card's certificate is issued now and must be valid.
    const t0 = Math.ceil(Date.now() / 1000) * 1000 + 3_600_000
    vi.setSystemTime(t0)
    await server.db.delete(throttle)
    const headers = limited("203.0.113.9")
    // Her Smart-ID sign-in at t0 is from another address (the test's socket): signing from this one counts on its own.
    const mari = await signInAs(server.app, demoPersonalCodes.mari)
    const company = demoIds.customers.naidisLogistika
    const cert = await call(server.app, "GET", `/v1/agreements/${company}/simulated-id-card/certificate`, { token: mari.token })
    const init = (token: string) =>
      call(server.app, "POST", `/v1/agreements/${company}/sign-init`, {
        token,
        body: { agreementId: demoIds.agreements.oil.suretyPrepared, certHash: cert.json.certificate },
        headers,
      })
    for (let i = 1; i <= 5; i++) {
      vi.setSystemTime(t0 + i * 1000)
      expect((await init(mari.token)).status, `start ${i}`).toBe(200)
    }
    vi.setSystemTime(t0 + 6000)
    const sixth = await init(mari.token)
    expect([sixth.status, sixth.json.code]).toEqual([429, "TOO_MANY_REQUESTS"])
    expect(sixth.headers.get("retry-after")).toBe("595")
    // Access tokens live 10 minutes: a refresh (no start) gives one for the rest of the test.
    vi.setSystemTime(t0 + 9 * 60_000)
    const token = (await call(server.app, "POST", "/v1/auth/refresh", { cookie: mari.cookie })).json.token as string
    vi.setSystemTime(t0 + 10 * 60_000 + 1000 - 1)
    expect((await init(token)).status, "1 ms before the first start leaves the window").toBe(429)
    vi.setSystemTime(t0 + 10 * 60_000 + 1000)
    expect((await init(token)).status).toBe(200)
    expect((await init(token)).status, "the second start is still in the window").toBe(429)
    // A refused start is not a signing session.
    const sessions = await server.db
      .select()
      .from(signingSessions)
      .where(eq(signingSessions.certificate, String(cert.json.certificate).toLowerCase()))
    expect(sessions.filter((x) => x.expiresAt.getTime() > t0)).toHaveLength(6)
  })

  it("maintenance removes a throttle row once its newest start has left the window", async () => {
    const headers = limited("203.0.113.7")
    await start(server.app, "50001010003", headers)
    const key = "start:code:50001010003"
    const [row] = await server.db.select().from(throttle).where(eq(throttle.key, key))
    await purgeExpired(server.db, new Date(row!.expiresAt.getTime() - 1000))
    expect(await server.db.select().from(throttle).where(eq(throttle.key, key))).toHaveLength(1)
    await purgeExpired(server.db, new Date(row!.expiresAt.getTime() + 1000))
    expect(await server.db.select().from(throttle).where(eq(throttle.key, key))).toHaveLength(0)
  })
})

describe("sessions that end", () => {
  afterEach(() => vi.useRealTimers())
  const current = (token: string) => call(server.app, "GET", "/v1/users/current", { token })
  const refresh = (cookie: string | undefined) => call(server.app, "POST", "/v1/auth/refresh", { cookie })

  it("an access token lives 10 minutes and names its sign-in", async () => {
    const { token } = await signInAs(server.app, demoPersonalCodes.jaan)
    const payload = decodeJwt(token)
    expect(payload.exp! - payload.iat!).toBe(600)
    expect(payload.sid).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("logout revokes the sign-in: its access token is refused at once, its refresh cookie too", async () => {
    const { token, cookie } = await signInAs(server.app, demoPersonalCodes.jaan)
    expect((await current(token)).status).toBe(200)
    expect((await call(server.app, "POST", "/v1/auth/logout", { cookie })).status).toBe(204)
    expect((await current(token)).status).toBe(401)
    expect((await refresh(cookie)).status).toBe(401)
  })

  it("logout with only the bearer token (an element without the cookie) revokes that sign-in", async () => {
    const { token, cookie } = await signInAs(server.app, demoPersonalCodes.jaan)
    expect((await call(server.app, "POST", "/v1/auth/logout", { token })).status).toBe(204)
    expect((await current(token)).status).toBe(401)
    expect((await refresh(cookie)).status).toBe(401)
  })

  it("12 h after the sign-in it ends: a refresh at 11:59:59 works, the renewal never passes the end, at 12:00 all is refused", async () => {
    vi.useFakeTimers({ toFake: ["Date"] })
    const t0 = Date.now()
    vi.setSystemTime(t0)
    const { cookie } = await signInAs(server.app, demoPersonalCodes.jaan)
    const end = t0 + 12 * 3600_000
    vi.setSystemTime(end - 1000)
    const late = await refresh(cookie)
    expect(late.status).toBe(200)
    const lateExp = decodeJwt(late.json.token).exp!
    expect(lateExp * 1000).toBeLessThanOrEqual(end)
    // The sliding renewal of a token that ends with the sign-in gives nothing longer.
    expect((await current(late.json.token)).headers.get("x-auth-token")).toBeNull()
    vi.setSystemTime(end + 1000)
    expect((await current(late.json.token)).status).toBe(401)
    expect((await refresh(refreshCookie(late.headers))).status).toBe(401)
  })

  /** A redirect from the page holding `token`: the new page's token and refresh cookie. */
  const redirect = async (token: string) => {
    const made = await call(server.app, "POST", "/v1/auth/redirect-token", { token })
    expect(made.status).toBe(200)
    const login = await call(server.app, "POST", "/v1/auth/redirect-login", { body: { token: made.json.token } })
    return { status: login.status, token: login.json.data?.token as string, cookie: refreshCookie(login.headers) }
  }
  const signInsOf = async (userId: number) => (await server.db.select().from(userSessions).where(eq(userSessions.userId, userId))).length

  it("a redirect chain A→B→C continues A's sign-in: no new one; logging out A ends B's and C's access and refresh", async () => {
    const a = await signInAs(server.app, demoPersonalCodes.jaan)
    const before = await signInsOf(a.userId)
    const b = await redirect(a.token)
    expect(b.status).toBe(200)
    const c = await redirect(b.token)
    expect(c.status).toBe(200)
    expect(await signInsOf(a.userId)).toBe(before)
    expect(new Set([a.token, b.token, c.token].map((t) => decodeJwt(t).sid)).size).toBe(1)
    for (const token of [b.token, c.token]) expect((await current(token)).status).toBe(200)
    expect((await call(server.app, "POST", "/v1/auth/logout", { cookie: a.cookie })).status).toBe(204)
    for (const token of [a.token, b.token, c.token]) expect((await current(token)).status).toBe(401)
    for (const cookie of [a.cookie, b.cookie, c.cookie]) expect((await refresh(cookie)).status).toBe(401)
  })

  it("logging out the end of the chain (C, with its bearer token) ends A's sign-in too; a redirect token made before the logout signs nobody in", async () => {
    const a = await signInAs(server.app, demoPersonalCodes.jaan)
    const c = await redirect((await redirect(a.token)).token)
    const pending = await call(server.app, "POST", "/v1/auth/redirect-token", { token: a.token })
    expect((await call(server.app, "POST", "/v1/auth/logout", { token: c.token })).status).toBe(204)
    expect((await current(a.token)).status).toBe(401)
    expect((await refresh(a.cookie)).status).toBe(401)
    const late = await call(server.app, "POST", "/v1/auth/redirect-login", { body: { token: pending.json.token } })
    expect(late.status).toBe(401)
    expect(refreshCookie(late.headers)).toBeUndefined()
  })

  it("12 h count from the first sign-in through every redirect: at 11:59:59.999 a redirect works and ends with it; at 12:00 it is refused", async () => {
    vi.useFakeTimers({ toFake: ["Date"] })
    // On a whole second: tokens count their end in seconds.
    const t0 = Math.ceil(Date.now() / 1000) * 1000
    vi.setSystemTime(t0)
    const a = await signInAs(server.app, demoPersonalCodes.jaan)
    const end = t0 + 12 * 3600_000
    vi.setSystemTime(end - 60_000)
    // A's own access token ended long ago: the page refreshes first, as the portal does.
    const fresh = await refresh(a.cookie)
    expect(fresh.status).toBe(200)
    const b = await redirect(fresh.json.token)
    expect(b.status).toBe(200)
    vi.setSystemTime(end - 1)
    const c = await redirect(b.token)
    expect(c.status).toBe(200)
    expect(decodeJwt(c.token).exp! * 1000).toBeLessThanOrEqual(end)
    vi.setSystemTime(end - 1000)
    const made = await call(server.app, "POST", "/v1/auth/redirect-token", { token: c.token })
    vi.setSystemTime(end)
    const late = await call(server.app, "POST", "/v1/auth/redirect-login", { body: { token: made.json.token } })
    expect(late.status).toBe(401)
    for (const token of [b.token, c.token]) expect((await current(token)).status).toBe(401)
    for (const cookie of [b.cookie, c.cookie]) expect((await refresh(cookie)).status).toBe(401)
  })

  it("two tabs refreshing with the same cookie both get the same new pair; the old token 10 s later revokes the sign-in", async () => {
    vi.useFakeTimers({ toFake: ["Date"] })
    const t0 = Date.now()
    vi.setSystemTime(t0)
    const { cookie } = await signInAs(server.app, demoPersonalCodes.jaan)
    const [a, b] = await Promise.all([refresh(cookie), refresh(cookie)])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(b.json.token).toBe(a.json.token)
    expect(refreshCookie(b.headers)).toBe(refreshCookie(a.headers))
    vi.setSystemTime(t0 + 10_000)
    const third = await refresh(cookie)
    expect(third.json.token).toBe(a.json.token)
    vi.setSystemTime(t0 + 10_001)
    expect((await refresh(cookie)).status).toBe(401)
    // A replay ends the whole sign-in: the new pair is dead too.
    expect((await refresh(refreshCookie(a.headers))).status).toBe(401)
    expect((await current(a.json.token)).status).toBe(401)
  })
})
