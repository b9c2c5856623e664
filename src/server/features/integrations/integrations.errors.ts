import { badRequest, type HttpError, notFound } from "../../http/errors"
import type { IntegrationsProblem } from "./integrations.service"
import type { WebhooksProblem } from "./integrations.webhooks"

/** The HTTP answer to a refusal of the integrations service. */
export function refusalOf(problem: IntegrationsProblem | WebhooksProblem): HttpError {
  switch (problem.kind) {
    case "NO_SUCH_KEY":
      return notFound("No such API key of this customer")
    case "NO_SUCH_ENDPOINT":
      return notFound("No such webhook endpoint of this customer")
    case "NO_SUCH_DELIVERY":
      return notFound("No such webhook delivery of this customer")
    case "FIELD":
      // The rule's code is the message: the portal picks the user's text by field and code.
      return "field" in problem ? badRequest(problem.field, problem.problem) : badRequest(problem.problem.field, problem.problem.problem)
  }
}
