import { createHash, randomBytes } from "node:crypto"
import { eq } from "drizzle-orm"
import { SignJWT, jwtVerify } from "jose"
import * as Schema from "effect/Schema"
import { TokenPayload } from "../../core/schemas/session"
import type { Db } from "../db/client"
import { settings } from "../db/schema"
import { Lru } from "../http/lru"

export const ACCESS_TOKEN_SECONDS = 10 * 60
/** A request whose token expires sooner than this gets a fresh one in x-auth-token. */
export const SLIDING_WINDOW_SECONDS = 5 * 60

export interface VerifiedToken {
  readonly payload: TokenPayload
  /** Expiry, seconds since the epoch. */
  readonly exp: number
}

export interface Tokens {
  /** A token for ACCESS_TOKEN_SECONDS, or until `notAfter` (seconds since the epoch: the session's end) when that is sooner. */
  sign(payload: TokenPayload, options?: { expiresInSeconds?: number; notAfter?: number }): Promise<string>
  /** The payload of a valid access token, or undefined. */
  verify(token: string): Promise<VerifiedToken | undefined>
}

const decodePayload = Schema.decodeUnknownExit(TokenPayload)

/** Verified access tokens kept per process (a token is at most 10 minutes old; one user has a few at a time). */
export const VERIFIED_TOKENS_KEPT = 10_000

/** An HS256 key and the id (`kid`) its tokens carry. */
export interface SigningKey {
  readonly kid: string
  readonly secret: Uint8Array
}

/** JWT_SIGNING_KEYS (config.ts checks its form at start): `kid:secret` pairs, the first signs, all verify. */
export function signingKeysFromEnv(setting = process.env.JWT_SIGNING_KEYS): ReadonlyArray<SigningKey> {
  if (!setting) return []
  return setting.split(",").map((pair) => {
    const [kid, secret] = pair.trim().split(":") as [string, string]
    return { kid, secret: new Uint8Array(Buffer.from(secret, "base64url")) }
  })
}

/**
 * HS256 access tokens. The keys come from configuration (JWT_SIGNING_KEYS, or its _FILE): the first
 * signs and puts its `kid` in the header, every listed key verifies, so a key is rotated by listing the
 * new one first and dropping the old one after the longest token's life (10 minutes). Without
 * configured keys (the demo only: the production start refuses to start without them) one secret is
 * made once and kept in `settings`, so every process over one database shares it; it is read lazily.
 */
export function createTokens(db: Db, keys: ReadonlyArray<SigningKey> = signingKeysFromEnv()): Tokens {
  let secret: Promise<Uint8Array> | undefined
  const stored = () =>
    (secret ??= loadSecret(db).catch((e) => {
      secret = undefined
      return Promise.reject(e)
    }))
  const [current] = keys
  const byKid = new Map(keys.map((k) => [k.kid, k.secret]))
  const verifyingKey = async (header: { kid?: string }): Promise<Uint8Array> => {
    if (!current) return stored()
    const found = header.kid === undefined ? undefined : byKid.get(header.kid)
    if (!found) throw new Error("unknown kid")
    return found
  }
  // Verifying is a pure function of the token and the secret: a token verified once stays valid until
  // its exp, so repeated requests skip the HMAC and the payload decoding. Only valid tokens are kept
  // (a forged one cannot push the real ones out), and each is checked against its exp on every hit.
  // Whether its sign-in is still live is not a property of the token: access.ts asks the database.
  const verified = new Lru<string, VerifiedToken>(VERIFIED_TOKENS_KEPT)
  return {
    async sign(payload, options) {
      const seconds = options?.expiresInSeconds ?? ACCESS_TOKEN_SECONDS
      const exp = Math.min(Math.floor(Date.now() / 1000) + seconds, options?.notAfter ?? Infinity)
      return new SignJWT({ referred_customer_id: payload.referred_customer_id, userId: payload.userId, sid: payload.sid })
        .setProtectedHeader(current ? { alg: "HS256", kid: current.kid } : { alg: "HS256" })
        .setSubject(payload.sub)
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(current ? current.secret : await stored())
    },
    async verify(token) {
      const known = verified.get(token)
      if (known) {
        if (known.exp > Date.now() / 1000) return known
        verified.delete(token)
        return undefined
      }
      try {
        const { payload } = await jwtVerify(token, verifyingKey, { algorithms: ["HS256"] })
        const decoded = decodePayload(payload)
        if (decoded._tag !== "Success" || typeof payload.exp !== "number") return undefined
        const result: VerifiedToken = { payload: decoded.value, exp: payload.exp }
        verified.set(token, result)
        return result
      } catch {
        return undefined
      }
    },
  }
}

async function loadSecret(db: Db): Promise<Uint8Array> {
  // Whoever inserts first wins; everybody then reads the same row.
  await db
    .insert(settings)
    .values({ key: "jwt_secret", value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing()
  const [row] = await db.select().from(settings).where(eq(settings.key, "jwt_secret"))
  if (!row) throw new Error("jwt_secret missing from settings")
  return new Uint8Array(Buffer.from(row.value, "base64url"))
}

/** An opaque random token (refresh and redirect tokens). */
export const randomToken = (): string => randomBytes(32).toString("base64url")

/** Only hashes of opaque tokens are stored: a leaked table does not sign anybody in. */
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex")
