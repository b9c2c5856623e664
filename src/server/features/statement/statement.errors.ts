import { badRequest, type HttpError, notFound } from "../../http/errors"
import type { StatementAnswer, StatementProblem } from "./statement.problems"

/** The HTTP answer to a refusal of the statement's service. */
export function refusalOf(problem: StatementProblem): HttpError {
  switch (problem.kind) {
    case "INVALID":
      return badRequest(problem.field, problem.message)
    case "DOCUMENT_NOT_FOUND":
      return notFound("No such document of this customer")
    case "SOME_DOCUMENTS_NOT_OWN":
      return notFound("Some documents are not this customer's")
  }
}

/** The service's value, or its refusal thrown as the HTTP answer. */
export function valueOrRefusal<T>(answer: StatementAnswer<T>): T {
  if ("problem" in answer) throw refusalOf(answer.problem)
  return answer.value
}
