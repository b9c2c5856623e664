import "reflect-metadata"
import { createHash, sign } from "node:crypto"
import {
  BasicOCSPResponse,
  CertStatus,
  id_pkix_ocsp_basic,
  KeyHash,
  OCSPRequest,
  OCSPResponse,
  OCSPResponseStatus,
  ResponderID,
  ResponseBytes,
  ResponseData,
  RevokedInfo,
  SingleResponse,
} from "@peculiar/asn1-ocsp"
import { AsnConvert, OctetString } from "@peculiar/asn1-schema"
import { AlgorithmIdentifier, Certificate } from "@peculiar/asn1-x509"
import type { Hono } from "hono"
import { nonceExtension, nonceOf } from "../auth/ocsp"
import type { AppEnv } from "../context"
import { demoMode } from "../demo"
import { notFound, errorResponse } from "../http/errors"
import { DEMO_OCSP_PATH, demoCaCertificate, demoCaKey, demoSerial, REVOKED_DEMO_CARD } from "./demoCa"

/**
 * The demo CA's OCSP responder (RFC 6960 over HTTP, demo mode only): "revoked" for both certificates of
 * the revoked demo card, "good" for the demo CA's other serials, "unknown" for other issuers. Signed
 * with the demo CA's key, repeating the request's nonce.
 */
const hex = (data: ArrayBuffer) => Buffer.from(data).toString("hex")
const REVOKED_SERIALS = new Set([demoSerial(REVOKED_DEMO_CARD, "authentication"), demoSerial(REVOKED_DEMO_CARD, "signing")])
const REVOKED_AT = new Date("2025-06-01T00:00:00Z")
let caKeyHashHex: string | undefined
/** SHA-1 of the demo CA's public key, as OCSP names an issuer (computed on first use, as the CA is read). */
const caKeyHash = () => {
  caKeyHashHex ??= createHash("sha1")
    .update(new Uint8Array(AsnConvert.parse(demoCaCertificate().rawData, Certificate).tbsCertificate.subjectPublicKeyInfo.subjectPublicKey))
    .digest("hex")
  return caKeyHashHex
}

/** The DER answer to a DER OCSP request. */
export function demoOcspAnswer(requestDer: Uint8Array, now = new Date()): Uint8Array<ArrayBuffer> {
  let request: OCSPRequest
  try {
    request = AsnConvert.parse(requestDer, OCSPRequest)
  } catch {
    return new Uint8Array(AsnConvert.serialize(new OCSPResponse({ responseStatus: OCSPResponseStatus.malformedRequest })))
  }
  const responses = request.tbsRequest.requestList.map(({ reqCert }) => {
    const ours = hex(reqCert.issuerKeyHash.buffer) === caKeyHash()
    const serial = hex(reqCert.serialNumber).replace(/^00/, "")
    const certStatus = !ours
      ? new CertStatus({ unknown: null })
      : REVOKED_SERIALS.has(serial)
        ? new CertStatus({ revoked: new RevokedInfo({ revocationTime: REVOKED_AT }) })
        : new CertStatus({ good: null })
    return new SingleResponse({ certID: reqCert, certStatus, thisUpdate: now })
  })
  const nonce = nonceOf(request.tbsRequest.requestExtensions)
  const tbs = new ResponseData({
    responderID: new ResponderID({ byKey: new KeyHash(Buffer.from(caKeyHash(), "hex")) }),
    producedAt: now,
    responses,
    ...(nonce ? { responseExtensions: [nonceExtension(Buffer.from(nonce, "hex"))] } : {}),
  })
  const signature = sign("sha256", new Uint8Array(AsnConvert.serialize(tbs)), demoCaKey())
  const basic = new BasicOCSPResponse({
    tbsResponseData: tbs,
    signatureAlgorithm: new AlgorithmIdentifier({ algorithm: "1.2.840.113549.1.1.11", parameters: null }),
    signature: new Uint8Array(signature).buffer,
  })
  const response = new OCSPResponse({
    responseStatus: OCSPResponseStatus.successful,
    responseBytes: new ResponseBytes({ responseType: id_pkix_ocsp_basic, response: new OctetString(AsnConvert.serialize(basic)) }),
  })
  return new Uint8Array(AsnConvert.serialize(response))
}

/** POST /v1/demo/ocsp (application/ocsp-request), answering only in demo mode. */
export function ocspSimulatorRoutes(api: Hono<AppEnv>): void {
  api.post(DEMO_OCSP_PATH.replace(/^\/v1/, ""), async (c) => {
    if (!demoMode()) return errorResponse(c, notFound("The demo OCSP responder exists only in demo mode"))
    const answer = demoOcspAnswer(new Uint8Array(await c.req.arrayBuffer()))
    return c.body(answer, 200, { "content-type": "application/ocsp-response" })
  })
}
