import { createHash, generateKeyPairSync, sign, verify } from "node:crypto"
import { describe, expect, it } from "vitest"
import { ecCurveOf, ecdsaSignDigest, ecdsaVerifyDigest } from "../../../src/server/auth/ecdsaDigest"

/** Node signs data (hashing it first): its signature of `data` is one over the digest of `data`. */
describe("ECDSA over a digest (Mobile-ID's EC signatures, raw r‖s)", () => {
  for (const [curve, hash] of [
    ["P-256", "sha256"],
    ["P-384", "sha256"],
    ["P-384", "sha384"],
  ] as const) {
    it(`${curve} with ${hash}: Node's signatures verify, ours verify in Node, a changed bit or another key does not`, () => {
      const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: curve })
      const other = generateKeyPairSync("ec", { namedCurve: curve }).publicKey
      expect(ecCurveOf(publicKey)).toBe(curve)
      for (let i = 0; i < 3; i++) {
        const data = Buffer.from(`challenge ${i} ${curve}`)
        const digest = createHash(hash).update(data).digest()
        const theirs = sign(hash, data, { key: privateKey, dsaEncoding: "ieee-p1363" })
        expect(ecdsaVerifyDigest(publicKey, digest, theirs)).toBe(true)
        const ours = ecdsaSignDigest(privateKey, digest)
        expect(verify(hash, data, { key: publicKey, dsaEncoding: "ieee-p1363" }, ours)).toBe(true)
        expect(ecdsaVerifyDigest(publicKey, digest, ours)).toBe(true)
        expect(ecdsaVerifyDigest(other, digest, ours)).toBe(false)
        const flipped = Buffer.from(ours)
        flipped[flipped.length - 1] ^= 1
        expect(ecdsaVerifyDigest(publicKey, digest, flipped)).toBe(false)
        const changed = Buffer.from(digest)
        changed[0] ^= 0x80
        expect(ecdsaVerifyDigest(publicKey, changed, ours)).toBe(false)
      }
    })
  }

  it("refuses malformed signatures and keys it cannot use", () => {
    const { publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" })
    const digest = createHash("sha256").update("x").digest()
    expect(ecdsaVerifyDigest(publicKey, digest, Buffer.alloc(64))).toBe(false) // r = s = 0
    expect(ecdsaVerifyDigest(publicKey, digest, Buffer.alloc(63, 1))).toBe(false) // wrong length
    expect(ecdsaVerifyDigest(publicKey, digest, Buffer.alloc(64, 0xff))).toBe(false) // r, s ≥ n
    const rsa = generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey
    expect(ecCurveOf(rsa)).toBeUndefined()
    expect(ecdsaVerifyDigest(rsa, digest, Buffer.alloc(64, 1))).toBe(false)
    const k1 = generateKeyPairSync("ec", { namedCurve: "secp256k1" }).publicKey
    expect(ecdsaVerifyDigest(k1, digest, Buffer.alloc(64, 1))).toBe(false)
  })
})
