import { afterAll, beforeAll, expect, it } from "vitest"
import { boundCalls } from "../../../src/server/http/bindCall"
import { call, createTestServer, type TestServer } from "../../../src/server/db/testDb"

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server?.close())

it("openapi.json lists every bound call under its path and method, with its schemas", async () => {
  const res = await call(server.app, "GET", "/v1/openapi.json")
  expect(res.status).toBe(200)
  expect(res.json.openapi).toBe("3.1.0")
  const bound = boundCalls(server.app)
  expect(bound.length).toBeGreaterThanOrEqual(13)
  for (const c of bound) {
    const op = res.json.paths[`/v1${c.path}`]?.[c.method.toLowerCase()]
    expect(op, c.id).toBeDefined()
    expect(op.operationId).toBe(c.id)
  }
  const login = res.json.paths["/v1/auth/smart-id/login"].post
  expect(login.requestBody.content["application/json"].schema.properties.personalIdentityCode.description).toContain("^\\d{11}$")
  expect(res.json.paths["/v1/customers/{customerId}"].get.responses["403"]).toBeDefined()
})

it("documents the one error body and, per call, each status with the codes it may carry", async () => {
  const res = await call(server.app, "GET", "/v1/openapi.json")
  const body = res.json.components.schemas.ErrorBody
  expect(body.required).toEqual(["code"])
  expect(body.properties.code.enum).toContain("NOT_SIGNER")
  const begin = res.json.paths["/v1/payment/{customerId}/begin"].post
  const codesOf = (status: string) => begin.responses[status].content["application/json"].schema.allOf[1].properties.code.enum
  expect(codesOf("400")).toEqual(["VALIDATION", "NOT_AN_INVOICE", "ALREADY_PAID", "FACTORED", "OVER_BANK_LIMIT"])
  expect([codesOf("401"), codesOf("403"), codesOf("404")]).toEqual([["UNAUTHORIZED"], ["FORBIDDEN"], ["NOT_FOUND"]])
  expect(begin["x-error-codes"]).toContain("ALREADY_PAID")
  // A public call without input answers no 400, 401 or 403.
  const methods = res.json.paths["/v1/payment/methods"].get
  expect(Object.keys(methods.responses).sort()).toEqual(["200", "500"])
})

it("/v1/docs is a self-contained HTML page naming each path", async () => {
  const res = await server.app.request("/v1/docs")
  expect(res.status).toBe(200)
  const html = await res.text()
  expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href="http/)
  for (const c of boundCalls(server.app)) expect(html).toContain(`/v1${c.path}`)
})
