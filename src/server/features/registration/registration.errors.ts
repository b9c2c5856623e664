import { badRequest, type HttpError, notFound, refuse } from "../../http/errors"
import type { RegistrationProblem } from "./registration.service"

/** The HTTP answer to a refused registration. */
export function refusalOf(problem: RegistrationProblem): HttpError {
  switch (problem.kind) {
    case "FIELD":
      return badRequest(problem.problem.field, problem.problem.problem)
    case "NOT_YOUR_CODE":
      return badRequest("personalIdentificationCode", "Only your own personal code")
    case "NOT_YOUR_NAME":
      return badRequest("name", "Only the name of your eID identity")
    case "NO_COMPANY":
      return notFound("No such company of yours")
    case "ALREADY_CUSTOMER":
      return refuse("ALREADY_CUSTOMER", problem.message)
  }
}
