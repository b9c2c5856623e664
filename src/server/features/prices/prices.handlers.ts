import { pricesCalls } from "../../../core/api"
import type { AppDeps } from "../../context"
import type { Db } from "../../db/client"
import type { EncodedAnswer, Handler } from "../../http/bindCall"
import { cachedAnswer, type Cached } from "../../http/cache"
import { customerPriceRows, publicPriceRows } from "./prices.service"

// Public prices are the same for everybody: read and encoded once a second per database, not per request.
const PUBLIC_PRICES_TTL_MS = 1000
const publicPricesOf = new WeakMap<Db, Cached<EncodedAnswer>>()

const publicPrices = (db: Db): Cached<EncodedAnswer> => {
  let cached = publicPricesOf.get(db)
  if (!cached) {
    cached = cachedAnswer(pricesCalls.prices, PUBLIC_PRICES_TTL_MS, () => publicPriceRows(db))
    publicPricesOf.set(db, cached)
  }
  return cached
}

export const prices: Handler<typeof pricesCalls.prices> = ({ deps }) => publicPrices(deps.db)()

/** The encoded prices while fresh: answered before the middleware (http/earlyAnswers.ts). */
export const freshPrices = (deps: AppDeps): EncodedAnswer | undefined => publicPrices(deps.db).fresh()

export const customerPricesHandler: Handler<typeof pricesCalls.customerPrices> = ({ deps, params }) =>
  customerPriceRows(deps.db, params.customerId)
