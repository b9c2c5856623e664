import * as Schema from "effect/Schema"
import { IdFromString } from "../../core/schemas/common"
import { LoginMethod } from "../../core/schemas/session"

/**
 * Call objects carry no schema for path placeholders, so the server decodes them by name: a name in
 * `named` has its own schema; else `id` and every `…Id` (and `…Uid`) is a positive integer the id columns can hold
 * (at most 2^31 − 1: a larger one would be a database error, not a 400); others are non-empty strings.
 * A route whose `…Id` is not a number (a UUID, a code) adds its name to `named`.
 */
const named: Record<string, Schema.Codec<unknown, string>> = {
  method: LoginMethod, // /auth/{method}/poll
}

/** Placeholders decoded as positive integers (and matched by digits only in the route). */
export const isIdParam = (name: string): boolean => !(name in named) && (name === "id" || name.endsWith("Id") || name.endsWith("Uid"))

export function paramSchema(name: string): Schema.Codec<unknown, string> {
  return named[name] ?? (isIdParam(name) ? IdFromString : Schema.NonEmptyString)
}

export const paramNames = (path: string): string[] => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!)

/**
 * Hono route for a call path. Id placeholders only match digits, so a static sibling such as
 * `/agreements/file` never lands on `/agreements/{customerId}`; a non-numeric id falls through to
 * the not-found handler, which answers 400 for it (see `badParamOf`).
 */
export const honoPath = (path: string): string =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => (isIdParam(name) ? `:${name}{[0-9]+}` : `:${name}`))

/** When `urlPath` has the shape of `path` but an id placeholder holds a non-number: that placeholder's name. */
export function badParamOf(path: string, urlPath: string): string | undefined {
  const names = paramNames(path)
  const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{[^}]+\\?\}/g, "([^/]+)")}/?$`)
  const m = pattern.exec(urlPath)
  if (!m) return undefined
  return names.find((name, i) => isIdParam(name) && !/^[0-9]+$/.test(m[i + 1]!))
}
