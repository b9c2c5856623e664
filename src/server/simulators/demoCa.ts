import "reflect-metadata"
import { createHash, createPrivateKey, createPublicKey, type KeyObject, webcrypto } from "node:crypto"
import { readFileSync } from "node:fs"
import * as x509 from "@peculiar/x509"
import { configuredOrigin } from "../http/publicOrigin"

/**
 * The demo's ID-card CA (made by scripts/demo-ca.ts): the simulated cards' certificates chain to it and
 * the simulated OCSP responder (simulators/ocsp.ts) signs for it. The server trusts it in demo mode only
 * (auth/eidTrust.ts); its key is public in this repository, so it proves nothing anywhere else.
 */
// Read on first use, never at import: the production start imports this module but uses none of it,
// and its compiled server has no demoCaPem folder beside it.
const dir = new URL("./demoCaPem/", import.meta.url)
let files: { readonly key: KeyObject; readonly certificate: x509.X509Certificate } | undefined
const demoCa = () => {
  files ??= {
    key: createPrivateKey(readFileSync(new URL("ca.key.pem", dir), "utf8")),
    certificate: new x509.X509Certificate(readFileSync(new URL("ca.crt.pem", dir), "utf8")),
  }
  return files
}
export const demoCaKey = (): KeyObject => demoCa().key
export const demoCaCertificate = (): x509.X509Certificate => demoCa().certificate

/** The demo card the simulated OCSP responder answers "revoked" for (its holder is no demo user). */
export const REVOKED_DEMO_CARD = "39001010000"
/** Where the demo responder answers, under the API. */
export const DEMO_OCSP_PATH = "/v1/demo/ocsp"

/** A card has an authentication certificate (digital signature) and a signing one (non-repudiation). */
export type CardPurpose = "authentication" | "signing"

export interface CertificateSubject {
  /** Full name; given name and surname are split at the last space. */
  readonly name: string
  readonly personalCode: string
}

export interface IssueOptions {
  readonly notBefore?: Date
  readonly notAfter?: Date
  /** Another CA (tests: a self-made one); the demo CA by default. */
  readonly issuer?: { readonly key: KeyObject; readonly certificate: x509.X509Certificate }
  /** The key usage bits; the purpose's by default. */
  readonly keyUsage?: x509.KeyUsageFlags
}

const RSA = { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" }

/** The demo serial of a card's certificate: the OCSP responder recognises the revoked card's by it. */
export const demoSerial = (personalCode: string, purpose: CardPurpose): string => {
  const bytes = createHash("sha256").update(`${purpose}|${personalCode}`).digest().subarray(0, 16)
  bytes[0] = (bytes[0]! & 0x3f) | 0x10
  return bytes.toString("hex")
}

/**
 * An ESTEID-shaped certificate (CN "SURNAME,GIVEN,CODE", serialNumber "PNOEE-CODE", the purpose's key
 * usage, the demo OCSP responder in its Authority Information Access) for `cardKey`, issued by the demo CA.
 */
export async function issueCardCertificate(
  subject: CertificateSubject,
  cardKey: KeyObject,
  purpose: CardPurpose,
  options: IssueOptions = {},
): Promise<Buffer> {
  const at = subject.name.lastIndexOf(" ")
  const given = (at > 0 ? subject.name.slice(0, at) : subject.name).toUpperCase()
  const surname = (at > 0 ? subject.name.slice(at + 1) : subject.name).toUpperCase()
  const issuer = options.issuer ?? { key: demoCaKey(), certificate: demoCaCertificate() }
  const der = (key: KeyObject, type: "pkcs8" | "spki") => key.export({ type, format: "der" })
  const signingKey = await webcrypto.subtle.importKey("pkcs8", der(issuer.key, "pkcs8"), RSA, false, ["sign"])
  // The card's key may be RSA or EC (P-256, P-384: Mobile-ID's newer certificates); the CA signs with RSA either way.
  const curve = cardKey.asymmetricKeyType === "ec" ? cardKey.asymmetricKeyDetails?.namedCurve : undefined
  const cardAlgorithm = curve ? { name: "ECDSA", namedCurve: curve === "secp384r1" ? "P-384" : "P-256" } : RSA
  const publicKey = await webcrypto.subtle.importKey("spki", der(createPublicKey(cardKey), "spki"), cardAlgorithm, true, ["verify"])
  const usage = options.keyUsage ?? (purpose === "signing" ? x509.KeyUsageFlags.nonRepudiation : x509.KeyUsageFlags.digitalSignature)
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: demoSerial(subject.personalCode, purpose),
    subject: [
      { C: ["EE"] },
      { CN: [`${surname},${given},${subject.personalCode}`] },
      { "2.5.4.4": [surname] },
      { "2.5.4.42": [given] },
      { "2.5.4.5": [`PNOEE-${subject.personalCode}`] },
    ],
    issuer: issuer.certificate.subjectName,
    notBefore: options.notBefore ?? new Date("2025-01-01T00:00:00Z"),
    notAfter: options.notAfter ?? new Date("2035-01-01T00:00:00Z"),
    signingAlgorithm: RSA,
    publicKey,
    signingKey,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(usage, true),
      new x509.AuthorityInfoAccessExtension({ ocsp: [`${configuredOrigin()}${DEMO_OCSP_PATH}`] }),
    ],
  })
  return Buffer.from(cert.rawData)
}
