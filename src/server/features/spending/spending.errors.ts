import { type HttpError, notFound } from "../../http/errors"
import type { SpendingAnswer, SpendingProblem } from "./spending.problems"

/** The HTTP answer to a refusal of the spending service. */
export function refusalOf(problem: SpendingProblem): HttpError {
  switch (problem.kind) {
    case "VEHICLE_NOT_FOUND":
      return notFound("No such vehicle of this customer")
  }
}

/** The service's value, or its refusal thrown as the HTTP answer. */
export function valueOrRefusal<T>(answer: SpendingAnswer<T>): T {
  if ("problem" in answer) throw refusalOf(answer.problem)
  return answer.value
}
