import "reflect-metadata"
import { createHash, createPublicKey, randomBytes, verify } from "node:crypto"
import {
  BasicOCSPResponse,
  CertID,
  id_kp_OCSPSigning,
  id_pkix_ocsp_basic,
  id_pkix_ocsp_nonce,
  OCSPRequest,
  OCSPResponse,
  OCSPResponseStatus,
  Request,
  TBSRequest,
} from "@peculiar/asn1-ocsp"
import { AsnConvert, OctetString } from "@peculiar/asn1-schema"
import { AlgorithmIdentifier, Certificate, Extension } from "@peculiar/asn1-x509"
import * as x509 from "@peculiar/x509"

/** The OCSP exchange of RFC 6960 as Web eID makes it: the certificate's own responder, a nonce, the issuer's signature. */

/** Sends a DER OCSP request to a responder's URL and answers its DER response. */
export type OcspTransport = (url: string, request: Uint8Array<ArrayBuffer>) => Promise<Uint8Array>

export type OcspVerdict = "GOOD" | "REVOKED" | "UNKNOWN"

const SHA1 = "1.3.14.3.2.26"
const sha1 = (data: ArrayBuffer | Uint8Array) => createHash("sha1").update(new Uint8Array(data)).digest()
const hex = (data: ArrayBuffer) => Buffer.from(data).toString("hex")
/** A response older (or newer) than this is not about now. */
const MAX_SKEW_MS = 15 * 60_000

/** The certificate's id in OCSP: SHA-1 of the issuer's name and key, and its serial. */
export function certIdOf(cert: x509.X509Certificate, issuer: x509.X509Certificate): CertID {
  const issuerAsn = AsnConvert.parse(issuer.rawData, Certificate)
  return new CertID({
    hashAlgorithm: new AlgorithmIdentifier({ algorithm: SHA1, parameters: null }),
    issuerNameHash: new OctetString(sha1(AsnConvert.serialize(issuerAsn.tbsCertificate.subject))),
    issuerKeyHash: new OctetString(sha1(issuerAsn.tbsCertificate.subjectPublicKeyInfo.subjectPublicKey)),
    serialNumber: AsnConvert.parse(cert.rawData, Certificate).tbsCertificate.serialNumber,
  })
}

const sameId = (a: CertID, b: CertID) =>
  hex(a.serialNumber) === hex(b.serialNumber) &&
  hex(a.issuerKeyHash.buffer) === hex(b.issuerKeyHash.buffer) &&
  hex(a.issuerNameHash.buffer) === hex(b.issuerNameHash.buffer)

/** The nonce extension of a request or response, if any. */
export const nonceOf = (extensions: ReadonlyArray<Extension> | undefined): string | undefined => {
  const ext = extensions?.find((e) => e.extnID === id_pkix_ocsp_nonce)
  return ext ? hex(AsnConvert.parse(ext.extnValue.buffer, OctetString).buffer) : undefined
}
export const nonceExtension = (nonce: Buffer) =>
  new Extension({ extnID: id_pkix_ocsp_nonce, extnValue: new OctetString(AsnConvert.serialize(new OctetString(nonce))) })

/** Node's hash name of a signature algorithm OCSP responders use (RSA and ECDSA with SHA-2). */
const HASH_OF: Record<string, string> = {
  "1.2.840.113549.1.1.11": "sha256",
  "1.2.840.113549.1.1.12": "sha384",
  "1.2.840.113549.1.1.13": "sha512",
  "1.2.840.10045.4.3.2": "sha256",
  "1.2.840.10045.4.3.3": "sha384",
  "1.2.840.10045.4.3.4": "sha512",
}

/** The response is signed by the issuer itself, or by a responder certificate the issuer gave OCSP signing. */
async function signedByIssuer(basic: BasicOCSPResponse, issuer: x509.X509Certificate, at: Date): Promise<boolean> {
  const hash = HASH_OF[basic.signatureAlgorithm.algorithm]
  if (!hash || !basic.tbsResponseDataRaw) return false
  const check = (spkiDer: ArrayBuffer) =>
    verify(
      hash,
      new Uint8Array(basic.tbsResponseDataRaw!),
      createPublicKey({ key: Buffer.from(spkiDer), format: "der", type: "spki" }),
      new Uint8Array(basic.signature),
    )
  if (check(issuer.publicKey.rawData)) return true
  for (const certAsn of basic.certs ?? []) {
    const responder = new x509.X509Certificate(AsnConvert.serialize(certAsn))
    const eku = responder.getExtension(x509.ExtendedKeyUsageExtension)
    const delegated =
      eku?.usages.includes(id_kp_OCSPSigning) &&
      (await responder.verify({ publicKey: issuer.publicKey, date: at })) &&
      check(responder.publicKey.rawData)
    if (delegated) return true
  }
  return false
}

/**
 * The revocation status of `cert` (issued by `issuer`) from the responder in its Authority Information
 * Access, or UNKNOWN when there is none, it cannot be reached, its answer is unsigned, stale or not
 * about this certificate, or does not repeat the nonce.
 */
export async function ocspStatus(
  cert: x509.X509Certificate,
  issuer: x509.X509Certificate,
  transport: OcspTransport,
  now: Date,
): Promise<OcspVerdict> {
  const url = cert.getExtension(x509.AuthorityInfoAccessExtension)?.ocsp.find((name) => name.type === "url")?.value
  if (!url) return "UNKNOWN"
  const certId = certIdOf(cert, issuer)
  const nonce = randomBytes(32)
  const request = new OCSPRequest({
    tbsRequest: new TBSRequest({ requestList: [new Request({ reqCert: certId })], requestExtensions: [nonceExtension(nonce)] }),
  })
  try {
    const response = AsnConvert.parse(await transport(url, new Uint8Array(AsnConvert.serialize(request))), OCSPResponse)
    if (response.responseStatus !== OCSPResponseStatus.successful || response.responseBytes?.responseType !== id_pkix_ocsp_basic)
      return "UNKNOWN"
    const basic = AsnConvert.parse(response.responseBytes.response.buffer, BasicOCSPResponse)
    if (!(await signedByIssuer(basic, issuer, now))) return "UNKNOWN"
    if (nonceOf(basic.tbsResponseData.responseExtensions) !== nonce.toString("hex")) return "UNKNOWN"
    const single = basic.tbsResponseData.responses.find((r) => sameId(r.certID, certId))
    if (!single || Math.abs(single.thisUpdate.getTime() - now.getTime()) > MAX_SKEW_MS) return "UNKNOWN"
    if (single.certStatus.revoked) return single.certStatus.revoked.revocationTime.getTime() <= now.getTime() ? "REVOKED" : "GOOD"
    return single.certStatus.good === null ? "GOOD" : "UNKNOWN"
  } catch {
    return "UNKNOWN"
  }
}
