import { badRequest, type HttpError, notFound } from "../../http/errors"
import type { InvoicesAnswer, InvoicesProblem } from "./invoices.problems"

/** The HTTP answer to a refusal of the invoices' service. */
export function refusalOf(problem: InvoicesProblem): HttpError {
  switch (problem.kind) {
    case "INVALID":
      return badRequest(problem.field, problem.message)
    case "DOCUMENT_NOT_FOUND":
      return notFound("No such document")
    case "SOME_DOCUMENTS_MISSING":
      return notFound("Some documents do not exist")
    case "INVOICE_NOT_FOUND":
      return notFound("No such invoice")
  }
}

/** The service's value, or its refusal thrown as the HTTP answer. */
export function valueOrRefusal<T>(answer: InvoicesAnswer<T>): T {
  if ("problem" in answer) throw refusalOf(answer.problem)
  return answer.value
}
