import { request } from "node:http"
import type { AddressInfo } from "node:net"
import { serve } from "@hono/node-server"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MAX_BODY_BYTES } from "../../../src/server/http/bodyLimit"
import { demoIds, demoPersonalCodes } from "../../../src/server/db/seed"
import { call, createTestServer, signInAs, type TestServer } from "../../../src/server/db/testDb"

let server: TestServer
let mari: { token: string }
const c = demoIds.customers
beforeAll(async () => {
  server = await createTestServer()
  mari = await signInAs(server.app, demoPersonalCodes.mari)
})
afterAll(() => server?.close())

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  server.app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
    duplex: "half",
  } as RequestInit)

/** A JSON body of exactly `bytes` bytes: {"personalIdentityCode":"xxx…"}. */
const jsonOfSize = (bytes: number) => {
  const frame = '{"personalIdentityCode":""}'
  return `{"personalIdentityCode":"${"x".repeat(bytes - frame.length)}"}`
}

describe("body limit", () => {
  it("a body of 64 kB is read (its schema refuses it); one byte more is 413 PAYLOAD_TOO_LARGE", async () => {
    const atLimit = await post("/v1/auth/smart-id/login", jsonOfSize(MAX_BODY_BYTES))
    expect(atLimit.status).toBe(400)
    expect(((await atLimit.json()) as { field: string }).field).toBe("personalIdentityCode")
    const over = await post("/v1/auth/smart-id/login", jsonOfSize(MAX_BODY_BYTES + 1))
    expect(over.status).toBe(413)
    expect(await over.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE" })
  })

  it("a chunked body without Content-Length is counted while it arrives and refused at the limit, not read to its end", async () => {
    let chunksPulled = 0
    const chunk = new Uint8Array(16 * 1024).fill(0x20)
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        chunksPulled += 1
        controller.enqueue(chunk)
      },
    })
    const res = await post("/v1/auth/smart-id/login", endless)
    expect(res.status).toBe(413)
    // 64 kB is 4 chunks: the reader stops at the fifth (a stream may have pulled one or two ahead).
    expect(chunksPulled).toBeLessThanOrEqual(8)
  })

  it("a 20 MB body sent over HTTP is refused from its Content-Length, before it is read", async () => {
    // A real socket: the sender streams 20 MB; the answer comes as soon as the headers are in.
    const listener = serve({ fetch: server.app.fetch, port: Number(process.env.LIMITS_TEST_PORT ?? 0) })
    await new Promise((resolve) => listener.once("listening", resolve))
    const { port } = listener.address() as AddressInfo
    try {
      const size = 20 * 1024 * 1024
      const started = performance.now()
      const status = await new Promise<number>((resolve, reject) => {
        const req = request({
          port,
          method: "POST",
          path: "/v1/auth/smart-id/login",
          headers: { "content-type": "application/json", "content-length": size },
        })
        req.on("response", (res) => {
          resolve(res.statusCode!)
          res.resume()
          req.destroy()
        })
        req.on("error", reject)
        const chunk = Buffer.alloc(64 * 1024, 0x20)
        let sent = 0
        const pump = () => {
          while (sent < size && !req.destroyed) {
            sent += chunk.length
            if (!req.write(chunk)) return void req.once("drain", pump)
          }
          if (!req.destroyed) req.end()
        }
        pump()
      })
      const ms = performance.now() - started
      expect(status).toBe(413)
      console.log(`20 MB body refused in ${ms.toFixed(1)} ms`)
      expect(ms).toBeLessThan(2000)
    } finally {
      listener.close()
    }
  })
})

describe("ranges: bad input is a 400 naming the field, never a database error", () => {
  const get = (path: string) => call(server.app, "GET", path, { token: mari.token })
  const expectField = async (path: string, field: string) => {
    const res = await get(path)
    expect(res.status, `${path} → ${JSON.stringify(res.json)}`).toBe(400)
    expect(res.json).toMatchObject({ code: "VALIDATION", field })
  }

  it("a path id up to 2^31 − 1 is an id; 2^31 and more, 1.5 and 1e308 are 400", async () => {
    expect((await get("/v1/documents/2147483647")).status).toBe(403) // a valid id of no customer of hers
    for (const id of ["2147483648", "99999999999999999999", "1.5", "1e308", "0"]) await expectField(`/v1/documents/${id}`, "customerId")
  })

  it("a query id: 2^31, 1.5, 1e308, Infinity are 400 naming it", async () => {
    expect((await get(`/v1/agreements/${c.mariPrivate}/signatures?agreementId=2147483647`)).status).not.toBe(500)
    for (const id of ["2147483648", "1.5", "1e308", "Infinity", "-1"]) {
      await expectField(`/v1/agreements/${c.mariPrivate}/signatures?agreementId=${id}`, "agreementId")
    }
  })

  it("a body id beyond the integer columns is 400 naming it", async () => {
    for (const agreementId of [2147483648, 1.5, 1e308]) {
      const res = await call(server.app, "POST", `/v1/agreements/${c.mariPrivate}/sign-smartid`, {
        token: mari.token,
        body: { agreementId, nationalIdentityCode: demoPersonalCodes.mari },
      })
      expect(res.status).toBe(400)
      expect(res.json).toMatchObject({ code: "VALIDATION", field: "agreementId" })
    }
  })

  it("a date must be a real day: 2025-13-45 and 2025-02-30 are 400, 2024-02-29 is fine", async () => {
    await expectField(`/v1/documents/${c.mariPrivate}?documentDateCreatedStart=2025-13-45`, "documentDateCreatedStart")
    await expectField(`/v1/documents/${c.mariPrivate}?documentDateCreatedEnd=2025-02-30`, "documentDateCreatedEnd")
    expect((await get(`/v1/documents/${c.mariPrivate}?documentDateCreatedStart=2024-02-29`)).status).toBe(200)
  })

  it("page size is capped: 1000 is served, 1001 is 400; a negative page is 400", async () => {
    expect((await get(`/v1/documents/${c.mariPrivate}?size=1000`)).status).toBe(200)
    await expectField(`/v1/documents/${c.mariPrivate}?size=1001`, "size")
    await expectField(`/v1/documents/${c.mariPrivate}?size=0`, "size")
    await expectField(`/v1/documents/${c.mariPrivate}?page=-1`, "page")
    await expectField(`/v1/agreements/${c.mariPrivate}?size=1001`, "size")
  })

  it("NUL and other control characters in strings are 400 naming the field; tab and line breaks are text", async () => {
    await expectField(`/v1/documents/pdf?documentRemoteId=a%00b`, "documentRemoteId")
    await expectField(`/v1/documents/pdf?documentRemoteId=a%1Bb`, "documentRemoteId")
    const body = (orderToken: string) => call(server.app, "POST", "/v1/payment/process", { body: { orderToken } })
    expect((await body("a\u0000b")).json).toMatchObject({ code: "VALIDATION", field: "orderToken" })
    expect((await body("a\u007Fb")).json).toMatchObject({ code: "VALIDATION", field: "orderToken" })
    expect((await body("a\tb")).status).not.toBe(400)
    const nested = await call(server.app, "POST", `/v1/payment/${c.mariPrivate}/begin`, {
      token: mari.token,
      body: {
        locale: "et",
        customerId: c.mariPrivate,
        contactPersonId: 1,
        paymentMethodType: "BANK",
        remoteDocumentIds: ["ok", "b\u0000d"],
      },
    })
    expect(nested.json).toMatchObject({ code: "VALIDATION", field: "remoteDocumentIds.1" })
    // A control character in a path segment is refused before routing (issue 25), naming the path.
    const token = await server.app.request("/v1/id-credit-applications/confirm/a%00b", { method: "POST" })
    expect(await token.json()).toMatchObject({ code: "VALIDATION", field: "path" })
  })
})
