import type { consumptionCalls } from "../../../core/api"
import { isCompanyCustomer } from "../../../core/rules/access"
import { checkMeasurementRange, resolutionFor } from "../../../core/rules/consumption"
import type { Handler } from "../../http/bindCall"
import { badRequest, notFound } from "../../http/errors"
import { measurementData, ownsPoint } from "./consumption.service"
import { customerEicOf, wizardPoints } from "../electricityAgreement/electricityAgreement.service"

/** GET /electricity/metering-points/{customerId}: with the customer's EIC, each point's authorisation, related agreement and earliest start. */
export const meteringPoints: Handler<typeof consumptionCalls.meteringPoints> = async ({ deps, params }) => ({
  customerEic: customerEicOf(params.customerId),
  meteringPoints: await wizardPoints(deps.db, params.customerId, deps.clock.now()),
})

const problemMessages: Record<string, readonly [string, string]> = {
  fromInvalid: ["from", "from must be a day YYYY-MM-DD"],
  toInvalid: ["to", "to must be a day YYYY-MM-DD"],
  toBeforeFrom: ["to", "to is before from"],
  tooLong: ["to", "The period is too long for this resolution (HOUR 31, DAY 366, MONTH 1098 days)"],
}

/** GET /electricity/measurements/{customerId}/{pointId}: another customer's point is unknown here (404). */
export const measurements: Handler<typeof consumptionCalls.measurements> = async ({ deps, params, query, customerKind }) => {
  const { from, to } = query
  const problem = checkMeasurementRange(from, to, query.resolution ?? "MONTH")
  if (problem) throw badRequest(...problemMessages[problem]!)
  const resolution = query.resolution ?? resolutionFor({ start: from, end: to })
  const again = checkMeasurementRange(from, to, resolution)
  if (again) throw badRequest(...problemMessages[again]!)
  if (!(await ownsPoint(deps.db, params.customerId, params.pointId))) throw notFound("No such metering point of this customer")
  // Companies see costs without VAT, as they see prices (spec part 3); persons and associations with it.
  return measurementData(deps.db, params.pointId, { start: from, end: to }, resolution, { withVat: !isCompanyCustomer(customerKind) })
}
