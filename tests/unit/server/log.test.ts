import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call, createTestServer, signInAs, type TestServer } from "../../../src/server/db/testDb"
import { demoIds, demoPersonalCodes } from "../../../src/server/db/seed"
import { accessLine, createLogger, flushAccessLines, log, logAccess, REDACTED, scrub, setLogger } from "../../../src/server/log"
import { requestIdOf } from "../../../src/server/http/requestLog"

/**
 * Every line the server logs during this file, one entry each (a write may hold several: the access lines of one
 * event-loop turn come in one write), the ones held for the turn written first (flushAccessLines).
 */
const written: string[] = []
const lines = (): string[] => {
  flushAccessLines()
  return written
}
const reset = () => void (lines().length = 0)
const entries = () => lines().map((line) => JSON.parse(line) as Record<string, unknown>)
let before: ReturnType<typeof setLogger>
let server: TestServer
let mari: Awaited<ReturnType<typeof signInAs>>

beforeAll(async () => {
  before = setLogger(
    createLogger({ level: "trace", destination: { write: (chunk: string) => void written.push(...chunk.split(/(?<=\n)/)) } }),
  )
  server = await createTestServer()
  server.app.get("/v1/test/boom", () => {
    log().warn({ personalCode: demoPersonalCodes.mari, nested: { pin: "1234", token: "abc.def" } }, "inside the request")
    throw new Error(`could not sign ${demoPersonalCodes.jaan}: cookie=ise_refresh=zzz; Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.c2ln`)
  })
  mari = await signInAs(server.app, demoPersonalCodes.mari)
})
afterAll(async () => {
  setLogger(before)
  await server.close()
})

describe("access lines", () => {
  it("one line per request: method, route pattern, status, duration, request id, user and customer ids", async () => {
    reset()
    const res = await call(server.app, "GET", `/v1/documents/${demoIds.customers.naidisLogistika}`, { token: mari.token })
    const requestId = res.headers.get("x-request-id")
    const access = entries().filter((e) => e.msg === "request")
    expect(access).toHaveLength(1)
    expect(access[0]).toMatchObject({
      level: "info",
      method: "GET",
      route: "/v1/documents/:customerId",
      status: res.status,
      requestId,
      userId: mari.userId,
      customerId: demoIds.customers.naidisLogistika,
    })
    expect(typeof access[0]!.durationMs).toBe("number")
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("a public or unknown request has no user; its line still has its status", async () => {
    reset()
    await call(server.app, "GET", "/v1/nope")
    const [line] = entries()
    expect(line).toMatchObject({ method: "GET", status: 404, msg: "request" })
    expect(line).not.toHaveProperty("userId")
  })

  it("every line of a request carries its id; the error's line too", async () => {
    reset()
    const res = await call(server.app, "GET", "/v1/test/boom", { headers: { "x-request-id": "from-proxy-1" } })
    expect(res.status).toBe(500)
    const requestId = res.headers.get("x-request-id")
    // Without TRUST_PROXY anybody's X-Request-Id is ignored.
    expect(requestId).not.toBe("from-proxy-1")
    expect(entries().map((e) => [e.msg, e.requestId])).toEqual([
      ["inside the request", requestId],
      ["request failed", requestId],
      ["request", requestId],
    ])
  })
})

describe("the access line, written by hand (log.ts accessLine)", () => {
  it("is one JSON line with pino's fields and nothing else: level, time, pid, ids, method, route, status, duration, msg", async () => {
    reset()
    const res = await call(server.app, "GET", `/v1/documents/${demoIds.customers.naidisLogistika}`, { token: mari.token })
    const raw = lines().filter((line) => line.includes('"msg":"request"'))
    expect(raw).toHaveLength(1)
    expect(raw[0]!.endsWith("}\n")).toBe(true)
    const line = JSON.parse(raw[0]!) as Record<string, unknown>
    expect(Object.keys(line)).toEqual([
      "level",
      "time",
      "pid",
      "requestId",
      "userId",
      "customerId",
      "method",
      "route",
      "status",
      "durationMs",
      "msg",
    ])
    expect(line).toEqual({
      level: "info",
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      pid: process.pid,
      requestId: res.headers.get("x-request-id"),
      userId: mari.userId,
      customerId: demoIds.customers.naidisLogistika,
      method: "GET",
      route: "/v1/documents/:customerId",
      status: 200,
      durationMs: expect.any(Number),
      msg: "request",
    })
    expect(Math.abs(Date.parse(line.time as string) - Date.now())).toBeLessThan(60_000)
  })

  it("quotes what it is given as JSON; an early answer's id comes with its fields, not a scope", () => {
    const text = accessLine({ method: "GET", route: '/v1/x"y\\z', status: 404, durationMs: 1.5 }, "r-1", undefined, "T", 7)
    expect(JSON.parse(text)).toEqual({
      level: "info",
      time: "T",
      pid: 7,
      requestId: "r-1",
      method: "GET",
      route: '/v1/x"y\\z',
      status: 404,
      durationMs: 1.5,
      msg: "request",
    })
    const scoped = JSON.parse(
      accessLine({ method: "POST", route: "*", status: 500, durationMs: Number.NaN }, "s-1", { requestId: "s-1", userId: 3 }, "T", 7),
    )
    expect(scoped).toMatchObject({ requestId: "s-1", userId: 3, status: 500, durationMs: null })
    expect(scoped).not.toHaveProperty("customerId")
  })

  it("follows the logger's level (LOG_LEVEL): none above info; a logger not made by createLogger gets it through pino", async () => {
    const quiet: string[] = []
    const mine = setLogger(createLogger({ level: "warn", destination: { write: (line: string) => void quiet.push(line) } }))
    try {
      await call(server.app, "GET", "/v1/nope")
      logAccess({ method: "GET", route: "*", status: 404, durationMs: 1 })
      log().warn("still logged")
      expect(quiet.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(["still logged"])
      const other: string[] = []
      const pinoOwn = (await import("pino")).default({ level: "info" }, { write: (line: string) => void other.push(line) })
      setLogger(pinoOwn)
      logAccess({ method: "GET", route: "*", status: 404, durationMs: 1 }, "r-2")
      expect(JSON.parse(other[0]!)).toMatchObject({ level: 30, msg: "request", route: "*", requestId: "r-2" })
    } finally {
      setLogger(mine)
    }
  })
})

describe("the access lines of one event-loop turn (issue 26's cost per request)", () => {
  it("go out in one write at the turn's end; any other line first writes the ones held, so the order holds", async () => {
    const writes: string[] = []
    const mine = setLogger(createLogger({ level: "info", destination: { write: (chunk: string) => void writes.push(chunk) } }))
    try {
      logAccess({ method: "GET", route: "/v1/a", status: 200, durationMs: 1 }, "t-1")
      logAccess({ method: "GET", route: "/v1/b", status: 200, durationMs: 1 }, "t-2")
      expect(writes).toEqual([])
      log().warn("after the two")
      logAccess({ method: "GET", route: "/v1/c", status: 200, durationMs: 1 }, "t-3")
      await new Promise((resolve) => setImmediate(resolve))
      const routesOf = (chunk: string) =>
        chunk.split(/(?<=\n)/).map((line) => (JSON.parse(line) as { route?: string; msg: string }).route ?? "warn")
      expect(writes.map(routesOf)).toEqual([["/v1/a", "/v1/b"], ["warn"], ["/v1/c"]])
    } finally {
      setLogger(mine)
    }
  })
})

describe("x-request-id from a trusted proxy", () => {
  it("is taken only with TRUST_PROXY and only when it is a safe token", () => {
    const saved = process.env.TRUST_PROXY
    try {
      delete process.env.TRUST_PROXY
      expect(requestIdOf("abc-123")).not.toBe("abc-123")
      process.env.TRUST_PROXY = "1"
      expect(requestIdOf("abc-123")).toBe("abc-123")
      expect(requestIdOf("a".repeat(128))).toBe("a".repeat(128))
      expect(requestIdOf("a".repeat(129))).not.toBe("a".repeat(129))
      expect(requestIdOf('x"\ninjected')).not.toContain("injected")
      // Nothing that looks secret: the access line writes the id without scrubbing it (log.ts's logAccess).
      expect(requestIdOf("38001010005")).not.toBe("38001010005")
      expect(requestIdOf("req-38001010005")).not.toBe("req-38001010005")
      expect(requestIdOf("req-3800101000")).toBe("req-3800101000")
    } finally {
      if (saved === undefined) delete process.env.TRUST_PROXY
      else process.env.TRUST_PROXY = saved
    }
  })
})

describe("secrets never reach the log", () => {
  it("personal codes, tokens, PINs and cookies of a sign-in, calls and a failure are redacted", async () => {
    reset()
    const jaan = await signInAs(server.app, demoPersonalCodes.jaan)
    await call(server.app, "GET", "/v1/users/current", { token: jaan.token, cookie: jaan.cookie })
    await call(server.app, "POST", "/v1/auth/refresh", { cookie: jaan.cookie })
    await call(server.app, "GET", "/v1/test/boom", { token: jaan.token })
    const text = lines().join("")
    expect(text).toContain(REDACTED)
    for (const secret of [
      demoPersonalCodes.mari,
      demoPersonalCodes.jaan,
      jaan.token,
      jaan.token.split(".")[1]!,
      jaan.cookie,
      jaan.cookie.split("=")[1]!,
      '"1234"',
      "abc.def",
      "zzz",
      "eyJhbGciOiJIUzI1NiJ9",
    ]) {
      expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false })
    }
  })

  it("scrub replaces what looks like a secret and keeps the rest", () => {
    expect(scrub("user 48001010005 signed in")).toBe(`user ${REDACTED} signed in`)
    // 11 digits only: an order number of 10 or 12 digits stays.
    expect(scrub("order 4800101000 and 480010100055")).toBe("order 4800101000 and 480010100055")
    expect(scrub("Authorization: Bearer abc.def-ghi")).toBe(`Authorization: Bearer ${REDACTED}`)
    expect(scrub("cookie: ise_refresh=s3cr3t; other=1")).toBe(`cookie: ${REDACTED}; other=1`)
    expect(scrub("pin1=12345")).toBe(`pin1=${REDACTED}`)
  })
})
