import { afterAll, afterEach, beforeAll, expect, it } from "vitest"
import { demoPersonalCodes } from "../../db/seed"
import { configuredOrigin } from "../../http/publicOrigin"
import { call, createTestServer, refreshCookie, type TestServer } from "../../db/testDb"

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server?.close())
afterEach(() => {
  delete process.env.DEMO_MODE
})

// The server checks the signature against its configured origin (PUBLIC_ORIGIN, else http://localhost:PORT).
const ORIGIN = configuredOrigin()

const cardAnswer = async (personalIdentityCode: string, origin = ORIGIN) => {
  const challenge = await call(server.app, "POST", "/v1/auth/id-card/challenge")
  expect(challenge.status).toBe(200)
  const nonce = challenge.json.nonce as string
  const card = await call(server.app, "POST", "/v1/auth/id-card/simulated-card", { body: { personalIdentityCode, nonce, origin } })
  expect(card.status).toBe(200)
  return { nonce, authToken: card.json }
}

it("the simulated card's Web eID token signs a known user in, with the refresh cookie", async () => {
  const { nonce, authToken } = await cardAnswer(demoPersonalCodes.mari)
  expect(authToken.format).toBe("web-eid:1.0")
  const login = await call(server.app, "POST", "/v1/auth/id-card/login", { body: { authToken, nonce } })
  expect(login.json.status).toBe("OK")
  expect(login.json.token).toBeTypeOf("string")
  expect(refreshCookie(login.headers)).toBeDefined()
  const me = await call(server.app, "GET", "/v1/users/current", { token: login.json.token })
  expect(me.json.personalIdentificationCode).toBe(demoPersonalCodes.mari)
})

it("a nonce is used once: the same token again is FAILED", async () => {
  const { nonce, authToken } = await cardAnswer(demoPersonalCodes.jaan)
  expect((await call(server.app, "POST", "/v1/auth/id-card/login", { body: { authToken, nonce } })).json.status).toBe("OK")
  expect((await call(server.app, "POST", "/v1/auth/id-card/login", { body: { authToken, nonce } })).json.status).toBe("FAILED")
})

it("a signature for another origin, a changed signature, an unknown nonce or an unknown holder is FAILED", async () => {
  const other = await cardAnswer(demoPersonalCodes.mari, "https://evil.example")
  expect((await call(server.app, "POST", "/v1/auth/id-card/login", { body: other })).json.status).toBe("FAILED")

  const tampered = await cardAnswer(demoPersonalCodes.mari)
  const bytes = Buffer.from(tampered.authToken.signature, "base64")
  bytes[10] = bytes[10]! ^ 0xff
  const forged = { ...tampered.authToken, signature: bytes.toString("base64") }
  expect(
    (await call(server.app, "POST", "/v1/auth/id-card/login", { body: { authToken: forged, nonce: tampered.nonce } })).json.status,
  ).toBe("FAILED")

  const good = await cardAnswer(demoPersonalCodes.mari)
  expect(
    (await call(server.app, "POST", "/v1/auth/id-card/login", { body: { authToken: good.authToken, nonce: "made-up" } })).json.status,
  ).toBe("FAILED")

  const stranger = await cardAnswer(demoPersonalCodes.failing)
  expect((await call(server.app, "POST", "/v1/auth/id-card/login", { body: stranger })).json.status).toBe("FAILED")
})

it("with DEMO_MODE=off there is no simulated card, and its certificates sign nobody in", async () => {
  const { nonce, authToken } = await cardAnswer(demoPersonalCodes.mari)
  process.env.DEMO_MODE = "off"
  const challenge = await call(server.app, "POST", "/v1/auth/id-card/challenge")
  const card = await call(server.app, "POST", "/v1/auth/id-card/simulated-card", {
    body: { personalIdentityCode: demoPersonalCodes.mari, nonce: challenge.json.nonce, origin: ORIGIN },
  })
  expect(card.status).toBe(404)
  expect((await call(server.app, "POST", "/v1/auth/id-card/login", { body: { authToken, nonce } })).json.status).toBe("FAILED")
})

it("a bad body is 400 naming the field", async () => {
  const res = await call(server.app, "POST", "/v1/auth/id-card/login", { body: { nonce: "x" } })
  expect(res.status).toBe(400)
  expect(res.json.field).toBe("authToken")
})
