import { and, asc, eq, inArray } from "drizzle-orm"
import type { pricesCalls } from "../../../core/api"
import { FuelProducts } from "../../../core/schemas/prices"
import { customerPrices, fuelPrices } from "../../db/schema"
import type { Handler } from "../../http/bindCall"

const productIds = FuelProducts.map((p) => p.noomId)
const sortOrder = new Map<number, number>(FuelProducts.map((p) => [p.noomId, p.sortOrder]))
const bySortOrder = <R extends { noomId: number }>(rows: R[]) =>
  rows.sort((a, b) => (sortOrder.get(a.noomId) ?? 99) - (sortOrder.get(b.noomId) ?? 99))

export const prices: Handler<typeof pricesCalls.prices> = async ({ deps }) =>
  bySortOrder(
    await deps.db
      .select({ noomId: fuelPrices.noomId, price: fuelPrices.price, idcPrice: fuelPrices.idcPrice })
      .from(fuelPrices)
      .where(inArray(fuelPrices.noomId, productIds)),
  )

export const customerPricesHandler: Handler<typeof pricesCalls.customerPrices> = async ({ deps, params }) =>
  bySortOrder(
    await deps.db
      .select({ noomId: customerPrices.noomId, clientPrice: customerPrices.clientPrice })
      .from(customerPrices)
      .where(and(eq(customerPrices.customerId, params.customerId), inArray(customerPrices.noomId, productIds)))
      .orderBy(asc(customerPrices.noomId)),
  )
