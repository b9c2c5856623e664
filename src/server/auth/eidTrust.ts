import "reflect-metadata"
import { readFileSync } from "node:fs"
import * as x509 from "@peculiar/x509"
import { demoMode } from "../demo"
import { demoCaCertificate } from "../simulators/demoCa"
import type { EidTrust } from "./eidCertificate"
import type { OcspTransport } from "./ocsp"

/**
 * The CAs whose ID-card certificates sign people in and sign agreements: the PEM files that
 * `EID_TRUST_ANCHORS` names (comma-separated paths, each file one or more certificates: the ESTEID
 * CAs in production), and the demo CA only while demo mode is on. A file that cannot be read stops the
 * start: a server that trusts nothing it was told to trust should not run.
 */
let loaded: { readonly setting: string; readonly anchors: ReadonlyArray<x509.X509Certificate> } | undefined

export function configuredAnchors(setting = process.env.EID_TRUST_ANCHORS ?? ""): ReadonlyArray<x509.X509Certificate> {
  if (loaded?.setting === setting) return loaded.anchors
  const files = setting
    .split(",")
    .map((path) => path.trim())
    .filter(Boolean)
  const anchors = files.flatMap((file) => {
    const pems = readFileSync(file, "utf8").match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? []
    if (pems.length === 0) throw new Error(`EID_TRUST_ANCHORS: ${file} holds no PEM certificate`)
    return pems.map((pem) => new x509.X509Certificate(pem))
  })
  loaded = { setting, anchors }
  return anchors
}

/** The trust of ID-card certificates: configured anchors (+ the demo CA in demo mode), OCSP over `ocsp`. */
export const eidTrust = (ocsp: OcspTransport): EidTrust => ({
  anchors: () => (demoMode() ? [demoCaCertificate(), ...configuredAnchors()] : configuredAnchors()),
  ocsp,
})

/** OCSP over HTTP (RFC 6960 §A.1 POST), 5 seconds at most. */
export const httpOcsp: OcspTransport = async (url, request) => {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/ocsp-request", accept: "application/ocsp-response" },
    body: request,
    signal: AbortSignal.timeout(5000),
  })
  if (!res.ok) throw new Error(`OCSP ${url}: ${res.status}`)
  return new Uint8Array(await res.arrayBuffer())
}
