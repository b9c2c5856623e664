import { and, asc, eq, inArray } from "drizzle-orm"
import type { pricesCalls } from "../../../core/api"
import { FuelProducts } from "../../../core/schemas/prices"
import { customerPrices, fuelPrices } from "../../db/schema"
import type { Handler } from "../../http/bindCall"
import { cachedFor } from "../../http/cache"

const productIds = FuelProducts.map((p) => p.noomId)
const sortOrder = new Map<number, number>(FuelProducts.map((p) => [p.noomId, p.sortOrder]))
const bySortOrder = <R extends { noomId: number }>(rows: R[]) =>
  rows.sort((a, b) => (sortOrder.get(a.noomId) ?? 99) - (sortOrder.get(b.noomId) ?? 99))

// Public prices are the same for everybody: read them once a second per database, not per request.
const PUBLIC_PRICES_TTL_MS = 1000
const publicPricesOf = new WeakMap<object, () => Promise<Array<{ noomId: number; price: number; idcPrice: number | null }>>>()

export const prices: Handler<typeof pricesCalls.prices> = async ({ deps }) => {
  let load = publicPricesOf.get(deps.db)
  if (!load) {
    load = cachedFor(PUBLIC_PRICES_TTL_MS, async () =>
      bySortOrder(
        await deps.db
          .select({ noomId: fuelPrices.noomId, price: fuelPrices.price, idcPrice: fuelPrices.idcPrice })
          .from(fuelPrices)
          .where(inArray(fuelPrices.noomId, productIds)),
      ),
    )
    publicPricesOf.set(deps.db, load)
  }
  return load()
}

export const customerPricesHandler: Handler<typeof pricesCalls.customerPrices> = async ({ deps, params }) =>
  bySortOrder(
    await deps.db
      .select({ noomId: customerPrices.noomId, clientPrice: customerPrices.clientPrice })
      .from(customerPrices)
      .where(and(eq(customerPrices.customerId, params.customerId), inArray(customerPrices.noomId, productIds)))
      .orderBy(asc(customerPrices.noomId)),
  )
