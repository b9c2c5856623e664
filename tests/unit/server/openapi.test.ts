import { afterAll, beforeAll, expect, it } from "vitest"
import { boundCalls } from "../../../src/server/http/bindCall"
import { call, createTestServer, type TestServer } from "./testDb"

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

it("/v1/docs is a self-contained HTML page naming each path", async () => {
  const res = await server.app.request("/v1/docs")
  expect(res.status).toBe(200)
  const html = await res.text()
  expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href="http/)
  for (const c of boundCalls(server.app)) expect(html).toContain(`/v1${c.path}`)
})
