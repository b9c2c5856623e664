import { desc, eq } from "drizzle-orm"
import type { chargingCalls, electricityAgreementCalls } from "../../../core/api"
import { chargingAgreements, electricityAgreements } from "./agreements.tables"
import type { Handler } from "../../http/bindCall"

/** Electricity agreements and offers of the customer, newest change first. */
export const electricityList: Handler<typeof electricityAgreementCalls.electricityAgreements> = async ({ deps, params }) => {
  const rows = await deps.db
    .select()
    .from(electricityAgreements)
    .where(eq(electricityAgreements.customerId, params.customerId))
    .orderBy(desc(electricityAgreements.dateModified))
  return rows.map((r) => ({
    id: r.id,
    contractNumber: r.contractNumber,
    dateModified: r.dateModified.toISOString(),
    startDate: r.startDate,
    status: r.status,
    meteringPoints: r.meteringPoints,
    consumptionPackage: r.consumptionPackage,
    productionPackage: r.productionPackage,
    endDate: r.endDate,
    ...(r.offer ?? {}),
  }))
}

/** Charging agreements and offers (PENDING) of the customer, newest change first. */
export const chargingList: Handler<typeof chargingCalls.chargingAgreements> = async ({ deps, params }) => {
  const rows = await deps.db
    .select()
    .from(chargingAgreements)
    .where(eq(chargingAgreements.customerId, params.customerId))
    .orderBy(desc(chargingAgreements.dateModified))
  return rows.map((r) => ({
    ...r.details,
    id: r.id,
    contractNumber: r.contractNumber,
    status: r.status,
    startDate: r.startDate,
    dateModified: r.dateModified.toISOString(),
    chargingStations: r.chargingStations,
  }))
}
