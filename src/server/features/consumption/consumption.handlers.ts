import type { consumptionCalls } from "../../../core/api"
import { isCompanyCustomer } from "../../../core/rules/access"
import type { Handler } from "../../http/bindCall"
import { refusalOf } from "./consumption.errors"
import { measurementsOf } from "./consumption.service"
import { customerEicOf, wizardPoints } from "../electricityAgreement/electricityAgreement.service"

/** GET /electricity/metering-points/{customerId}: with the customer's EIC, each point's authorisation, related agreement and earliest start. */
export const meteringPoints: Handler<typeof consumptionCalls.meteringPoints> = async ({ deps, params }) => ({
  customerEic: customerEicOf(params.customerId),
  meteringPoints: await wizardPoints(deps.db, params.customerId, deps.clock.now()),
})

/** GET /electricity/measurements/{customerId}/{pointId}: another customer's point is unknown here (404). */
export const measurements: Handler<typeof consumptionCalls.measurements> = async ({ deps, params, query, customerKind }) => {
  // Companies see costs without VAT, as they see prices (spec part 3); persons and associations with it.
  const found = await measurementsOf(deps.db, params.customerId, params.pointId, query, { withVat: !isCompanyCustomer(customerKind) })
  if (found.kind !== "OK") throw refusalOf(found)
  return found.data
}
