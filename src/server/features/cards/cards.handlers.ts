import type { cardsCalls, stationsCalls } from "../../../core/api"
import { demoMode } from "../../demo"
import { notFound } from "../../http/errors"
import type { Handler } from "../../http/bindCall"
import {
  applyForIdCredit,
  changeCardLimit,
  changeCardPin,
  confirmIdCredit,
  listCards,
  outboxOf,
  requestCard,
  staffedStationNames,
  type CardsProblem,
} from "./cards.service"
import { publicOrigin } from "../../http/publicOrigin"
import { refusalOf } from "./cards.errors"

const answer = (problem: CardsProblem | undefined): void => {
  if (problem) throw refusalOf(problem)
}

export const cards: Handler<typeof cardsCalls.cards> = ({ deps, params, query }) => listCards(deps.db, params.customerId, query)

export const cardRequest: Handler<typeof cardsCalls.cardRequest> = async ({ deps, params, contact, body }) =>
  answer(await requestCard(deps.db, params.customerId, contact, body))

export const cardLimitChange: Handler<typeof cardsCalls.cardLimitChange> = async ({ deps, params, contact, body }) =>
  answer(await changeCardLimit(deps.db, params.customerId, contact.id, body))

export const cardPinChange: Handler<typeof cardsCalls.cardPinChange> = async ({ deps, params, contact, body }) =>
  answer(await changeCardPin(deps.db, params.customerId, contact.id, body))

export const staffedStations: Handler<typeof stationsCalls.staffedStations> = async ({ deps }) =>
  (await staffedStationNames(deps.db)).map((name) => ({ name }))

export const idCreditApply: Handler<typeof cardsCalls.idCreditApply> = async ({ deps, c, user, contact, body }) =>
  answer(await applyForIdCredit(deps.db, user.userId, contact, body, publicOrigin(c)))

export const idCreditConfirm: Handler<typeof cardsCalls.idCreditConfirm> = ({ deps, params }) => confirmIdCredit(deps.db, params.token)

export const demoOutbox: Handler<typeof cardsCalls.demoOutbox> = ({ deps, user }) => {
  if (!demoMode()) throw notFound("The outbox exists only in demo mode")
  return outboxOf(deps.db, user.userId)
}
