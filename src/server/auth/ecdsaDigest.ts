import { createPublicKey, type KeyObject, randomBytes, timingSafeEqual } from "node:crypto"

/**
 * ECDSA over a digest computed elsewhere, on NIST P-256 and P-384 (FIPS 186-4 §6.4): Mobile-ID's EC keys sign
 * the hash they were sent, and answer the signature raw, r‖s (each as long as the curve's order). Node's crypto
 * signs and verifies data only (it hashes first), hence this: the curve arithmetic on BigInt, the key's point
 * from Node's own KeyObject (JWK), and every input checked (r, s in [1, n−1], the point on the curve).
 */

interface Curve {
  readonly p: bigint
  readonly a: bigint
  readonly b: bigint
  readonly n: bigint
  readonly g: Point
  readonly bytes: number
}
type Point = { readonly x: bigint; readonly y: bigint } | null

const hex = (h: string) => BigInt(`0x${h}`)
const P256: Curve = {
  p: hex("ffffffff00000001000000000000000000000000ffffffffffffffffffffffff"),
  a: hex("ffffffff00000001000000000000000000000000fffffffffffffffffffffffc"),
  b: hex("5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b"),
  n: hex("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551"),
  g: {
    x: hex("6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296"),
    y: hex("4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5"),
  },
  bytes: 32,
}
const P384: Curve = {
  p: hex("fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff"),
  a: hex("fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000fffffffc"),
  b: hex("b3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875ac656398d8a2ed19d2a85c8edd3ec2aef"),
  n: hex("ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973"),
  g: {
    x: hex("aa87ca22be8b05378eb1c71ef320ad746e1d3b628ba79b9859f741e082542a385502f25dbf55296c3a545e3872760ab7"),
    y: hex("3617de4a96262c6f5d9e98bf9292dc29f8f41dbd289a147ce9da3113b5f0b8c00a60b1ce1d7e819d7a431d7c90ea0e5f"),
  },
  bytes: 48,
}
const CURVES: Record<string, Curve> = { "P-256": P256, "P-384": P384 }

const mod = (a: bigint, m: bigint) => ((a % m) + m) % m
function inverse(a: bigint, m: bigint): bigint {
  let [r0, r1, t0, t1] = [mod(a, m), m, 1n, 0n]
  while (r1 !== 0n) {
    const q = r0 / r1
    ;[r0, r1, t0, t1] = [r1, r0 - q * r1, t1, t0 - q * t1]
  }
  return mod(t0, m)
}

/** Jacobian coordinates (x = X/Z², y = Y/Z³; Z = 0 is the point at infinity): one inversion per multiplication. */
type Jacobian = readonly [bigint, bigint, bigint]
const INFINITY: Jacobian = [1n, 1n, 0n]

/** Doubling for a = −3, both curves' (dbl-2001-b). */
function double(c: Curve, [x, y, z]: Jacobian): Jacobian {
  if (z === 0n || y === 0n) return INFINITY
  const delta = mod(z * z, c.p)
  const gamma = mod(y * y, c.p)
  const beta = mod(x * gamma, c.p)
  const alpha = mod(3n * (x - delta) * (x + delta), c.p)
  const x3 = mod(alpha * alpha - 8n * beta, c.p)
  const z3 = mod((y + z) * (y + z) - gamma - delta, c.p)
  return [x3, mod(alpha * (4n * beta - x3) - 8n * gamma * gamma, c.p), z3]
}

/** Addition (add-2007-bl). */
function add(c: Curve, a: Jacobian, b: Jacobian): Jacobian {
  if (a[2] === 0n) return b
  if (b[2] === 0n) return a
  const [x1, y1, z1] = a
  const [x2, y2, z2] = b
  const z1z1 = mod(z1 * z1, c.p)
  const z2z2 = mod(z2 * z2, c.p)
  const u1 = mod(x1 * z2z2, c.p)
  const u2 = mod(x2 * z1z1, c.p)
  const s1 = mod(y1 * z2 * z2z2, c.p)
  const s2 = mod(y2 * z1 * z1z1, c.p)
  if (u1 === u2) return s1 === s2 ? double(c, a) : INFINITY
  const h = mod(u2 - u1, c.p)
  const i = mod(4n * h * h, c.p)
  const j = mod(h * i, c.p)
  const r = mod(2n * (s2 - s1), c.p)
  const v = mod(u1 * i, c.p)
  const x3 = mod(r * r - j - 2n * v, c.p)
  return [x3, mod(r * (v - x3) - 2n * s1 * j, c.p), mod(((z1 + z2) * (z1 + z2) - z1z1 - z2z2) * h, c.p)]
}

function multiply(c: Curve, k: bigint, p: NonNullable<Point>): Jacobian {
  let result = INFINITY
  let addend: Jacobian = [p.x, p.y, 1n]
  for (let e = k; e > 0n; e >>= 1n) {
    if (e & 1n) result = add(c, result, addend)
    addend = double(c, addend)
  }
  return result
}

/** The affine x of a Jacobian point, or undefined at infinity. */
const affineX = (c: Curve, [x, , z]: Jacobian): bigint | undefined => {
  if (z === 0n) return undefined
  const zi = inverse(z, c.p)
  return mod(x * zi * zi, c.p)
}

const onCurve = (c: Curve, p: NonNullable<Point>) =>
  p.x < c.p && p.y < c.p && mod(p.y * p.y - (p.x * p.x * p.x + c.a * p.x + c.b), c.p) === 0n
const toInt = (bytes: Uint8Array) => (bytes.length === 0 ? 0n : BigInt(`0x${Buffer.from(bytes).toString("hex")}`))
const toBytes = (n: bigint, length: number) => Buffer.from(n.toString(16).padStart(length * 2, "0"), "hex")
/** The digest as the integer z: its leftmost bits, as many as the order has (FIPS 186-4 §6.4). */
const zOf = (c: Curve, digest: Uint8Array) => {
  const bits = c.n.toString(2).length
  const z = toInt(digest)
  return digest.length * 8 > bits ? z >> BigInt(digest.length * 8 - bits) : z
}

const curveAndPoint = (key: KeyObject): { c: Curve; q: NonNullable<Point> } | undefined => {
  if (key.asymmetricKeyType !== "ec") return undefined
  const jwk = (key.type === "private" ? createPublicKey(key) : key).export({ format: "jwk" })
  const c = jwk.crv ? CURVES[jwk.crv] : undefined
  if (!c || !jwk.x || !jwk.y) return undefined
  const q = { x: toInt(Buffer.from(jwk.x, "base64url")), y: toInt(Buffer.from(jwk.y, "base64url")) }
  return onCurve(c, q) ? { c, q } : undefined
}

/** The curve's name of an EC key this module can verify with ("P-256", "P-384"), else undefined. */
export const ecCurveOf = (key: KeyObject): string | undefined => {
  const found = curveAndPoint(key)
  return found ? (found.c === P256 ? "P-256" : "P-384") : undefined
}

/** Verifies a raw r‖s ECDSA signature over `digest` with an EC public key (P-256 or P-384). */
export function ecdsaVerifyDigest(key: KeyObject, digest: Uint8Array, signature: Uint8Array): boolean {
  const found = curveAndPoint(key)
  if (!found || signature.length !== 2 * found.c.bytes) return false
  const { c, q } = found
  const r = toInt(signature.subarray(0, c.bytes))
  const s = toInt(signature.subarray(c.bytes))
  if (r < 1n || r >= c.n || s < 1n || s >= c.n) return false
  const w = inverse(s, c.n)
  const x = affineX(c, add(c, multiply(c, mod(zOf(c, digest) * w, c.n), c.g!), multiply(c, mod(r * w, c.n), q)))
  if (x === undefined) return false
  return timingSafeEqual(toBytes(mod(x, c.n), c.bytes), toBytes(r, c.bytes))
}

/** Signs `digest` with an EC private key (P-256 or P-384), raw r‖s: the demo's Mobile-ID simulator signs so. */
export function ecdsaSignDigest(privateKey: KeyObject, digest: Uint8Array): Buffer {
  const jwk = privateKey.export({ format: "jwk" })
  const c = jwk.crv ? CURVES[jwk.crv] : undefined
  if (!c || !jwk.d) throw new Error("ecdsaSignDigest: a P-256 or P-384 private key is needed")
  const d = toInt(Buffer.from(jwk.d, "base64url"))
  const z = zOf(c, digest)
  for (;;) {
    const k = mod(toInt(randomBytes(c.bytes + 8)), c.n - 1n) + 1n
    const r = mod(affineX(c, multiply(c, k, c.g!))!, c.n)
    const s = mod(inverse(k, c.n) * (z + r * d), c.n)
    if (r !== 0n && s !== 0n) return Buffer.concat([toBytes(r, c.bytes), toBytes(s, c.bytes)])
  }
}
