import type { MiddlewareHandler } from "hono"
import type { AppEnv } from "../context"
import { badRequest, errorResponse } from "./errors"

/** JSON bodies nest at most this deep (arrays and objects): deeper ones are refused before any parser recurses. */
export const MAX_JSON_DEPTH = 32

/** C0 control characters and DEL, except tab and line breaks: PostgreSQL refuses NUL in text, and none belongs in a form value. */
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

/**
 * How deep the JSON text nests, counted over its characters without recursion (so 4 000 nested
 * arrays cost nothing), ignoring brackets inside strings. Stops counting once past `limit`.
 */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (inString) {
      if (ch === 92)
        i++ // backslash: skip the escaped character
      else if (ch === 34) inString = false
    } else if (ch === 34) inString = true
    else if (ch === 91 || ch === 123) {
      depth++
      if (depth > deepest) deepest = depth
      if (deepest > limit) return deepest
    } else if (ch === 93 || ch === 125) depth--
  }
  return deepest
}

/** Refuses a JSON text nesting deeper than MAX_JSON_DEPTH: 400 VALIDATION on `body`. */
export function refuseDeepJson(text: string): void {
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw badRequest("body", `JSON nests deeper than ${MAX_JSON_DEPTH} levels`)
}

const decoded = (part: string): string | undefined => {
  try {
    return decodeURIComponent(part)
  } catch {
    return undefined
  }
}

/**
 * For every route, also those outside bindCall (the simulators' pages): a path segment or query value
 * (or name) that is not valid percent-encoding or holds a control character is 400 VALIDATION, before
 * any handler sees it or the database is asked.
 */
export const refuseControlCharactersInUrl: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url)
  for (const segment of url.pathname.split("/")) {
    const value = decoded(segment)
    if (value === undefined || CONTROL_CHARACTER.test(value)) {
      return errorResponse(c, badRequest("path", "Control characters or bad encoding in the path"))
    }
  }
  for (const part of url.search.slice(1).split("&")) {
    if (part === "") continue
    const at = part.indexOf("=")
    const [name, value] = (at < 0 ? [part, ""] : [part.slice(0, at), part.slice(at + 1)]).map(
      (p) => decoded(p.replaceAll("+", " ")) ?? "\u0000",
    )
    if (CONTROL_CHARACTER.test(name) || CONTROL_CHARACTER.test(value)) {
      return errorResponse(c, badRequest(CONTROL_CHARACTER.test(name) ? "query" : name, "Control characters or bad encoding in the query"))
    }
  }
  await next()
}
