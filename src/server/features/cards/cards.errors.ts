import { badRequest, type HttpError, refusalOfProblem, refuse } from "../../http/errors"
import type { CardsProblem } from "./cards.service"

const fieldMessages: Record<Extract<CardsProblem, { kind: "FIELD" }>["problem"], string> = {
  REQUIRED: "Required",
  INVALID_NUMBER: "Expected a non-negative amount with at most two decimals",
  CATEGORY_MISSING: "A payment card needs a card category",
  NOT_FOR_DISCOUNT_CARD: "A discount card has no limit or category",
  UNKNOWN_PICKUP_LOCATION: "Not a staffed station",
  LIMIT_ABOVE_CREDIT: "A monthly limit above the customer's credit limit",
  NOT_THE_PATH_CUSTOMER: "Not the customer of the path",
  NOT_THE_SESSION_CONTACT: "Not the signed-in user's contact of this customer",
}

/** The HTTP answer to a refusal of the cards service. */
export function refusalOf(problem: CardsProblem): HttpError {
  switch (problem.kind) {
    case "FIELD":
      if (problem.problem === "LIMIT_ABOVE_CREDIT") return refuse("LIMIT_ABOVE_CREDIT", fieldMessages.LIMIT_ABOVE_CREDIT, problem.field)
      return badRequest(problem.field, fieldMessages[problem.problem])
    case "CARD_NOT_FOUND":
      return refusalOfProblem({ code: "NOT_FOUND", message: "No such card of this customer", field: "remoteCardId" })
    case "NOT_AN_ID_CARD":
      return refuse("NOT_AN_ID_CARD", "Only an ID credit card has a PIN to change", "remoteCardId")
    case "PIN_TOO_SIMPLE":
      return refuse(
        "PIN_TOO_SIMPLE",
        "A PIN of one digit four times, a run up or down, or a pair twice is too easy to guess",
        problem.field,
      )
    case "NOT_ELIGIBLE_FOR_ID_CREDIT":
      return refuse("NOT_ELIGIBLE_FOR_ID_CREDIT", "Only a person's own private customer whose user may request ID credit can apply")
    case "LIMIT":
      switch (problem.problem) {
        case "ID_CARD":
          return refuse("NOT_AN_ID_CARD", "An ID credit card changes its PIN, not its limit", "remoteCardId")
        case "NO_LIMIT_ON_DISCOUNT_CARD":
          return badRequest("newLimit", "A discount card has no limit")
        case "LIMIT_WHILE_BLOCKED":
          return badRequest("newLimit", "A blocked card keeps its limit: blocking clears a limit change")
        case "LIMIT_ABOVE_CREDIT":
          return refuse("LIMIT_ABOVE_CREDIT", "A monthly limit above the customer's credit limit", "newLimit")
        case "NOTHING_CHANGED":
          return refuse("NOTHING_CHANGED", "Neither the limit nor the blocked flag differs from the card's")
      }
  }
}
