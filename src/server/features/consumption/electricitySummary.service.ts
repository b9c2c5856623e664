import { eq } from "drizzle-orm"
import type { Db } from "../../db/client"
import { electricityAgreements } from "../agreements/agreements.tables"

/** The customer's electricity agreement figures (spec part 1 §3 Customer): active count, their average monthly fee, pending offers. */
export async function electricitySummary(db: Db, customerId: number) {
  const rows = await db
    .select({ status: electricityAgreements.status, consumptionPackage: electricityAgreements.consumptionPackage })
    .from(electricityAgreements)
    .where(eq(electricityAgreements.customerId, customerId))
  const active = rows.filter((r) => r.status === "ACTIVE")
  const fees = active.map((r) => r.consumptionPackage?.monthlyFee).filter((f): f is number => typeof f === "number")
  return {
    activeElectricityAgreementsCount: active.length,
    averageElectricityAgreementsMonthlyFee: fees.length ? Math.round((fees.reduce((a, b) => a + b, 0) / fees.length) * 100) / 100 : null,
    hasPendingElectricityAgreements: rows.some((r) => r.status === "PENDING"),
  }
}
