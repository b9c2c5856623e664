import * as Schema from "effect/Schema"
import { defineCall } from "./call"
import { cardsRule } from "./callRules"
import { currentUser } from "./session.calls"
import {
  CardLimitChange,
  CardPage,
  CardPageQuery,
  CardPinChange,
  IdCreditApplication,
  IdCreditConfirmResponse,
  NewCardRequest,
  OutboxMail,
} from "../schemas/cards"

export const cards = defineCall({
  id: "cards",
  method: "GET",
  path: "/cards/{customerId}",
  query: CardPageQuery,
  response: CardPage,
  ...cardsRule,
  pathChosen: true,
  summary: "Payment or discount cards, paged, by blocked flag and search (size 20; 9000 for filter lists)",
})

export const cardRequest = defineCall({
  id: "cardRequest",
  method: "POST",
  path: "/cards/{customerId}/requests",
  body: NewCardRequest,
  response: "empty",
  ...cardsRule,
  pathChosen: true,
  errors: ["LIMIT_ABOVE_CREDIT"],
  summary: "Request a new payment or discount card (400 LIMIT_ABOVE_CREDIT: a monthly limit above the customer's credit limit)",
})

export const cardLimitChange = defineCall({
  id: "cardLimitChange",
  method: "POST",
  path: "/cards/{customerId}/limit",
  body: CardLimitChange,
  response: "empty",
  ...cardsRule,
  pathChosen: true,
  errors: ["NOTHING_CHANGED", "NOT_AN_ID_CARD", "LIMIT_ABOVE_CREDIT"],
  changes: [cards],
  summary: "Change a card's monthly limit or block it (400 LIMIT_ABOVE_CREDIT: a limit above the customer's credit limit)",
})

export const cardPinChange = defineCall({
  id: "cardPinChange",
  method: "POST",
  path: "/cards/{customerId}/pin",
  body: CardPinChange,
  response: "empty",
  ...cardsRule,
  pathChosen: true,
  errors: ["NOT_AN_ID_CARD", "PIN_TOO_SIMPLE"],
  changes: [cards],
  summary: "Change the PIN of an ID credit card (4 digits; 400 PIN_TOO_SIMPLE for 0000, 1234, 4321, 1212 and the like)",
})

export const idCreditApply = defineCall({
  id: "idCreditApply",
  method: "POST",
  path: "/id-credit-applications/{customerId}",
  body: IdCreditApplication,
  response: "empty",
  access: "customer",
  pathChosen: true,
  errors: ["NOT_ELIGIBLE_FOR_ID_CREDIT", "PIN_TOO_SIMPLE"],
  // The user's canRequestIdCredit turns false: the promo goes and the credit remainder may show.
  changes: [currentUser],
  summary:
    "Apply for an ID credit card (persons whose user canRequestIdCredit, on their own private customer); a confirmation e-mail follows",
})

export const idCreditConfirm = defineCall({
  id: "idCreditConfirm",
  method: "POST",
  // {token} is the opaque one-time token of the e-mailed link /confirm-id-credit/{token}, not a number.
  path: "/id-credit-applications/confirm/{token}",
  response: IdCreditConfirmResponse,
  access: "public",
  pathChosen: true,
  summary:
    "Confirm the e-mail address of a credit application: success, or message EMAIL_EXPIRED (link valid 14 days), ALREADY_CONFIRMED, INVALID_LINK",
})

export const demoOutbox = defineCall({
  id: "demoOutbox",
  method: "GET",
  path: "/demo/outbox",
  response: Schema.Array(OutboxMail),
  access: "user",
  pathChosen: true,
  errors: ["NOT_FOUND"],
  summary: "Demo only (404 when DEMO_MODE is off): the mails the server wrote for the signed-in user, newest first",
})
