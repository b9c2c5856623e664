import { HttpError } from "../../http/errors"
import type { CardsProblem } from "../../services/cards"

/** Every refusal of the cards routes: `{ error: code, field?, message }` with a stable upper-case code. */
export const refuse = (status: 400 | 403 | 404 | 409, code: string, message: string, field?: string) =>
  new HttpError(status, { error: code, field, message } as never)

const fieldMessages: Record<Extract<CardsProblem, { kind: "FIELD" }>["problem"], string> = {
  REQUIRED: "Required",
  INVALID_NUMBER: "Expected a non-negative amount with at most two decimals",
  CATEGORY_MISSING: "A payment card needs a card category",
  NOT_FOR_DISCOUNT_CARD: "A discount card has no limit or category",
  UNKNOWN_PICKUP_LOCATION: "Not a staffed station",
  NOT_THE_PATH_CUSTOMER: "Not the customer of the path",
  NOT_THE_SESSION_CONTACT: "Not the signed-in user's contact of this customer",
}

/** The HTTP answer to a refusal of the cards service. */
export function refusalOf(problem: CardsProblem): HttpError {
  switch (problem.kind) {
    case "FIELD":
      return refuse(400, "VALIDATION", fieldMessages[problem.problem], problem.field)
    case "CARD_NOT_FOUND":
      return refuse(404, "CARD_NOT_FOUND", "No such card of this customer", "remoteCardId")
    case "NOT_AN_ID_CARD":
      return refuse(409, "NOT_AN_ID_CARD", "Only an ID credit card has a PIN to change", "remoteCardId")
    case "NOT_ELIGIBLE_FOR_ID_CREDIT":
      return refuse(403, "NOT_ELIGIBLE_FOR_ID_CREDIT", "Only a person's own private customer whose user may request ID credit can apply")
    case "LIMIT":
      switch (problem.problem) {
        case "ID_CARD":
          return refuse(409, "ID_CARD", "An ID credit card changes its PIN, not its limit", "remoteCardId")
        case "NO_LIMIT_ON_DISCOUNT_CARD":
          return refuse(400, "VALIDATION", "A discount card has no limit", "newLimit")
        case "LIMIT_WHILE_BLOCKED":
          return refuse(400, "VALIDATION", "A blocked card keeps its limit: blocking clears a limit change", "newLimit")
        case "NOTHING_CHANGED":
          return refuse(409, "NOTHING_CHANGED", "Neither the limit nor the blocked flag differs from the card's")
      }
  }
}
