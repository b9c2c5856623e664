import { X509Certificate } from "node:crypto"
import { certificateHolder } from "../simulators/idCardCertificate"
import { type CertificatePurpose, checkCertificate, type EidTrust } from "./eidCertificate"
import { log } from "../log"

/** A provider's address and the relying party's identity there (the UUID and name SK registered). */
export interface RelyingParty {
  readonly baseUrl: string
  readonly uuid: string
  readonly name: string
  /** Long polling: how long the provider may hold a session status request (timeoutMs). */
  readonly pollTimeoutMs?: number
}

export type EidStatus = "RUNNING" | "OK" | "FAILED"

/** JSON over HTTP to a provider, 10 s at most past its own long-polling time; any other status than 200 is an error. */
export async function providerCall(rp: RelyingParty, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${rp.baseUrl.replace(/\/$/, "")}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? { accept: "application/json" } : { "content-type": "application/json", accept: "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout((rp.pollTimeoutMs ?? 1000) + 10_000),
  })
  const json = await res.json().catch(() => undefined)
  return { status: res.status, json }
}

/** The start answer a provider must give, or a thrown error (a 500 at our edge: the provider failed us). */
export function started<T>(
  what: string,
  answer: { status: number; json: unknown },
  ok: (json: Record<string, unknown>) => T | undefined,
): T {
  const value =
    answer.status === 200 && answer.json && typeof answer.json === "object" ? ok(answer.json as Record<string, unknown>) : undefined
  if (value === undefined) throw new Error(`${what}: answered ${answer.status}`)
  return value
}

/**
 * The certificate of a provider's final answer checked as an ID card's is (trusted issuer, valid now,
 * the purpose's key usage, not revoked by OCSP) and its holder the person the session was started for.
 * The X.509 certificate when it holds; undefined (and a log line naming why) when not.
 */
export async function acceptedCertificate(
  provider: string,
  der: Buffer,
  purpose: CertificatePurpose,
  personalCode: string,
  trust: EidTrust,
): Promise<X509Certificate | undefined> {
  const refused = await checkCertificate(der, purpose, trust)
  if (refused) return refuse(provider, refused)
  const cert = new X509Certificate(der)
  if (certificateHolder(cert).personalCode !== personalCode) return refuse(provider, "SIGNER_MISMATCH")
  return cert
}

export function refuse(provider: string, why: string): undefined {
  log().warn(`[eid] ${provider} answer refused: ${why}`)
  return undefined
}

export const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64")
