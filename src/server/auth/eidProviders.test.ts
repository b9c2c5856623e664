import { createHash, X509Certificate } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoCaCertificate, REVOKED_DEMO_CARD } from "../simulators/demoCa"
import { SIMULATOR_FAILING_CODE } from "../simulators/eidPeople"
import { type EidSimulators, startEidSimulators } from "../simulators/eidServers"
import { demoOcspAnswer } from "../simulators/ocsp"
import type { EidTrust } from "./eidCertificate"
import { eidConfigFromEnv, eidProviders, type EidProvider } from "./eidProvider"
import { acspV2Payload } from "./smartId"
import { mobileIdVerificationCode, smartIdVerificationCode } from "./verificationCode"

/** The demo CA trusted, its OCSP responder asked in process. */
const trust: EidTrust = { anchors: () => [demoCaCertificate()], ocsp: async (_url, request) => demoOcspAnswer(request) }
const MARI = "48001010005"
const EXPIRED = "38001085718"
const EC_P256 = "49403136515"
const EC_P384 = "38808080008"

let simulators: EidSimulators
let expiring: EidSimulators
let eid: EidProvider
beforeAll(async () => {
  simulators = await startEidSimulators()
  // A provider whose certificates for one person expired last year.
  expiring = await startEidSimulators(
    {},
    {
      issue: (code) => (code === EXPIRED ? { notBefore: new Date("2020-01-01"), notAfter: new Date(Date.now() - 365 * 86_400_000) } : {}),
      // …and whose Mobile-ID certificates for two people carry EC keys (P-256, P-384), from the demo CA.
      ecCurve: (code) => ({ [EC_P256]: "P-256" as const, [EC_P384]: "P-384" as const })[code],
    },
  )
  eid = eidProviders(eidConfigFromEnv(simulators.env)!, trust)
})
afterAll(async () => {
  await simulators?.close()
  await expiring?.close()
})

/** Polls until the session ends; the statuses seen. */
async function pollAll(provider: EidProvider, method: "smart-id" | "mobile-id", personalCode: string, providerRef: string) {
  const seen: string[] = []
  for (let i = 0; i < 5 && seen.at(-1) !== "OK" && seen.at(-1) !== "FAILED"; i++)
    seen.push(await provider.poll({ method, personalCode, providerRef }))
  return seen
}

describe("SK's ACSP_V2 payload", () => {
  it("hashes to the digest of SK's example (signature_protocols, ACSP_V2 digest calculation)", () => {
    const payload = acspV2Payload({
      serverRandom: "MTlop6EXCrQ6FOErcKjxUhbV",
      rpChallenge: "GYS+yoah6emAcVDNIajwSs6UB/M95XrDxMzXBUkwQJ9YFDipXXzGpPc7raWcuc2+TEoRc7WvIZ/7dU/iRXenYg==",
      userChallenge: "GnsWXXEjTCKR89fj9uo5u5ReBZ9JR7_pezLAI5jMS00",
      relyingPartyName: "DEMO",
      brokeredRpName: "Example RP",
      interactions:
        "W3sidHlwZSI6ImNvbmZpcm1hdGlvbk1lc3NhZ2UiLCJkaXNwbGF5VGV4dDIwMCI6IkxvbmdlciBkZXNjcmlwdGlvbiBvZiB0aGUgdHJhbnNhY3Rpb24gY29udGV4dCJ9LHsidHlwZSI6ImRpc3BsYXlUZXh0QW5kUElOIiwiZGlzcGxheVRleHQ2MCI6IlNob3J0IGRlc2NyaXB0aW9uIG9mIHRoZSB0cmFuc2FjdGlvbiBjb250ZXh0In1d",
      interactionTypeUsed: "confirmationMessage",
      initialCallbackUrl: "https://rp.example.com/callback-url?value=RrKjjT4aggzu27YBddX1bQ",
      flowType: "Web2App",
    })
    expect(createHash("sha512").update(payload).digest("base64")).toBe(
      "pKOjbNl/5Fy8NfrFqsj6pSn8W8O+Ik8rM33QSsbyD3J9qDJvEm90SboUciuY4wHGWa0Pnq8BgT3NJKmJiUDfKg==",
    )
  })
})

describe("Smart-ID RP API v3 client against the simulator over HTTP", () => {
  it("authenticates: the code is derived from our rpChallenge, RUNNING twice, then OK after the answer is verified", async () => {
    const started = await eid.start({ method: "smart-id", personalCode: MARI })
    const ref = JSON.parse(started.providerRef)
    expect(started.verificationCode).toBe(smartIdVerificationCode(Buffer.from(ref.rpChallenge, "base64")))
    expect(await pollAll(eid, "smart-id", MARI, started.providerRef)).toEqual(["RUNNING", "RUNNING", "OK"])
  })

  it("signs a document: the code comes from SK, the signature over the digest is verified", async () => {
    const started = await eid.start({ method: "smart-id", personalCode: MARI, document: Buffer.from("agreement") })
    expect(started.verificationCode).toMatch(/^\d{4}$/)
    expect(await pollAll(eid, "smart-id", MARI, started.providerRef)).toEqual(["RUNNING", "RUNNING", "OK"])
    // The same answer against another digest (another document) does not verify.
    const other = { ...JSON.parse(started.providerRef), digest: createHash("sha512").update("another").digest("base64") }
    expect(await eid.poll({ method: "smart-id", personalCode: MARI, providerRef: JSON.stringify(other) })).toBe("FAILED")
  })

  it("refuses the person who refuses, a revoked certificate, an expired one and an answer about somebody else", async () => {
    for (const code of [SIMULATOR_FAILING_CODE, REVOKED_DEMO_CARD]) {
      const started = await eid.start({ method: "smart-id", personalCode: code })
      expect(await pollAll(eid, "smart-id", code, started.providerRef)).toEqual(["RUNNING", "RUNNING", "FAILED"])
    }
    const expiringEid = eidProviders(eidConfigFromEnv(expiring.env)!, trust)
    const started = await expiringEid.start({ method: "smart-id", personalCode: EXPIRED })
    expect(await pollAll(expiringEid, "smart-id", EXPIRED, started.providerRef)).toEqual(["RUNNING", "RUNNING", "FAILED"])
    const mari = await eid.start({ method: "smart-id", personalCode: MARI })
    expect(await pollAll(eid, "smart-id", "37505050004", mari.providerRef)).toEqual(["RUNNING", "RUNNING", "FAILED"])
  })

  it("another relying party is refused by the provider (401): the start fails", async () => {
    const stranger = eidProviders(
      {
        ...eidConfigFromEnv(simulators.env)!,
        smartId: { ...eidConfigFromEnv(simulators.env)!.smartId, uuid: "11111111-1111-1111-1111-111111111111" },
      },
      trust,
    )
    await expect(stranger.start({ method: "smart-id", personalCode: MARI })).rejects.toThrow(/401/)
  })
})

/** Signs `document` with Mobile-ID and polls it to OK; the same answer over another hash must fail. */
const signWithMobileId = async (provider: EidProvider, code: string, document: string, phoneNumber: string) => {
  const started = await provider.start({ method: "mobile-id", personalCode: code, phoneNumber, document: Buffer.from(document) })
  const ref = JSON.parse(started.providerRef)
  expect(await pollAll(provider, "mobile-id", code, started.providerRef), code).toEqual(["RUNNING", "RUNNING", "OK"])
  const other = { ...ref, hash: createHash("sha256").update(`${document} muudetud`).digest("base64") }
  expect(await provider.poll({ method: "mobile-id", personalCode: code, providerRef: JSON.stringify(other) })).toBe("FAILED")
  return ref
}

describe("Mobile-ID REST API client against the simulator over HTTP", () => {
  it("authenticates: the code is the 13 bits of the hash sent, then OK after the signature and certificate are verified", async () => {
    const started = await eid.start({ method: "mobile-id", personalCode: MARI, phoneNumber: "51234567" })
    const ref = JSON.parse(started.providerRef)
    expect(started.verificationCode).toBe(mobileIdVerificationCode(Buffer.from(ref.hash, "base64")))
    expect(await pollAll(eid, "mobile-id", MARI, started.providerRef)).toEqual(["RUNNING", "RUNNING", "OK"])
  })

  it("signs a document with the certificate fetched first; another hash does not verify", async () => {
    const ref = await signWithMobileId(eid, MARI, "agreement", "+37251234567")
    expect(ref.hash).toBe(createHash("sha256").update("agreement").digest("base64"))
  })

  it("refuses a cancelled session, a revoked certificate and an expired one", async () => {
    for (const code of [SIMULATOR_FAILING_CODE, REVOKED_DEMO_CARD]) {
      const started = await eid.start({ method: "mobile-id", personalCode: code, phoneNumber: "51234567" })
      expect(await pollAll(eid, "mobile-id", code, started.providerRef)).toEqual(["RUNNING", "RUNNING", "FAILED"])
    }
    const expiringEid = eidProviders(eidConfigFromEnv(expiring.env)!, trust)
    const started = await expiringEid.start({ method: "mobile-id", personalCode: EXPIRED, phoneNumber: "51234567" })
    expect(await pollAll(expiringEid, "mobile-id", EXPIRED, started.providerRef)).toEqual(["RUNNING", "RUNNING", "FAILED"])
  })

  it("EC certificates (P-256, P-384): raw r‖s ECDSA answers verify for sign-in and signing; another hash does not", async () => {
    const ecEid = eidProviders(eidConfigFromEnv(expiring.env)!, trust)
    for (const code of [EC_P256, EC_P384]) {
      const signIn = await ecEid.start({ method: "mobile-id", personalCode: code, phoneNumber: "51234567" })
      expect(await pollAll(ecEid, "mobile-id", code, signIn.providerRef), code).toEqual(["RUNNING", "RUNNING", "OK"])
      const ref = await signWithMobileId(ecEid, code, "leping", "51234567")
      const cert = new X509Certificate(Buffer.from(ref.cert, "base64"))
      expect(cert.publicKey.asymmetricKeyType).toBe("ec")
      expect(cert.publicKey.asymmetricKeyDetails?.namedCurve).toBe(code === EC_P256 ? "prime256v1" : "secp384r1")
    }
  })

  it("a poll of one provider's session as the other's fails", async () => {
    const started = await eid.start({ method: "mobile-id", personalCode: MARI, phoneNumber: "51234567" })
    expect(await eid.poll({ method: "smart-id", personalCode: MARI, providerRef: started.providerRef })).toBe("FAILED")
  })
})
