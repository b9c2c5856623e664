import * as Schema from "effect/Schema"
import { IsoDate, Role } from "./common"

/** The fewest and the most calls a minute an API key may be given. */
export const API_KEY_RATE_MIN = 1
export const API_KEY_RATE_MAX = 1000

/** One API key of a customer as its list shows it: never its secret, only the visible prefix. */
export const ApiKey = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  /** The key's first characters (`isk_` and 8 more): how the holder tells keys apart. */
  prefix: Schema.String,
  roles: Schema.Array(Role),
  /** The instant from which the key is refused (the start of the day after its last day, Tallinn time). */
  expiresAt: Schema.String,
  createdAt: Schema.String,
  createdBy: Schema.String,
  lastUsedAt: Schema.NullOr(Schema.String),
  ratePerMinute: Schema.Number,
})
export type ApiKey = typeof ApiKey.Type

/** A new key: its name, roles (a subset of the creator's own), its last valid day and its rate limit. */
export const ApiKeyCreate = Schema.Struct({
  name: Schema.String.check(Schema.isMaxLength(80)),
  roles: Schema.Array(Role).check(Schema.isMaxLength(20)),
  expiresOn: IsoDate,
  ratePerMinute: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: API_KEY_RATE_MIN, maximum: API_KEY_RATE_MAX }))),
})
export type ApiKeyCreate = typeof ApiKeyCreate.Type

/** The answer to a creation: the key as listed and its secret, shown this once (only its hash is kept). */
export const ApiKeyCreated = Schema.Struct({
  key: ApiKey,
  secret: Schema.String,
})
export type ApiKeyCreated = typeof ApiKeyCreated.Type
