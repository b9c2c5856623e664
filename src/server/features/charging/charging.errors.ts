import { badRequest, type HttpError, notFound, refuse } from "../../http/errors"
import type { ChargingProblem } from "./charging.service"

/** The HTTP answer to a refusal of the charging service. */
export function refusalOf(problem: ChargingProblem): HttpError {
  switch (problem.kind) {
    case "FIELD":
      // The rule's code is the message: the portal picks the user's text by field and code.
      return badRequest(problem.field, problem.problem)
    case "NOT_FOUND":
      return notFound("No such charging agreement")
    case "NOT_PENDING":
      return refuse("OFFER_NOT_PENDING", "The offer has been accepted or declined already")
  }
}

/** Throws the refusal of a problem; nothing when there is none. */
export function answer(problem: ChargingProblem | undefined): void {
  if (problem) throw refusalOf(problem)
}
