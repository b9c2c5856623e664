import dayjs from "dayjs"
import utc from "dayjs/plugin/utc"
import timezone from "dayjs/plugin/timezone"
import type { Role } from "../schemas/common"
import { tallinnDay } from "./vat"

dayjs.extend(utc)
dayjs.extend(timezone)

/** Every API key starts with this: the server tells a key from a sign-in's token by it. */
export const API_KEY_PREFIX = "isk_"
/** How many characters of a key are shown in its list (the prefix and 8 more). */
export const API_KEY_VISIBLE_LENGTH = API_KEY_PREFIX.length + 8
/** A key lives at most this many days (its last day counted from today). */
export const API_KEY_MAX_DAYS = 366
/** Calls a minute a key may make unless it is given another limit. */
export const API_KEY_RATE_DEFAULT = 60
/** The rate limit's window. */
export const API_KEY_WINDOW_MS = 60_000
export const API_KEY_NAME_MAX = 80

/**
 * The user calls (no customer in the path) an API key may make: the invoice files, which check each
 * document's customer themselves (for a key: its own customer with its roles). Every other user call
 * speaks of the person (their contacts, their sign-in) and refuses keys.
 */
export const API_KEY_USER_CALLS: ReadonlyArray<string> = ["documentPdf", "documentXml", "documentsZip", "electricityInvoiceFile"]

export const isApiKeyToken = (token: string): boolean => token.startsWith(API_KEY_PREFIX)

/** The roles a person may give a key: their own, except the sign-in's own marker. */
export const grantableRoles = (own: ReadonlyArray<Role>): ReadonlyArray<Role> => own.filter((r) => r !== "AUTHENTICATED_USER")

export interface ApiKeyFields {
  readonly name: string
  readonly roles: ReadonlyArray<Role>
  /** The key's last valid day, YYYY-MM-DD. */
  readonly expiresOn: string
}

export type ApiKeyField = "name" | "roles" | "expiresOn"
/** REQUIRED, NO_ROLES (none chosen), ROLE_NOT_YOURS (a role the creator lacks), DATE_INVALID, DATE_PAST, DATE_TOO_FAR. */
export type ApiKeyProblem = "REQUIRED" | "NO_ROLES" | "ROLE_NOT_YOURS" | "DATE_INVALID" | "DATE_PAST" | "DATE_TOO_FAR"

export interface ApiKeyFieldProblem {
  readonly field: ApiKeyField
  readonly problem: ApiKeyProblem
}

const addDays = (day: string, days: number): string => {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** The instant a key whose last day is `day` is refused from: the start of the next day in Tallinn. */
export const apiKeyExpiresAt = (day: string): Date => dayjs.tz(`${addDays(day, 1)}T00:00:00`, "Europe/Tallinn").toDate()

/** The last day a new key may have, seen on `now`. */
export const apiKeyLastDay = (now: Date): string => addDays(tallinnDay(now), API_KEY_MAX_DAYS)

/** The last day the form offers: 90 days from today. */
export const apiKeyDefaultLastDay = (now: Date): string => addDays(tallinnDay(now), 90)

/** The rate field's text as a limit, or null when it is not a whole number from 1 to 1000. */
export const apiKeyRateOf = (text: string): number | null => {
  const value = Number(text.trim())
  return /^\d+$/.test(text.trim()) && value >= 1 && value <= 1000 ? value : null
}

/** The rules of a new key, in the order of the form; the server applies the same with the creator's roles. */
export function apiKeyProblems(fields: ApiKeyFields, creatorRoles: ReadonlyArray<Role>, now: Date): ApiKeyFieldProblem[] {
  const problems: ApiKeyFieldProblem[] = []
  if (fields.name.trim() === "") problems.push({ field: "name", problem: "REQUIRED" })
  const grantable = grantableRoles(creatorRoles)
  if (fields.roles.length === 0) problems.push({ field: "roles", problem: "NO_ROLES" })
  else if (fields.roles.some((r) => !grantable.includes(r))) problems.push({ field: "roles", problem: "ROLE_NOT_YOURS" })
  const day = fields.expiresOn
  if (day === "") problems.push({ field: "expiresOn", problem: "REQUIRED" })
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
    problems.push({ field: "expiresOn", problem: "DATE_INVALID" })
  else if (day < tallinnDay(now)) problems.push({ field: "expiresOn", problem: "DATE_PAST" })
  else if (day > apiKeyLastDay(now)) problems.push({ field: "expiresOn", problem: "DATE_TOO_FAR" })
  return problems
}

/** Whether a key may act at `now`: not revoked, and `now` before its expiry instant (at the instant it is refused). */
export const apiKeyIsLive = (key: { readonly expiresAt: Date; readonly revokedAt: Date | null }, now: Date): boolean =>
  key.revokedAt === null && now.getTime() < key.expiresAt.getTime()

/** Webhooks: each delivery is tried until it is answered 2xx, or for this long after the event. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000
/** The first retry's wait; each next one waits three times longer (10 s, 30 s, 90 s, … about 18 h). */
export const WEBHOOK_FIRST_RETRY_MS = 10_000
/** One attempt waits this long for the answer. */
export const WEBHOOK_TIMEOUT_MS = 5_000

/**
 * A receiver's `Retry-After` (RFC 9110 §10.2.3) as a wait in milliseconds from `now`: delay-seconds (digits) or an
 * HTTP date (a past date is no wait); undefined when absent or neither.
 */
export function retryAfterMs(value: string | null | undefined, now: Date): number | undefined {
  const text = value?.trim()
  if (!text) return undefined
  if (/^\d+$/.test(text)) return Number(text) * 1000
  if (
    !/^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$|^[A-Za-z]+, \d{2}-[A-Za-z]{3}-\d{2} \d{2}:\d{2}:\d{2} GMT$|^[A-Za-z]{3} [A-Za-z]{3} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/.test(
      text,
    )
  )
    return undefined
  const at = Date.parse(text.endsWith("GMT") ? text : `${text} GMT`)
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime())
}

/**
 * When the next attempt is due after `attempts` failed ones, or null when it would fall past the window. A
 * receiver's Retry-After (`retryAfter`, ms) replaces the backoff's wait (never less than the first retry's
 * 10 s); a wait reaching past the window is cut to the window's end, which is then the last attempt.
 */
export const webhookNextAttempt = (createdAt: Date, lastAttemptAt: Date, attempts: number, retryAfter?: number): Date | null => {
  const end = createdAt.getTime() + WEBHOOK_RETRY_WINDOW_MS
  if (retryAfter !== undefined) {
    if (lastAttemptAt.getTime() >= end) return null
    return new Date(Math.min(lastAttemptAt.getTime() + Math.max(retryAfter, WEBHOOK_FIRST_RETRY_MS), end))
  }
  const next = new Date(lastAttemptAt.getTime() + WEBHOOK_FIRST_RETRY_MS * 3 ** Math.max(0, attempts - 1))
  return next.getTime() > end ? null : next
}

export type WebhookUrlProblem = "REQUIRED" | "URL_INVALID" | "HTTPS_REQUIRED"

const LOCAL_HOSTS = ["localhost", "127.0.0.1", "[::1]"]

/** An endpoint is https; plain http only to this machine, and only in demo mode (`allowLocalHttp`). */
export function webhookUrlProblem(text: string, allowLocalHttp: boolean): WebhookUrlProblem | undefined {
  if (text.trim() === "") return "REQUIRED"
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    return "URL_INVALID"
  }
  if (url.username || url.password || url.hash) return "URL_INVALID"
  if (url.protocol === "https:") return undefined
  if (url.protocol === "http:" && allowLocalHttp && LOCAL_HOSTS.includes(url.hostname)) return undefined
  return url.protocol === "http:" ? "HTTPS_REQUIRED" : "URL_INVALID"
}
