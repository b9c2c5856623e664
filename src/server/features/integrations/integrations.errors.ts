import { badRequest, type HttpError, notFound } from "../../http/errors"
import type { IntegrationsProblem } from "./integrations.service"

/** The HTTP answer to a refusal of the integrations service. */
export function refusalOf(problem: IntegrationsProblem): HttpError {
  switch (problem.kind) {
    case "NO_SUCH_KEY":
      return notFound("No such API key of this customer")
    case "FIELD":
      // The rule's code is the message: the portal picks the user's text by field and code.
      return badRequest(problem.problem.field, problem.problem.problem)
  }
}
