import type { Hono } from "hono"
import { chargingCalls } from "../../../core/api"
import type { AppEnv } from "../../context"
import { bindCall } from "../../http/bindCall"
import * as h from "./charging.handlers"

/** /laadimine/leping: accepting or declining a charging offer, once, and its PDF (the list is bound with the agreements). */
export function chargingRoutes(app: Hono<AppEnv>) {
  bindCall(app, chargingCalls.chargingOfferAccept, h.accept)
  bindCall(app, chargingCalls.chargingOfferReject, h.reject)
  bindCall(app, chargingCalls.chargingAgreementPreview, h.preview)
  bindCall(app, chargingCalls.chargingAgreementDownload, h.download)
}
