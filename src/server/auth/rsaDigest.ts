import { constants, createHash, type KeyObject, privateEncrypt, publicDecrypt, randomBytes, timingSafeEqual } from "node:crypto"

/**
 * RSA signatures over a digest that was computed elsewhere (the providers sign the hash they were sent,
 * never the data): RSASSA-PKCS1-v1_5 with the DigestInfo of RFC 8017 §9.2, and RSASSA-PSS with MGF1 of the
 * same hash (EMSA-PSS, RFC 8017 §9.1). Node's crypto signs and verifies data only, hence these.
 */
export type DigestName = "sha256" | "sha384" | "sha512" | "sha3-256" | "sha3-384" | "sha3-512"

const DIGEST_INFO: Partial<Record<DigestName, string>> = {
  sha256: "3031300d060960864801650304020105000420",
  sha384: "3041300d060960864801650304020205000430",
  sha512: "3051300d060960864801650304020305000440",
}

/** SK's names (SHA-256, SHA256, SHA3-512) as Node's. */
export function digestName(name: string): DigestName | undefined {
  const normal = name
    .toLowerCase()
    .replace(/^sha-?(\d)/, "sha$1")
    .replace(/^sha3(\d)/, "sha3-$1")
  return (["sha256", "sha384", "sha512", "sha3-256", "sha3-384", "sha3-512"] as const).find((n) => n === normal)
}

const same = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b)

export function pkcs1SignDigest(key: KeyObject, hash: DigestName, digest: Uint8Array): Buffer {
  const prefix = DIGEST_INFO[hash]
  if (!prefix) throw new Error(`No PKCS#1 v1.5 DigestInfo for ${hash}`)
  return privateEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, Buffer.concat([Buffer.from(prefix, "hex"), digest]))
}

export function pkcs1VerifyDigest(key: KeyObject, hash: DigestName, digest: Uint8Array, signature: Uint8Array): boolean {
  const prefix = DIGEST_INFO[hash]
  if (!prefix) return false
  try {
    const recovered = publicDecrypt({ key, padding: constants.RSA_PKCS1_PADDING }, signature)
    return same(recovered, Buffer.concat([Buffer.from(prefix, "hex"), digest]))
  } catch {
    return false
  }
}

function mgf1(hash: DigestName, seed: Buffer, length: number): Buffer {
  const parts: Buffer[] = []
  for (let counter = 0; Buffer.concat(parts).length < length; counter++) {
    const c = Buffer.alloc(4)
    c.writeUInt32BE(counter)
    parts.push(createHash(hash).update(seed).update(c).digest())
  }
  return Buffer.concat(parts).subarray(0, length)
}

const modulusBits = (key: KeyObject) => key.asymmetricKeyDetails?.modulusLength ?? 0
const pssH = (hash: DigestName, digest: Uint8Array, salt: Buffer) =>
  createHash(hash).update(Buffer.alloc(8)).update(digest).update(salt).digest()

/** RSASSA-PSS of a digest: salt as long as the hash, trailer 0xbc (what Smart-ID answers). */
export function pssSignDigest(key: KeyObject, hash: DigestName, digest: Uint8Array): Buffer {
  const emBits = modulusBits(key) - 1
  const emLen = Math.ceil(emBits / 8)
  const salt = randomBytes(digest.length)
  const h = pssH(hash, digest, salt)
  const db = Buffer.concat([Buffer.alloc(emLen - salt.length - h.length - 2), Buffer.from([1]), salt])
  const mask = mgf1(hash, h, db.length)
  for (let i = 0; i < db.length; i++) db[i] = db[i]! ^ mask[i]!
  db[0] = db[0]! & (0xff >> (8 * emLen - emBits))
  const em = Buffer.concat([db, h, Buffer.from([0xbc])])
  const k = Math.ceil(modulusBits(key) / 8)
  return privateEncrypt({ key, padding: constants.RSA_NO_PADDING }, Buffer.concat([Buffer.alloc(k - emLen), em]))
}

export function pssVerifyDigest(key: KeyObject, hash: DigestName, digest: Uint8Array, signature: Uint8Array, saltLength: number): boolean {
  const emBits = modulusBits(key) - 1
  const emLen = Math.ceil(emBits / 8)
  let raw: Buffer
  try {
    raw = publicDecrypt({ key, padding: constants.RSA_NO_PADDING }, signature)
  } catch {
    return false
  }
  const em = raw.subarray(raw.length - emLen)
  if (raw.length - emLen > 0 && raw[0] !== 0) return false
  const hLen = digest.length
  if (em[emLen - 1] !== 0xbc || emLen < hLen + saltLength + 2) return false
  const db = Buffer.from(em.subarray(0, emLen - hLen - 1))
  const h = em.subarray(emLen - hLen - 1, emLen - 1)
  if ((db[0]! & ~(0xff >> (8 * emLen - emBits)) & 0xff) !== 0) return false
  const mask = mgf1(hash, h, db.length)
  for (let i = 0; i < db.length; i++) db[i] = db[i]! ^ mask[i]!
  db[0] = db[0]! & (0xff >> (8 * emLen - emBits))
  const padEnd = emLen - hLen - saltLength - 2
  if (db.subarray(0, padEnd).some((b) => b !== 0) || db[padEnd] !== 1) return false
  return same(pssH(hash, digest, db.subarray(db.length - saltLength)), h)
}
