import * as Schema from "effect/Schema"
import * as SchemaTransformation from "effect/SchemaTransformation"

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

/** Calendar date written YYYY-MM-DD. */
export const IsoDate = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/))

/** Query values arrive as strings: these decode them. */
export const IntFromString = Schema.FiniteFromString.check(Schema.isInt())
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
