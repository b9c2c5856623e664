import type { Hono } from "hono"
import { cardsCalls, stationsCalls } from "../../../core/api"
import type { AppEnv } from "../../context"
import { bindCall } from "../../http/bindCall"
import { demoMode } from "../../demo"
import * as h from "./cards.handlers"

export function cardsRoutes(app: Hono<AppEnv>) {
  bindCall(app, cardsCalls.cards, h.cards)
  bindCall(app, cardsCalls.cardRequest, h.cardRequest)
  bindCall(app, cardsCalls.cardLimitChange, h.cardLimitChange)
  bindCall(app, cardsCalls.cardPinChange, h.cardPinChange)
  bindCall(app, stationsCalls.staffedStations, h.staffedStations)
  bindCall(app, cardsCalls.idCreditApply, h.idCreditApply)
  bindCall(app, cardsCalls.idCreditConfirm, h.idCreditConfirm)
  // The demo's outbox viewer does not exist in production (404 before any access check).
  if (demoMode()) bindCall(app, cardsCalls.demoOutbox, h.demoOutbox)
}
