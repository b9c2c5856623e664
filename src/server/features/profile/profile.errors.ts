import { badRequest, type HttpError, notFound } from "../../http/errors"
import type { ProfileProblem } from "./profile.service"

/** The HTTP answer to a refusal of the profile service. */
export function refusalOf(problem: ProfileProblem): HttpError {
  switch (problem.kind) {
    case "NOT_YOUR_CONTACT":
      return notFound("No such contact of yours")
    case "FIELD":
      // The rule's code is the message: the portal picks the user's text by field and code.
      return badRequest(problem.field, problem.problem)
  }
}
