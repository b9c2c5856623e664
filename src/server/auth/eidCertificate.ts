import "reflect-metadata"
import * as x509 from "@peculiar/x509"
import { type OcspTransport, ocspStatus } from "./ocsp"

/**
 * An ID card's certificate checked as Web eID checks it: issued by a trusted CA (signature and the CA's
 * own validity), valid at the time of use, the key usage of its purpose (digital signature for sign-in,
 * non-repudiation for signing) and not revoked, by OCSP from its own responder.
 */
export type CertificateRefusal = "CERT_UNTRUSTED" | "CERT_EXPIRED" | "CERT_REVOKED" | "CERT_USAGE"
export type CertificatePurpose = "authentication" | "signing"

export interface EidTrust {
  /** The CA certificates that may issue ID-card certificates (the ESTEID CAs; the demo CA in demo mode). */
  readonly anchors: () => ReadonlyArray<x509.X509Certificate>
  readonly ocsp: OcspTransport
}

const USAGE: Record<CertificatePurpose, x509.KeyUsageFlags> = {
  authentication: x509.KeyUsageFlags.digitalSignature,
  signing: x509.KeyUsageFlags.nonRepudiation,
}

const within = (at: Date, cert: x509.X509Certificate) => cert.notBefore.getTime() <= at.getTime() && at.getTime() <= cert.notAfter.getTime()

/** The trusted CA that issued `cert`, if any. */
async function issuerOf(cert: x509.X509Certificate, trust: EidTrust, at: Date): Promise<x509.X509Certificate | undefined> {
  for (const anchor of trust.anchors()) {
    if (anchor.subject !== cert.issuer || !within(at, anchor)) continue
    if (await cert.verify({ publicKey: anchor.publicKey, signatureOnly: true })) return anchor
  }
  return undefined
}

/** Undefined when the certificate (DER) may be used for `purpose` at `at`; else why not. */
export async function checkCertificate(
  der: Uint8Array,
  purpose: CertificatePurpose,
  trust: EidTrust,
  at: Date = new Date(),
): Promise<CertificateRefusal | undefined> {
  let cert: x509.X509Certificate
  try {
    cert = new x509.X509Certificate(new Uint8Array(der))
  } catch {
    return "CERT_UNTRUSTED"
  }
  const issuer = await issuerOf(cert, trust, at)
  if (!issuer) return "CERT_UNTRUSTED"
  if (!within(at, cert)) return "CERT_EXPIRED"
  const usage = cert.getExtension(x509.KeyUsagesExtension)
  if (!usage || (usage.usages & USAGE[purpose]) === 0) return "CERT_USAGE"
  const status = await ocspStatus(cert, issuer, trust.ocsp, at)
  if (status === "REVOKED") return "CERT_REVOKED"
  if (status !== "GOOD") return "CERT_UNTRUSTED"
  return undefined
}
