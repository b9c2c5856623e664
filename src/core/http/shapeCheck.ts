import { PublicCallError, type PublicGet } from "./publicGet"

/**
 * Light checks of the public calls' answers, without Effect Schema (its runtime would be most of the
 * public elements' page weight): each check accepts what the call's schema in the contract accepts
 * and refuses what it refuses (tests/unit/core/publicGet.test.ts holds them side by side).
 */
export type Check<A> = (value: unknown, at: string) => A

const fail = (at: string, expected: string): never => {
  throw new Error(`expected ${expected} at ${at || "the answer"}`)
}
const primitive =
  <A>(kind: "number" | "string" | "boolean"): Check<A> =>
  (value, at) =>
    typeof value === kind ? (value as A) : fail(at, kind)
export const num = primitive<number>("number")
export const str = primitive<string>("string")
export const bool = primitive<boolean>("boolean")
/** `Opt(schema)`: left out, null or the value. */
export const opt =
  <A>(check: Check<A>): Check<A | null | undefined> =>
  (value, at) =>
    value === undefined || value === null ? value : check(value, at)
export const arrayOf =
  <A>(item: Check<A>): Check<ReadonlyArray<A>> =>
  (value, at) =>
    Array.isArray(value) ? value.map((v, i) => item(v, `${at}[${i}]`)) : fail(at, "an array")
/** The struct's own fields, in a new object (as the schema decodes it: unknown keys left out). */
export const struct =
  <A>(fields: { readonly [K in keyof A]-?: Check<A[K]> }): Check<A> =>
  (value, at) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return fail(at, "an object")
    const out: Record<string, unknown> = {}
    for (const [key, check] of Object.entries(fields) as Array<[string, Check<unknown>]>) {
      const field = check((value as Record<string, unknown>)[key], `${at}.${key}`)
      if (field !== undefined || key in value) out[key] = field
    }
    return out as A
  }
export const page = <A>(item: Check<A>) => struct({ content: arrayOf(item), number: num, size: num, totalElements: num })

/** A public GET of the contract (its id and path as in the *.calls.ts file) with its answer's check. */
export const publicCall = <A>(id: string, path: string, check: Check<A>): PublicGet<A> => ({
  id,
  path,
  check: (data) => {
    try {
      return check(data, "")
    } catch (e) {
      throw new PublicCallError(id, 200, (e as Error).message)
    }
  },
})
