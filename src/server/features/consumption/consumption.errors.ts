import type { MeasurementRangeProblem } from "../../../core/rules/consumption"
import { badRequest, type HttpError, notFound } from "../../http/errors"
import type { ConsumptionProblem } from "./consumption.service"

const rangeMessages: Record<MeasurementRangeProblem, readonly [string, string]> = {
  fromInvalid: ["from", "from must be a day YYYY-MM-DD"],
  toInvalid: ["to", "to must be a day YYYY-MM-DD"],
  toBeforeFrom: ["to", "to is before from"],
  tooLong: ["to", "The period is too long for this resolution (HOUR 31, DAY 366, MONTH 1098 days)"],
}

/** The HTTP answer to a refusal of the consumption service. */
export function refusalOf(problem: ConsumptionProblem): HttpError {
  switch (problem.kind) {
    case "RANGE":
      return badRequest(...rangeMessages[problem.problem])
    case "POINT_NOT_FOUND":
      return notFound("No such metering point of this customer")
  }
}
