import * as Schema from "effect/Schema"
import * as SchemaTransformation from "effect/SchemaTransformation"

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!m) return false
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]{2,}$/

export const isEmail = (value: string): boolean => EMAIL.test(value.trim())

/** Roles of spec part 1 §6. */
export const Roles = [
  "AUTHENTICATED_USER",
  "ADMIN",
  "SUPPLIER",
  "DISPENSER",
  "CARRIER",
  "BOOKER",
  "VIEW_AGREEMENTS",
  "VIEW_DOCUMENTS",
  "VIEW_DOCUMENT_ROWS",
  "VIEW_CARDS",
  "VIEW_SALE_ORDERS",
  "TANK_OWNER",
  "ELECTRICITY_CUSTOMER",
] as const
export const Role = Schema.Literals(Roles)
export type Role = typeof Role.Type

export const Locales = ["et", "en", "ru"] as const
export const Locale = Schema.Literals(Locales)
export type Locale = typeof Locale.Type

export const SortDirection = Schema.Literals(["ASC", "DESC"])
export type SortDirection = typeof SortDirection.Type

/** A nullable optional field, as the retailer's API leaves many fields out or null. */
export const Opt = <S extends Schema.Top>(schema: S) => Schema.optional(Schema.NullOr(schema))

/** A real calendar day written YYYY-MM-DD (not 2025-13-45: the database would refuse it). */
export const IsoDate = Schema.String.check(Schema.makeFilter((s: string) => isCalendarDate(s) || "Expected a real date YYYY-MM-DD"))

/** The largest value of the database's integer columns (ids): a larger one would be refused there. */
export const MAX_DB_INT = 2_147_483_647
/** A row id in a JSON body: an integer the id columns can hold. */
export const DbId = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_DB_INT }))

/** Query values arrive as strings: these decode them. */
export const IntFromString = Schema.FiniteFromString.check(Schema.isInt())
/** A row id in a path or query. */
export const IdFromString = IntFromString.check(Schema.isBetween({ minimum: 1, maximum: MAX_DB_INT }))
/** The largest page any paged call answers: one request stays bounded. */
export const MAX_PAGE_SIZE = 1000
/** The 0-based page number of a paged call. */
export const PageFromString = IntFromString.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000 }))
/** The page size of a paged call, at most `max` (MAX_PAGE_SIZE unless the call keeps a smaller one). */
export const pageSizeFromString = (max: number = MAX_PAGE_SIZE) => IntFromString.check(Schema.isBetween({ minimum: 1, maximum: max }))
export const BooleanFromString = Schema.Literals(["true", "false"]).pipe(
  Schema.decodeTo(
    Schema.Boolean,
    SchemaTransformation.transform({
      decode: (s: "true" | "false") => s === "true",
      encode: (b: boolean) => (b ? ("true" as const) : ("false" as const)),
    }),
  ),
)

/** A page of results (Spring style, as the retailer's API pages). */
export const pageOf = <S extends Schema.Top>(item: S) =>
  Schema.Struct({
    content: Schema.Array(item),
    number: Schema.Number,
    size: Schema.Number,
    totalElements: Schema.Number,
  })
