import { createHash } from "node:crypto"

/**
 * The verification codes the person compares on the phone, derived from the hash as SK specifies them.
 *
 * Smart-ID RP API v3 (notification-based authentication): SHA-256 of the rpChallenge bytes, its two
 * rightmost bytes as a big-endian unsigned integer, modulo 10 000, four digits.
 */
export function smartIdVerificationCode(rpChallenge: Uint8Array): string {
  const hash = createHash("sha256").update(rpChallenge).digest()
  return String(hash.readUInt16BE(hash.length - 2) % 10_000).padStart(4, "0")
}

/**
 * Mobile-ID REST API (§2.4.1): the 6 first bits and the 7 last bits of the hash sent to be signed, as
 * one 13-bit number (0000…8191), four digits.
 */
export function mobileIdVerificationCode(hash: Uint8Array): string {
  const first6 = hash[0]! >> 2
  const last7 = hash[hash.length - 1]! & 0x7f
  return String((first6 << 7) | last7).padStart(4, "0")
}
