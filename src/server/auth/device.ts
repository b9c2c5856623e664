import { randomBytes, timingSafeEqual } from "node:crypto"
import { getCookie, setCookie } from "hono/cookie"
import type { AppContext, AppDeps } from "../context"

/**
 * The device cookie of OWASP's account-lockout guidance: a browser that signed a person in carries a
 * proof of it, and its later starts for that person count under their own allowance, whatever a
 * stranger does with the personal code. The cookie holds a random device id and, per person signed in
 * on it, an HMAC of id and personal code (no personal code in the clear); httpOnly, SameSite=Strict,
 * path /v1 (sign-in under /v1/auth, signing under /v1/agreements).
 */
export const DEVICE_COOKIE = "ise_device"
const DEVICE_PATH = "/v1"
const DEVICE_MAX_AGE_S = 180 * 24 * 3600
/** People remembered per browser (a family computer); the oldest goes first. */
const PEOPLE_PER_DEVICE = 5
const PURPOSE = "device"

interface DeviceCookie {
  readonly id: string
  readonly proofs: ReadonlyArray<string>
}

function parse(value: string | undefined): DeviceCookie | undefined {
  const [id, ...proofs] = (value ?? "").split(".")
  if (!id || !/^[A-Za-z0-9_-]{22}$/.test(id)) return undefined
  return { id, proofs: proofs.filter((p) => /^[A-Za-z0-9_-]{43}$/.test(p)).slice(0, PEOPLE_PER_DEVICE) }
}

const proofOf = (deps: AppDeps, id: string, personalCode: string) => deps.tokens.mac(PURPOSE, `${id}:${personalCode}`)

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** The id of this browser's device cookie when it proves an earlier sign-in of `personalCode`; else undefined. */
export async function trustedDevice(deps: AppDeps, c: AppContext, personalCode: string): Promise<string | undefined> {
  const cookie = parse(getCookie(c, DEVICE_COOKIE))
  if (!cookie) return undefined
  const expected = await proofOf(deps, cookie.id, personalCode)
  return cookie.proofs.some((p) => same(p, expected)) ? cookie.id : undefined
}

/** After a sign-in: this browser is remembered for `personalCode` (its device id kept, a new one made otherwise). */
export async function rememberDevice(deps: AppDeps, c: AppContext, personalCode: string): Promise<void> {
  const cookie = parse(getCookie(c, DEVICE_COOKIE)) ?? { id: randomBytes(16).toString("base64url"), proofs: [] }
  const proof = await proofOf(deps, cookie.id, personalCode)
  const proofs = [proof, ...cookie.proofs.filter((p) => p !== proof)].slice(0, PEOPLE_PER_DEVICE)
  setCookie(c, DEVICE_COOKIE, [cookie.id, ...proofs].join("."), {
    httpOnly: true,
    sameSite: "Strict",
    path: DEVICE_PATH,
    maxAge: DEVICE_MAX_AGE_S,
    secure: new URL(c.req.url).protocol === "https:" || c.req.header("x-forwarded-proto") === "https",
  })
}
