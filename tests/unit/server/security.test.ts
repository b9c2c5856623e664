import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { eq } from "drizzle-orm"
import { authSessions } from "../../../src/server/db/schema"
import { signingSessions } from "../../../src/server/db/tables/agreements"
import { demoIds, demoPersonalCodes } from "../../../src/server/seed"
import { call, createTestServer, eidCookie, signInAs, type TestServer } from "./testDb"

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
        codes.slice(i, i + 500).map((verificationCode) =>
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
    const mobile = await call(server.app, "POST", "/v1/auth/mobile-id/poll", { body: { personalIdentityCode: victim, verificationCode: start.json.verificationCode } })
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
    const start = await call(server.app, "POST", "/v1/auth/mobile-id/login", { body: { personalIdentityCode: demoPersonalCodes.jaan, phoneNumber: "+37251234567" } })
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
    expect((await poll()).json.status).toBe("OK")
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
    const stranger = await call(server.app, "POST", `/v1/agreements/${company}/sign-smartid-poll`, { token: mari.token, body: body(start.json.verificationCode) })
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
