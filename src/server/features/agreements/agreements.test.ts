import { createHash, generateKeyPairSync, sign, X509Certificate } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { strFromU8, unzipSync } from "fflate"
import { eq } from "drizzle-orm"
import { createApp } from "../../app"
import { signingSessions } from "./agreements.tables"
import { eidConfigFromEnv, eidProviders } from "../../auth/eidProvider"
import { eidTrust, httpOcsp } from "../../auth/eidTrust"
import { issueCardCertificate } from "../../simulators/demoCa"
import { demoIds, demoPersonalCodes } from "../../db/seed"
import { call, createTestServer, eidCookie, signInAs, type TestServer } from "../../db/testDb"

let server: TestServer
let mari: { token: string }
let jaan: { token: string }
const company = demoIds.customers.naidisLogistika
const a = demoIds.agreements.oil

beforeAll(async () => {
  server = await createTestServer()
  mari = await signInAs(server.app, demoPersonalCodes.mari)
  jaan = await signInAs(server.app, demoPersonalCodes.jaan)
})
afterAll(() => server?.close())

const get = (path: string, token = mari.token) => call(server.app, "GET", path, { token })
const post = (path: string, body: unknown, token = mari.token) => call(server.app, "POST", path, { token, body })
const raw = async (path: string, token = mari.token) => {
  const res = await server.app.request(path, { headers: { authorization: `Bearer ${token}` } })
  return {
    status: res.status,
    type: res.headers.get("content-type"),
    disposition: res.headers.get("content-disposition"),
    bytes: new Uint8Array(await res.arrayBuffer()),
  }
}

/** Smart-ID signing from start to the end of polling; answers the statuses seen. */
const signWithSmartId = async (agreementId: number, code: string, app = server.app) => {
  const start = await call(app, "POST", `/v1/agreements/${company}/sign-smartid`, {
    token: mari.token,
    body: { agreementId, nationalIdentityCode: code },
  })
  expect(start.status).toBe(200)
  expect(start.json.verificationCode).toMatch(/^\d{4}$/)
  const seen: string[] = []
  for (let i = 0; i < 6; i++) {
    const res = await call(app, "POST", `/v1/agreements/${company}/sign-smartid-poll`, {
      token: mari.token,
      body: { agreementId, nationalIdentityCode: code, verificationCode: start.json.verificationCode },
      cookie: eidCookie(start.headers),
    })
    expect(res.status).toBe(200)
    seen.push(res.json.status)
    if (res.json.status !== "RUNNING") break
  }
  return seen
}

describe("GET /agreements/{customerId}", () => {
  it("lists the company's oil agreements newest change first, with statuses derived from the two flags", async () => {
    const res = await get(`/v1/agreements/${company}?page=0&size=500&sortField=DATE_MODIFIED&sortDirection=DESC`)
    expect(res.status).toBe(200)
    const list = res.json.content as Array<{
      id: number
      status: string
      dateModified: string
      isSignedByCustomer: boolean
      isSignedByVendor: boolean
    }>
    expect(res.json.totalElements).toBe(7)
    const dates = list.map((x) => x.dateModified)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(new Set(list.map((x) => x.status))).toEqual(new Set(["PREPARED", "PENDING_CUSTOMER", "PENDING_VENDOR", "COMPLETED"]))
    for (const x of list) {
      const expected = x.isSignedByCustomer
        ? x.isSignedByVendor
          ? "COMPLETED"
          : "PENDING_VENDOR"
        : x.isSignedByVendor
          ? "PENDING_CUSTOMER"
          : "PREPARED"
      expect(x.status).toBe(expected)
    }
  })

  it("filters by statuses and pages", async () => {
    const res = await get(`/v1/agreements/${company}?statuses=PREPARED,PENDING_CUSTOMER&size=2&page=1&sortField=ID&sortDirection=ASC`)
    expect(res.json.totalElements).toBe(5)
    expect(res.json.content.map((x: { id: number }) => x.id)).toEqual([a.suretyPrepared, a.addendumPendingCustomer])
    expect((await get(`/v1/agreements/${company}?statuses=SIGNED`)).json).toMatchObject({ code: "VALIDATION", field: "statuses" })
  })

  it("Jaan sees an empty list of his own and 403 on the company", async () => {
    const own = await get(`/v1/agreements/${demoIds.customers.jaanPrivate}`, jaan.token)
    expect(own.json).toMatchObject({ content: [], totalElements: 0 })
    expect((await get(`/v1/agreements/${company}`, jaan.token)).status).toBe(403)
  })
})

describe("403 for a foreign customer on every agreement route", () => {
  const routes: Array<[string, string, unknown]> = [
    ["GET", `/v1/agreements/${company}`, undefined],
    ["GET", `/v1/agreements/${company}/signatures?agreementId=1`, undefined],
    ["POST", `/v1/agreements/${company}/sign-init`, { agreementId: 1, certHash: "00".repeat(64) }],
    ["POST", `/v1/agreements/${company}/sign-finalize`, { agreementId: 1, signatureHash: "00".repeat(64) }],
    [
      "POST",
      `/v1/agreements/${company}/sign-mobileid`,
      { agreementId: 1, nationalIdentityCode: demoPersonalCodes.jaan, phoneNumber: "+37255555555" },
    ],
    [
      "POST",
      `/v1/agreements/${company}/sign-mobileid-poll`,
      { agreementId: 1, nationalIdentityCode: demoPersonalCodes.jaan, verificationCode: "1234" },
    ],
    ["POST", `/v1/agreements/${company}/sign-smartid`, { agreementId: 1, nationalIdentityCode: demoPersonalCodes.jaan }],
    [
      "POST",
      `/v1/agreements/${company}/sign-smartid-poll`,
      { agreementId: 1, nationalIdentityCode: demoPersonalCodes.jaan, verificationCode: "1234" },
    ],
    ["GET", `/v1/agreements/${company}/simulated-id-card/certificate`, undefined],
    ["POST", `/v1/agreements/${company}/simulated-id-card/sign`, { hex: "00".repeat(32) }],
    ["GET", `/v1/electricity/agreements/${company}`, undefined],
    ["GET", `/v1/charging/agreements/${company}`, undefined],
  ]
  it.each(routes)("%s %s", async (method, path, body) => {
    const res = await call(server.app, method, path, { token: jaan.token, body })
    expect(res.status).toBe(403)
    expect(res.json.code).toBe("FORBIDDEN")
  })

  it("GET /agreements/file of the company's agreement is 404 for Jaan, as an unknown id, even as BDOC", async () => {
    expect((await raw(`/v1/agreements/file?agreementId=${a.purchaseCompleted}`, jaan.token)).status).toBe(404)
    expect((await raw(`/v1/agreements/file?agreementId=${a.purchaseCompleted}&type=BDOC`, jaan.token)).status).toBe(404)
    expect((await raw(`/v1/agreements/file?agreementId=1&kind=ELECTRICITY`, jaan.token)).status).toBe(404)
    expect((await raw(`/v1/agreements/file?agreementId=999999`, jaan.token)).status).toBe(404)
  })

  it("signing an agreement of another customer through one's own customer id is not found", async () => {
    const res = await post(`/v1/agreements/${demoIds.customers.mariPrivate}/sign-smartid`, {
      agreementId: a.purchasePrepared,
      nationalIdentityCode: demoPersonalCodes.mari,
    })
    expect(res.status).toBe(404)
  })
})

describe("files", () => {
  it("the agreement PDF is a real PDF that names the customer", async () => {
    const res = await raw(`/v1/agreements/file?agreementId=${a.suretyPrepared}`)
    expect(res.status).toBe(200)
    expect(res.type).toBe("application/pdf")
    expect(res.disposition).toContain("leping-KL-2025-103.pdf")
    expect(Buffer.from(res.bytes.subarray(0, 5)).toString()).toBe("%PDF-")
    expect(res.bytes.length).toBeGreaterThan(1500)
    // The same bytes every time: signatures cover them.
    expect((await raw(`/v1/agreements/file?agreementId=${a.suretyPrepared}`)).bytes).toEqual(res.bytes)
  })

  it("BDOC of an agreement not signed by the customer is refused; electricity and charging PDFs exist", async () => {
    const bdoc = await call(server.app, "GET", `/v1/agreements/file?agreementId=${a.suretyPrepared}&type=BDOC`, { token: mari.token })
    expect([bdoc.status, bdoc.json.code]).toEqual([409, "NOT_SIGNED_YET"])
    const el = await raw(`/v1/agreements/file?agreementId=${demoIds.agreements.electricity.active}&kind=ELECTRICITY`)
    expect([el.status, el.type]).toEqual([200, "application/pdf"])
    const ch = await raw(`/v1/agreements/file?agreementId=${demoIds.agreements.charging.offerPending}&kind=CHARGING`)
    expect([ch.status, ch.type]).toEqual([200, "application/pdf"])
  })

  it("the BDOC of a completed agreement is an ASiC-E: stored mimetype first, manifest, the PDF, one XAdES per signature", async () => {
    const res = await raw(`/v1/agreements/file?agreementId=${a.purchaseCompleted}&type=BDOC`)
    expect(res.status).toBe(200)
    expect(res.type).toBe("application/vnd.etsi.asic-e+zip")
    // Local header of the first entry: name "mimetype" at offset 30, method 0 (stored), content at 38.
    const bytes = Buffer.from(res.bytes)
    expect(bytes.readUInt32LE(0)).toBe(0x04034b50)
    expect(bytes.readUInt16LE(8)).toBe(0)
    expect(bytes.subarray(30, 38).toString()).toBe("mimetype")
    expect(bytes.subarray(38, 38 + 31).toString()).toBe("application/vnd.etsi.asic-e+zip")
    const files = unzipSync(res.bytes)
    expect(Object.keys(files)).toEqual([
      "mimetype",
      "META-INF/manifest.xml",
      "leping-KL-2025-071.pdf",
      "META-INF/signatures0.xml",
      "META-INF/signatures1.xml",
    ])
    expect(strFromU8(files["META-INF/manifest.xml"]!)).toContain(
      'manifest:full-path="leping-KL-2025-071.pdf" manifest:media-type="application/pdf"',
    )
    const pdf = Buffer.from(files["leping-KL-2025-071.pdf"]!)
    const digest = createHash("sha256").update(pdf).digest("base64")
    for (const name of ["META-INF/signatures0.xml", "META-INF/signatures1.xml"]) {
      const xml = strFromU8(files[name]!)
      expect(xml).toContain("<asic:XAdESSignatures")
      expect(xml).toContain(
        `URI="leping-KL-2025-071.pdf"><ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"></ds:DigestMethod><ds:DigestValue>${digest}</ds:DigestValue>`,
      )
      const cert = new X509Certificate(Buffer.from(/<ds:X509Certificate>([^<]+)</.exec(xml)![1]!, "base64"))
      expect(cert.subject).toMatch(/serialNumber=PNOEE-\d{11}/)
    }
  })

  it("signatures list signer and date", async () => {
    const res = await get(`/v1/agreements/${company}/signatures?agreementId=${a.purchaseCompleted}`)
    expect(res.json.map((s: { signer: string }) => s.signer)).toEqual(["Kati Kask", "Mari Maasikas"])
    expect(res.json[0].dateSigned).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })
})

describe("signing", () => {
  it("Smart-ID: RUNNING for two polls, then COMPLETED; PREPARED becomes PENDING_VENDOR; signing twice is refused", async () => {
    expect(await signWithSmartId(a.purchasePrepared, demoPersonalCodes.mari)).toEqual(["RUNNING", "RUNNING", "COMPLETED"])
    const list = await get(`/v1/agreements/${company}?size=500`)
    expect(list.json.content.find((x: { id: number }) => x.id === a.purchasePrepared)).toMatchObject({
      status: "PENDING_VENDOR",
      isSignedByCustomer: true,
    })
    const again = await post(`/v1/agreements/${company}/sign-smartid`, {
      agreementId: a.purchasePrepared,
      nationalIdentityCode: demoPersonalCodes.mari,
    })
    expect(again.status).toBe(409)
    expect(again.json).toMatchObject({ code: "ALREADY_SIGNED" })
    const sigs = await get(`/v1/agreements/${company}/signatures?agreementId=${a.purchasePrepared}`)
    expect(sigs.json.map((s: { signer: string }) => s.signer)).toEqual(["Mari Maasikas"])
  })

  it("Mobile-ID moves PENDING_CUSTOMER to COMPLETED, and its BDOC holds both signatures", async () => {
    const start = await post(`/v1/agreements/${company}/sign-mobileid`, {
      agreementId: a.creditCardPendingCustomer,
      nationalIdentityCode: demoPersonalCodes.mari,
      phoneNumber: "+37251234567",
    })
    const body = {
      agreementId: a.creditCardPendingCustomer,
      nationalIdentityCode: demoPersonalCodes.mari,
      verificationCode: start.json.verificationCode,
    }
    const poll = () =>
      call(server.app, "POST", `/v1/agreements/${company}/sign-mobileid-poll`, {
        token: mari.token,
        body,
        cookie: eidCookie(start.headers),
      })
    expect([(await poll()).json.status, (await poll()).json.status, (await poll()).json.status]).toEqual([
      "RUNNING",
      "RUNNING",
      "COMPLETED",
    ])
    const bdoc = await raw(`/v1/agreements/file?agreementId=${a.creditCardPendingCustomer}&type=BDOC`)
    expect(Object.keys(unzipSync(bdoc.bytes)).filter((n) => n.startsWith("META-INF/signatures"))).toHaveLength(2)
  })

  it("a signing the provider fails ends FAILED and the agreement stays unsigned", async () => {
    const provider = eidProviders(eidConfigFromEnv()!, eidTrust(httpOcsp))
    const failing = createApp({
      db: server.db,
      eid: { ...provider, poll: async (session) => ((await provider.poll(session)) === "RUNNING" ? "RUNNING" : "FAILED") },
    })
    expect(await signWithSmartId(a.suretyPrepared, demoPersonalCodes.mari, failing)).toEqual(["RUNNING", "RUNNING", "FAILED"])
    const list = await get(`/v1/agreements/${company}?size=500`)
    expect(list.json.content.find((x: { id: number }) => x.id === a.suretyPrepared)).toMatchObject({ status: "PREPARED" })
  })

  it("a personal code that is not a contact of the customer is refused with NOT_SIGNER before any phone is asked", async () => {
    for (const code of [demoPersonalCodes.jaan, demoPersonalCodes.failing]) {
      const smart = await post(`/v1/agreements/${company}/sign-smartid`, { agreementId: a.suretyPrepared, nationalIdentityCode: code })
      expect([smart.status, smart.json.code, smart.json.field]).toEqual([400, "NOT_SIGNER", "nationalIdentityCode"])
    }
    const mobile = await post(`/v1/agreements/${company}/sign-mobileid`, {
      agreementId: a.suretyPrepared,
      nationalIdentityCode: demoPersonalCodes.jaan,
      phoneNumber: "+37251234567",
    })
    expect([mobile.status, mobile.json.code]).toEqual([400, "NOT_SIGNER"])
    const sessions = await server.db.select().from(signingSessions).where(eq(signingSessions.personalCode, demoPersonalCodes.jaan))
    expect(sessions).toEqual([])
  })

  it("a poll reaching another server process over the same database finds its session row", async () => {
    const start = await post(`/v1/agreements/${company}/sign-smartid`, {
      agreementId: a.addendumPrepared,
      nationalIdentityCode: demoPersonalCodes.mari,
    })
    const [row] = await server.db.select().from(signingSessions).where(eq(signingSessions.verificationCode, start.json.verificationCode))
    expect(row).toMatchObject({ agreementId: a.addendumPrepared, status: "RUNNING", pollCount: 0 })
    // A second app over the same database, as a second process would be.
    const other = createApp({ db: server.db })
    const body = {
      agreementId: a.addendumPrepared,
      nationalIdentityCode: demoPersonalCodes.mari,
      verificationCode: start.json.verificationCode,
    }
    const poll = (app: typeof other) =>
      call(app, "POST", `/v1/agreements/${company}/sign-smartid-poll`, { token: mari.token, body, cookie: eidCookie(start.headers) })
    expect((await poll(other)).json.status).toBe("RUNNING")
    expect((await poll(server.app)).json.status).toBe("RUNNING")
    expect((await poll(other)).json.status).toBe("COMPLETED")
    const [done] = await server.db.select().from(signingSessions).where(eq(signingSessions.id, row!.id))
    expect(done).toMatchObject({ status: "COMPLETED", pollCount: 3 })
  })

  it("a poll without the session's secret is 404; an invalid personal code is 400 naming the field", async () => {
    const res = await post(`/v1/agreements/${company}/sign-smartid-poll`, {
      agreementId: a.suretyPrepared,
      nationalIdentityCode: demoPersonalCodes.mari,
      verificationCode: "99999",
    })
    expect(res.status).toBe(404)
    const bad = await post(`/v1/agreements/${company}/sign-smartid`, { agreementId: a.suretyPrepared, nationalIdentityCode: "4800101000a" })
    expect(bad.json).toMatchObject({ code: "VALIDATION", field: "nationalIdentityCode" })
  })

  it("ID card (simulated in demo mode): certificate, sign-init hex, SHA-256 signature, sign-finalize; the signature verifies", async () => {
    const cert = await get(`/v1/agreements/${company}/simulated-id-card/certificate`)
    expect(new X509Certificate(Buffer.from(cert.json.certificate, "hex")).subject).toContain("PNOEE-48001010005")
    const init = await post(`/v1/agreements/${company}/sign-init`, {
      agreementId: a.addendumPendingCustomer,
      certHash: cert.json.certificate,
    })
    expect(init.json.hex).toMatch(/^[0-9a-f]{64}$/)
    const signed = await post(`/v1/agreements/${company}/simulated-id-card/sign`, { hex: init.json.hex })
    const done = await post(`/v1/agreements/${company}/sign-finalize`, {
      agreementId: a.addendumPendingCustomer,
      signatureHash: signed.json.signature,
    })
    expect(done.json).toEqual({ status: "COMPLETED" })
    const list = await get(`/v1/agreements/${company}?size=500`)
    expect(list.json.content.find((x: { id: number }) => x.id === a.addendumPendingCustomer)).toMatchObject({ status: "COMPLETED" })
  })

  it("ID card: another person's card is refused with SIGNER_MISMATCH; a signature that does not verify is FAILED; finalize without a session is SESSION_EXPIRED", async () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 })
    const stranger = (
      await issueCardCertificate({ name: "Jaan Tamm", personalCode: demoPersonalCodes.jaan }, privateKey, "signing")
    ).toString("hex")
    const refused = await post(`/v1/agreements/${company}/sign-init`, { agreementId: a.suretyPrepared, certHash: stranger })
    expect([refused.status, refused.json.code, refused.json.field]).toEqual([400, "SIGNER_MISMATCH", "certHash"])
    const none = await post(`/v1/agreements/${company}/sign-finalize`, { agreementId: a.suretyPrepared, signatureHash: "ab".repeat(256) })
    expect([none.status, none.json.code]).toEqual([409, "SESSION_EXPIRED"])

    // Mari's own card, but a signature of something else.
    const key = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey
    const own = (await issueCardCertificate({ name: "Mari Maasikas", personalCode: demoPersonalCodes.mari }, key, "signing")).toString(
      "hex",
    )
    await post(`/v1/agreements/${company}/sign-init`, { agreementId: a.suretyPrepared, certHash: own })
    const wrong = sign("sha256", Buffer.from("something else"), key)
    expect(
      (await post(`/v1/agreements/${company}/sign-finalize`, { agreementId: a.suretyPrepared, signatureHash: wrong.toString("hex") })).json
        .status,
    ).toBe("FAILED")
    const [session] = await server.db.select().from(signingSessions).where(eq(signingSessions.certificate, own))
    expect(session?.failure).toBe("BAD_SIGNATURE")
    const list = await get(`/v1/agreements/${company}?size=500`)
    expect(list.json.content.find((x: { id: number }) => x.id === a.suretyPrepared)).toMatchObject({ status: "PREPARED" })
  })
})

describe("customer figures from electricity agreements", () => {
  it("the company has one active agreement and a pending offer; KÜ Tamme 5 one active", async () => {
    const co = await get(`/v1/customers/${company}`)
    expect(co.json).toMatchObject({
      activeElectricityAgreementsCount: 1,
      hasPendingElectricityAgreements: true,
      averageElectricityAgreementsMonthlyFee: 1.99,
    })
    const ky = await get(`/v1/customers/${demoIds.customers.kyTamme5}`)
    // KÜ Tamme 5 also holds the offers the wizard's browser tests accept (seed/electricityPackages.ts).
    expect(ky.json).toMatchObject({ activeElectricityAgreementsCount: 1, hasPendingElectricityAgreements: true })
    const el = await get(`/v1/electricity/agreements/${company}`)
    expect(el.json.map((x: { status: string }) => x.status)).toEqual(["PENDING", "ACTIVE", "ENDED"])
    expect(el.json[1].meteringPoints).toHaveLength(5)
    const ch = await get(`/v1/charging/agreements/${company}`)
    expect(ch.json).toHaveLength(1)
    expect(ch.json[0]).toMatchObject({ status: "PENDING", contractNumber: "LA-2025-017" })
    expect(ch.json[0].chargingStations).toHaveLength(4)
  })
})
