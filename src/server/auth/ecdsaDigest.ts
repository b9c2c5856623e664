import { createPublicKey, type KeyObject } from "node:crypto"
import { p256, p384 } from "@noble/curves/nist.js"

/**
 * ECDSA over a digest computed elsewhere, on NIST P-256 and P-384: Mobile-ID's EC keys sign the hash they were
 * sent, and answer the signature raw, r‖s (each as long as the curve's order). Node's crypto signs and verifies
 * data only (it hashes first), so the curve arithmetic is @noble/curves' (audited, maintained), given the digest
 * as the message (`prehash: false`) and accepting either s (`lowS: false`: ECDSA outside Bitcoin does not
 * normalise it). The key's point comes from Node's own KeyObject (JWK).
 */
const CURVES = { "P-256": p256, "P-384": p384 } as const
type CurveName = keyof typeof CURVES

const isCurveName = (name: string | undefined): name is CurveName => name === "P-256" || name === "P-384"

/** The curve and the uncompressed SEC1 point (04 ‖ x ‖ y) of an EC key on P-256 or P-384. */
const curveAndPoint = (key: KeyObject): { name: CurveName; point: Uint8Array } | undefined => {
  if (key.asymmetricKeyType !== "ec") return undefined
  const jwk = (key.type === "private" ? createPublicKey(key) : key).export({ format: "jwk" })
  if (!isCurveName(jwk.crv) || !jwk.x || !jwk.y) return undefined
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x, "base64url"), Buffer.from(jwk.y, "base64url")])
  return { name: jwk.crv, point }
}

/** The curve's name of an EC key this module can verify with ("P-256", "P-384"), else undefined. */
export const ecCurveOf = (key: KeyObject): string | undefined => curveAndPoint(key)?.name

/** Verifies a raw r‖s ECDSA signature over `digest` with an EC public key (P-256 or P-384). */
export function ecdsaVerifyDigest(key: KeyObject, digest: Uint8Array, signature: Uint8Array): boolean {
  const found = curveAndPoint(key)
  if (!found) return false
  const curve = CURVES[found.name]
  if (signature.length !== curve.lengths.signature) return false
  try {
    return curve.verify(signature, digest, found.point, { prehash: false, lowS: false, format: "compact" })
  } catch {
    return false
  }
}

/** Signs `digest` with an EC private key (P-256 or P-384), raw r‖s: the demo's Mobile-ID simulator signs so. */
export function ecdsaSignDigest(privateKey: KeyObject, digest: Uint8Array): Buffer {
  const jwk = privateKey.export({ format: "jwk" })
  if (!isCurveName(jwk.crv) || !jwk.d) throw new Error("ecdsaSignDigest: a P-256 or P-384 private key is needed")
  const signature = CURVES[jwk.crv].sign(digest, Buffer.from(jwk.d, "base64url"), { prehash: false, lowS: false, format: "compact" })
  return Buffer.from(signature)
}
