import { createHash, verify, X509Certificate } from "node:crypto"
import { strToU8, zipSync } from "fflate"

// XAdES (ETSI EN 319 132) signatures inside an ASiC-E container (ETSI EN 319 162), the BDOC 2.1 format.
const NS = {
  asic: "http://uri.etsi.org/02918/v1.2.1#",
  ds: "http://www.w3.org/2000/09/xmldsig#",
  xades: "http://uri.etsi.org/01903/v1.3.2#",
}
const C14N = "http://www.w3.org/2006/12/xml-c14n11"
const SHA256 = "http://www.w3.org/2001/04/xmlenc#sha256"
const RSA_SHA256 = "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"
const ECDSA_SHA256 = "http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256"
export const ASICE_MIMETYPE = "application/vnd.etsi.asic-e+zip"

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")
const sha256b64 = (data: Buffer | string) => createHash("sha256").update(data).digest("base64")

export interface SignatureInput {
  /** Id of the signature in its file, e.g. S0. */
  readonly id: string
  readonly fileName: string
  readonly document: Buffer
  readonly certificate: Buffer
  /** ISO time, seconds precision, Z. */
  readonly signingTime: string
}

const signedPropertiesXml = (s: SignatureInput, nsDecl: string) => {
  const cert = new X509Certificate(s.certificate)
  return (
    `<xades:SignedProperties${nsDecl} Id="${s.id}-SignedProperties">` +
    `<xades:SignedSignatureProperties>` +
    `<xades:SigningTime>${s.signingTime}</xades:SigningTime>` +
    `<xades:SigningCertificateV2><xades:Cert><xades:CertDigest>` +
    `<ds:DigestMethod Algorithm="${SHA256}"></ds:DigestMethod><ds:DigestValue>${sha256b64(s.certificate)}</ds:DigestValue>` +
    `</xades:CertDigest><xades:IssuerSerialV2>${esc(Buffer.from(cert.serialNumber, "hex").toString("base64"))}</xades:IssuerSerialV2></xades:Cert></xades:SigningCertificateV2>` +
    `</xades:SignedSignatureProperties>` +
    `<xades:SignedDataObjectProperties><xades:DataObjectFormat ObjectReference="#${s.id}-RefId0"><xades:MimeType>application/pdf</xades:MimeType></xades:DataObjectFormat></xades:SignedDataObjectProperties>` +
    `</xades:SignedProperties>`
  )
}

// Canonical XML 1.1 of an element renders the namespaces in scope on it: the three of the root.
const inScope = ` xmlns:asic="${NS.asic}" xmlns:ds="${NS.ds}" xmlns:xades="${NS.xades}"`

const isEc = (certificate: Buffer) => new X509Certificate(certificate).publicKey.asymmetricKeyType === "ec"

const signedInfoXml = (s: SignatureInput, nsDecl: string) =>
  `<ds:SignedInfo${nsDecl}>` +
  `<ds:CanonicalizationMethod Algorithm="${C14N}"></ds:CanonicalizationMethod>` +
  `<ds:SignatureMethod Algorithm="${isEc(s.certificate) ? ECDSA_SHA256 : RSA_SHA256}"></ds:SignatureMethod>` +
  `<ds:Reference Id="${s.id}-RefId0" URI="${encodeURIComponent(s.fileName)}"><ds:DigestMethod Algorithm="${SHA256}"></ds:DigestMethod><ds:DigestValue>${sha256b64(s.document)}</ds:DigestValue></ds:Reference>` +
  `<ds:Reference Id="${s.id}-RefId1" Type="http://uri.etsi.org/01903#SignedProperties" URI="#${s.id}-SignedProperties"><ds:DigestMethod Algorithm="${SHA256}"></ds:DigestMethod><ds:DigestValue>${sha256b64(signedPropertiesXml(s, inScope))}</ds:DigestValue></ds:Reference>` +
  `</ds:SignedInfo>`

/** What the signer signs: the canonical SignedInfo; the card (or Smart-ID) signs its SHA-256. */
export const canonicalSignedInfo = (s: SignatureInput): string => signedInfoXml(s, inScope)
export const digestToSign = (s: SignatureInput): Buffer => createHash("sha256").update(canonicalSignedInfo(s)).digest()

/** Checks a signature value over the SignedInfo with the certificate's key (RSA PKCS#1 v1.5 or raw ECDSA). */
export const verifySignatureValue = (s: SignatureInput, signature: Buffer): boolean => {
  const key = new X509Certificate(s.certificate).publicKey
  try {
    return isEc(s.certificate)
      ? verify("sha256", Buffer.from(canonicalSignedInfo(s)), { key, dsaEncoding: "ieee-p1363" }, signature)
      : verify("sha256", Buffer.from(canonicalSignedInfo(s)), key, signature)
  } catch {
    return false
  }
}

/** One signature file of the container: META-INF/signatures{n}.xml. */
export const xadesDocument = (s: SignatureInput, signatureValue: Buffer): string =>
  `<?xml version="1.0" encoding="UTF-8" standalone="no"?>` +
  `<asic:XAdESSignatures${inScope}>` +
  `<ds:Signature Id="${s.id}">` +
  signedInfoXml(s, "") +
  `<ds:SignatureValue Id="${s.id}-SIG">${signatureValue.toString("base64")}</ds:SignatureValue>` +
  `<ds:KeyInfo><ds:X509Data><ds:X509Certificate>${s.certificate.toString("base64")}</ds:X509Certificate></ds:X509Data></ds:KeyInfo>` +
  `<ds:Object><xades:QualifyingProperties Target="#${s.id}">${signedPropertiesXml(s, "")}</xades:QualifyingProperties></ds:Object>` +
  `</ds:Signature></asic:XAdESSignatures>`

const manifest = (fileName: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n` +
  `<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">\n` +
  `  <manifest:file-entry manifest:full-path="/" manifest:media-type="${ASICE_MIMETYPE}"/>\n` +
  `  <manifest:file-entry manifest:full-path="${esc(fileName)}" manifest:media-type="application/pdf"/>\n` +
  `</manifest:manifest>\n`

/**
 * The BDOC: `mimetype` first and stored (readers sniff it at offset 38), then the manifest, the
 * document and one XAdES file per signature.
 */
export function asiceContainer(fileName: string, document: Buffer, signatures: ReadonlyArray<string>): Uint8Array {
  const entries: Record<string, [Uint8Array, { level: 0 | 6 }]> = {
    mimetype: [strToU8(ASICE_MIMETYPE), { level: 0 }],
    "META-INF/manifest.xml": [strToU8(manifest(fileName)), { level: 6 }],
    [fileName]: [new Uint8Array(document), { level: 6 }],
  }
  signatures.forEach((xml, i) => {
    entries[`META-INF/signatures${i}.xml`] = [strToU8(xml), { level: 6 }]
  })
  // fflate keeps insertion order, so mimetype is the first local header.
  return zipSync(entries)
}
