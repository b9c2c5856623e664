import "reflect-metadata"
import { createHash, createPrivateKey, generateKeyPairSync, type KeyObject, sign, webcrypto } from "node:crypto"
import * as x509 from "@peculiar/x509"
import { count } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { signingSessions } from "../../../src/server/features/agreements/agreements.tables"
import { contacts, userSessions, users } from "../../../src/server/db/schema"
import { demoIds, demoPersonalCodes } from "../../../src/server/db/seed"
import { demoAgreementIds } from "../../../src/server/features/agreements/agreements.seed"
import { configuredOrigin } from "../../../src/server/http/publicOrigin"
import { type CardPurpose, demoCaCertificate, issueCardCertificate, REVOKED_DEMO_CARD } from "../../../src/server/simulators/demoCa"
import { call, createTestServer, signInAs, type TestServer } from "../../../src/server/db/testDb"

/**
 * ID-card certificates as Web eID checks them, over HTTP: a self-made CA under the demo CA's very name,
 * an expired card, the revoked demo card, a certificate of the wrong purpose and another person's
 * certificate sign nobody in and sign nothing, and nothing changes state.
 */
let server: TestServer
let mari: { token: string }
const company = demoIds.customers.naidisLogistika
const cardKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey
const ORIGIN = configuredOrigin()
const mariCard = { name: "Mari Maasikas", personalCode: demoPersonalCodes.mari }
const revokedCard = { name: "Tõnu Tühistatud", personalCode: REVOKED_DEMO_CARD }

/** A CA of our own making that calls itself the demo CA. */
async function impostorCa(): Promise<{ key: KeyObject; certificate: x509.X509Certificate }> {
  const algorithm = { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256", publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 }
  const keys = (await webcrypto.subtle.generateKey(algorithm, true, ["sign", "verify"])) as CryptoKeyPair
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    name: demoCaCertificate().subject,
    notBefore: new Date("2025-01-01"),
    notAfter: new Date("2045-01-01"),
    keys,
    signingAlgorithm: algorithm,
    extensions: [new x509.BasicConstraintsExtension(true, 0, true)],
  })
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey("pkcs8", keys.privateKey))
  return { key: createPrivateKey({ key: pkcs8, format: "der", type: "pkcs8" }), certificate }
}

type Case = { name: string; cert: (purpose: CardPurpose) => Promise<Buffer>; signIn: string; signing: string }
let cases: Case[]

beforeAll(async () => {
  server = await createTestServer()
  // The revoked demo card's holder is a user and a contact of the company: only the revocation refuses them.
  const [holder] = await server.db.insert(users).values({ personalCode: REVOKED_DEMO_CARD, name: revokedCard.name }).returning()
  await server.db.insert(contacts).values({ userId: holder!.id, customerId: company, roles: ["ADMIN"] })
  mari = await signInAs(server.app, demoPersonalCodes.mari)
  const impostor = await impostorCa()
  const swap = (purpose: CardPurpose): CardPurpose => (purpose === "signing" ? "authentication" : "signing")
  cases = [
    {
      name: "self-made CA under the demo CA's name",
      cert: (p) => issueCardCertificate(mariCard, cardKey, p, { issuer: impostor }),
      signIn: "FAILED",
      signing: "CERT_UNTRUSTED",
    },
    {
      name: "expired",
      cert: (p) => issueCardCertificate(mariCard, cardKey, p, { notAfter: new Date(Date.now() - 60_000) }),
      signIn: "FAILED",
      signing: "CERT_EXPIRED",
    },
    { name: "revoked", cert: (p) => issueCardCertificate(revokedCard, cardKey, p), signIn: "FAILED", signing: "CERT_REVOKED" },
    { name: "wrong key usage", cert: (p) => issueCardCertificate(mariCard, cardKey, swap(p)), signIn: "FAILED", signing: "CERT_USAGE" },
  ]
})
afterAll(() => server?.close())

const rows = async () => ({
  sessions: (await server.db.select({ n: count() }).from(userSessions))[0]!.n,
  signing: (await server.db.select({ n: count() }).from(signingSessions))[0]!.n,
})

/** A Web eID token over a fresh challenge, signed with `key`. */
async function cardSignIn(certificate: Buffer, key: KeyObject = cardKey) {
  const nonce = (await call(server.app, "POST", "/v1/auth/id-card/challenge")).json.nonce as string
  const sha = (s: string) => createHash("sha256").update(s).digest()
  const signature = sign("sha256", Buffer.concat([sha(ORIGIN), sha(nonce)]), key)
  const authToken = {
    unverifiedCertificate: certificate.toString("base64"),
    algorithm: "RS256",
    signature: signature.toString("base64"),
    format: "web-eid:1.0",
    appVersion: "https://web-eid.eu/ (test)",
  }
  return call(server.app, "POST", "/v1/auth/id-card/login", { body: { authToken, nonce } })
}

const signInit = (certificate: Buffer, agreementId: number) =>
  call(server.app, "POST", `/v1/agreements/${company}/sign-init`, {
    token: mari.token,
    body: { agreementId, certHash: certificate.toString("hex") },
  })

describe("ID-card sign-in", () => {
  it("a valid demo card signs its holder in (the control: the same path the refusals take)", async () => {
    expect((await cardSignIn(await issueCardCertificate(mariCard, cardKey, "authentication"))).json.status).toBe("OK")
  })

  it("self-made, expired, revoked and wrong-usage certificates, and another person's certificate, sign nobody in", async () => {
    const before = await rows()
    for (const c of cases) expect((await cardSignIn(await c.cert("authentication"))).json.status, c.name).toBe(c.signIn)
    // Mari's genuine certificate, but the signature is the attacker's key's.
    const attacker = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey
    expect((await cardSignIn(await issueCardCertificate(mariCard, cardKey, "authentication"), attacker)).json.status).toBe("FAILED")
    expect(await rows()).toEqual(before)
  })
})

describe("ID-card signing", () => {
  const agreementId = demoAgreementIds.oil.suretyPrepared

  it("each bad certificate is refused with its code at sign-init; nothing starts, the agreement stays unsigned", async () => {
    const before = await rows()
    for (const c of cases) {
      const res = await signInit(await c.cert("signing"), agreementId)
      expect([res.status, res.json.code, res.json.field], c.name).toEqual([400, c.signing, "certHash"])
    }
    const jaan = await issueCardCertificate({ name: "Jaan Tamm", personalCode: demoPersonalCodes.jaan }, cardKey, "signing")
    expect((await signInit(jaan, agreementId)).json.code).toBe("SIGNER_MISMATCH")
    expect(await rows()).toEqual(before)
    const list = await call(server.app, "GET", `/v1/agreements/${company}?size=500`, { token: mari.token })
    expect(list.json.content.find((x: { id: number }) => x.id === agreementId)).toMatchObject({ status: "PREPARED" })
  })

  it("a valid signing certificate of the signed-in user starts the signing", async () => {
    const res = await signInit(await issueCardCertificate(mariCard, cardKey, "signing"), agreementId)
    expect(res.json.hex).toMatch(/^[0-9a-f]{64}$/)
  })
})
