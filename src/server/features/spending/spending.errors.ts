import { badRequest, type HttpError, notFound } from "../../http/errors"
import type { SpendingAnswer, SpendingProblem } from "./spending.problems"

/** The HTTP answer to a refusal of the spending service. */
export function refusalOf(problem: SpendingProblem): HttpError {
  switch (problem.kind) {
    case "VEHICLE_NOT_FOUND":
      return notFound("No such vehicle of this customer")
    case "ANOMALY_NOT_FOUND":
      return notFound("No such anomaly of this customer")
    case "BUDGET_TWICE":
      return badRequest(problem.field, "This budget is given twice")
    case "CARD_NOT_FOUND":
      return badRequest(problem.field, "No such card of this customer")
    case "BUDGET_NOT_SHOWN":
      return badRequest(problem.field, "A budget of a category this contact does not see")
  }
}

/** The service's value, or its refusal thrown as the HTTP answer. */
export function valueOrRefusal<T>(answer: SpendingAnswer<T>): T {
  if ("problem" in answer) throw refusalOf(answer.problem)
  return answer.value
}
