import { BankPaymentLimit } from "../../../core/schemas/payments"
import { badRequest, type HttpError, refuse } from "../../http/errors"
import type { PaymentsProblem } from "./payments.service"

/** The HTTP answer to a refusal of the payments service. */
export function refusalOf(problem: PaymentsProblem): HttpError {
  switch (problem.kind) {
    case "NOT_THE_PATH_CUSTOMER":
      return badRequest("customerId", "customerId differs from the path")
    case "NOT_THE_SESSION_CONTACT":
      return badRequest("contactPersonId", "contactPersonId is not your contact of this customer")
    case "BANK_TYPE_MISSING":
      return badRequest("bankType", "A bank payment needs bankType")
    case "LISTED_TWICE":
      return badRequest("remoteDocumentIds", "A document is listed twice")
    case "NOTHING_TO_PAY":
      return badRequest("remoteDocumentIds", "Name at least one invoice (remoteDocumentIds or electricityInvoiceIds)")
    case "NOT_AN_INVOICE":
      return refuse("NOT_AN_INVOICE", `Document ${problem.documentId} is not an invoice of this customer`, "remoteDocumentIds")
    case "ALREADY_PAID":
      return refuse("ALREADY_PAID", `Document ${problem.documentId} is already paid`, "remoteDocumentIds")
    case "FACTORED":
      return refuse("FACTORED", `Document ${problem.documentId} is factored and cannot be paid here`, "remoteDocumentIds")
    case "OVER_BANK_LIMIT":
      return refuse(
        "OVER_BANK_LIMIT",
        `Bank-link payments are limited to ${BankPaymentLimit} euros; this selection is ${problem.amount.toFixed(2)}`,
        "remoteDocumentIds",
      )
  }
}
