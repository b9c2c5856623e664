import { and, asc, eq, inArray } from "drizzle-orm"
import { FuelProducts } from "../../../core/schemas/prices"
import type { Db } from "../../db/client"
import { customerPrices, fuelPrices } from "../../db/schema"

/** Fuel prices: the public ones and a customer's own, of the products the portal shows, in their order. */

const productIds = FuelProducts.map((p) => p.noomId)
const sortOrder = new Map<number, number>(FuelProducts.map((p) => [p.noomId, p.sortOrder]))
const bySortOrder = <R extends { noomId: number }>(rows: R[]) =>
  rows.sort((a, b) => (sortOrder.get(a.noomId) ?? 99) - (sortOrder.get(b.noomId) ?? 99))

/** The public prices (the same for everybody). */
export const publicPriceRows = async (db: Db) =>
  bySortOrder(
    await db
      .select({ noomId: fuelPrices.noomId, price: fuelPrices.price, idcPrice: fuelPrices.idcPrice })
      .from(fuelPrices)
      .where(inArray(fuelPrices.noomId, productIds)),
  )

/** The customer's own prices. */
export const customerPriceRows = async (db: Db, customerId: number) =>
  bySortOrder(
    await db
      .select({ noomId: customerPrices.noomId, clientPrice: customerPrices.clientPrice })
      .from(customerPrices)
      .where(and(eq(customerPrices.customerId, customerId), inArray(customerPrices.noomId, productIds)))
      .orderBy(asc(customerPrices.noomId)),
  )
