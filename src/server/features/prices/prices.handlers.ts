import { and, asc, eq, inArray } from "drizzle-orm"
import { pricesCalls } from "../../../core/api"
import { FuelProducts } from "../../../core/schemas/prices"
import { customerPrices, fuelPrices } from "../../db/schema"
import type { EncodedAnswer, Handler } from "../../http/bindCall"
import { cachedAnswer, type Cached } from "../../http/cache"
import type { AppDeps } from "../../context"
import type { Db } from "../../db/client"

const productIds = FuelProducts.map((p) => p.noomId)
const sortOrder = new Map<number, number>(FuelProducts.map((p) => [p.noomId, p.sortOrder]))
const bySortOrder = <R extends { noomId: number }>(rows: R[]) =>
  rows.sort((a, b) => (sortOrder.get(a.noomId) ?? 99) - (sortOrder.get(b.noomId) ?? 99))

// Public prices are the same for everybody: read and encoded once a second per database, not per request.
const PUBLIC_PRICES_TTL_MS = 1000
const publicPricesOf = new WeakMap<Db, Cached<EncodedAnswer>>()

const publicPrices = (db: Db): Cached<EncodedAnswer> => {
  let cached = publicPricesOf.get(db)
  if (!cached) {
    cached = cachedAnswer(pricesCalls.prices, PUBLIC_PRICES_TTL_MS, async () =>
      bySortOrder(
        await db
          .select({ noomId: fuelPrices.noomId, price: fuelPrices.price, idcPrice: fuelPrices.idcPrice })
          .from(fuelPrices)
          .where(inArray(fuelPrices.noomId, productIds)),
      ),
    )
    publicPricesOf.set(db, cached)
  }
  return cached
}

export const prices: Handler<typeof pricesCalls.prices> = ({ deps }) => publicPrices(deps.db)()

/** The encoded prices while fresh: answered before the middleware (http/earlyAnswers.ts). */
export const freshPrices = (deps: AppDeps): EncodedAnswer | undefined => publicPrices(deps.db).fresh()

export const customerPricesHandler: Handler<typeof pricesCalls.customerPrices> = async ({ deps, params }) =>
  bySortOrder(
    await deps.db
      .select({ noomId: customerPrices.noomId, clientPrice: customerPrices.clientPrice })
      .from(customerPrices)
      .where(and(eq(customerPrices.customerId, params.customerId), inArray(customerPrices.noomId, productIds)))
      .orderBy(asc(customerPrices.noomId)),
  )
