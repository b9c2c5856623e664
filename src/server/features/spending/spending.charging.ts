import { and, desc, eq, gte, lte, sql } from "drizzle-orm"
import { shownAmount } from "../../../core/rules/spending"
import type { ChargingSessionPage, ChargingSessionQuery } from "../../../core/schemas/spending"
import type { Db } from "../../db/client"
import { chargingSessions as sessions } from "./spending.tables"

export const CHARGING_PAGE_SIZE = 20

/** A page of the customer's charging sessions, newest first, with the count, kWh and cost of all that match: two statements on the customer's date index. */
export async function listChargingSessions(
  db: Db,
  customerId: number,
  query: ChargingSessionQuery,
  includesVat: boolean,
): Promise<ChargingSessionPage> {
  const page = query.page ?? 0
  const size = query.size ?? CHARGING_PAGE_SIZE
  const where = and(
    eq(sessions.customerId, customerId),
    query.start ? gte(sessions.sessionDate, query.start) : undefined,
    query.end ? lte(sessions.sessionDate, query.end) : undefined,
    query.site ? eq(sessions.siteName, query.site) : undefined,
  )
  const [rows, [sums]] = await Promise.all([
    db
      .select()
      .from(sessions)
      .where(where)
      .orderBy(desc(sessions.startedAt), desc(sessions.id))
      .limit(size)
      .offset(page * size),
    db
      .select({
        count: sql<number>`count(*)::int`,
        kwh: sql<string | null>`sum(${sessions.kwh})::text`,
        cost: sql<string | null>`sum(${sessions.cost})::text`,
        vat: sql<string | null>`sum(${sessions.vatAmount})::text`,
      })
      .from(sessions)
      .where(where),
  ])
  return {
    content: rows.map((r) => ({
      id: r.id,
      siteName: r.siteName,
      connector: r.connector,
      startedAt: r.startedAt.toISOString(),
      endedAt: r.endedAt.toISOString(),
      kwh: r.kwh,
      // The price without VAT: the session's VAT share taken off the price with VAT.
      pricePerKwh: includesVat || r.cost === 0 ? r.pricePerKwh : Math.round(r.pricePerKwh * (1 - r.vatAmount / r.cost) * 10_000) / 10_000,
      cost: shownAmount(r.cost, r.vatAmount, includesVat),
      rfidCard: r.rfidCard,
      vehicleNumber: r.vehicleNumber,
    })),
    number: page,
    size,
    totalElements: Number(sums?.count ?? 0),
    totalKwh: Math.round(Number(sums?.kwh ?? 0) * 1000) / 1000,
    totalCost: shownAmount(Number(sums?.cost ?? 0), Number(sums?.vat ?? 0), includesVat),
    includesVat,
  }
}
