import type { AppContext } from "../context"

/** The settings as the server's start read them (fixOriginSettings); undefined: read at each call. */
let fixed: { readonly origin: string; readonly trusts: boolean } | undefined

/**
 * Reads PUBLIC_ORIGIN, PORT and TRUST_PROXY once, for the rest of the process: the server's start calls it after
 * the configuration is checked. Every answer's security headers and request id ask for them, and each read of
 * `process.env` is a call into the runtime (issue 26's cost per request). Tests that set the variables after
 * import never call it, and keep the read at each call.
 */
export function fixOriginSettings(): void {
  fixed = undefined
  fixed = { origin: configuredOrigin(), trusts: trustsProxy() }
}

/** configuredOrigin decoded once per value of its variables (read on every request's security headers). */
let origin: { readonly raw: string | undefined; readonly port: string | undefined; readonly value: string } | undefined

/**
 * The portal's own address, from configuration: PUBLIC_ORIGIN, else http://localhost:PORT (3000).
 * Every redirect, return and asset URL the server writes starts with it, so a request's `Host` cannot
 * point a payer's browser elsewhere. Read at each call (decoded once per value): tests and processes may set it after import.
 */
export const configuredOrigin = (): string => {
  if (fixed) return fixed.origin
  const raw = process.env.PUBLIC_ORIGIN
  const port = process.env.PORT
  if (origin && origin.raw === raw && origin.port === port) return origin.value
  origin = { raw, port, value: (raw ?? `http://localhost:${port ?? 3000}`).replace(/\/+$/, "") }
  return origin.value
}

const TRUE_FLAGS = new Set(["1", "true", "yes", "on"])
let trusted: { readonly raw: string | undefined; readonly on: boolean } | undefined

/**
 * TRUST_PROXY (config.ts's flag: 1, true, yes or on; else off), the one place it is read: behind a reverse proxy,
 * the X-Request-Id (requestLog.ts), X-Forwarded-Host/-Proto (publicOriginOf) and X-Forwarded-For (clientAddress.ts)
 * it sets are taken. Decoded once per value (a test may change the variable).
 */
export const trustsProxy = (): boolean => {
  if (fixed) return fixed.trusts
  const raw = process.env.TRUST_PROXY
  if (trusted && trusted.raw === raw) return trusted.on
  trusted = { raw, on: TRUE_FLAGS.has((raw ?? "").trim().toLowerCase()) }
  return trusted.on
}

/**
 * The address of the portal for URLs in answers: the configured origin; only when TRUST_PROXY is set
 * the proxy's X-Forwarded-Host / X-Forwarded-Proto (a client reaching the server directly cannot then
 * forge them, as the proxy overwrites them). `Host` is never read.
 */
export const publicOrigin = (c: AppContext): string => publicOriginOf((name) => c.req.header(name))

/** publicOrigin of a request known by its headers (`header` answers a lower-case name). */
export const publicOriginOf = (header: (name: string) => string | undefined): string => {
  if (!trustsProxy()) return configuredOrigin()
  const configured = new URL(configuredOrigin())
  const host = header("x-forwarded-host")?.split(",")[0]?.trim() || configured.host
  const proto = header("x-forwarded-proto")?.split(",")[0]?.trim() || configured.protocol.replace(":", "")
  return `${proto}://${host}`
}

/**
 * What the server says at start about its public origin: the address to open, and a warning when
 * PUBLIC_ORIGIN was not set (the bank's return and every URL the server writes then lead to localhost,
 * which a browser on another machine or at 127.0.0.1 under another name does not reach as the same site).
 */
export function originNotice(): { readonly info: string; readonly warning: string | null } {
  const origin = configuredOrigin()
  if (process.env.PUBLIC_ORIGIN)
    return { info: `Public origin ${origin} (PUBLIC_ORIGIN): open the portal there; bank returns come back there`, warning: null }
  return {
    info: `Public origin ${origin} (default): open the portal there; bank returns come back there`,
    warning: `PUBLIC_ORIGIN is not set: opened at another address (127.0.0.1, a LAN name) the bank's return lands on ${origin}; set PUBLIC_ORIGIN=http://<host>:<port> to the address people open`,
  }
}
