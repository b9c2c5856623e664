import type { Hono } from "hono"
import { electricityAgreementCalls } from "../../../core/api"
import type { AppEnv } from "../../context"
import { bindCall } from "../../http/bindCall"
import { eleringSimulatorRoutes } from "../../simulators/elering"
import { demoMode } from "../../demo"
import * as h from "./electricityAgreement.handlers"

/** The agreement wizard of /elekter/leping: the grid operator's consent, packages, new agreements, package changes and offers. */
export function electricityAgreementRoutes(app: Hono<AppEnv>) {
  bindCall(app, electricityAgreementCalls.eleringAuthorization, h.eleringAuthorization)
  bindCall(app, electricityAgreementCalls.eleringAuthorizationStart, h.eleringAuthorizationStart)
  bindCall(app, electricityAgreementCalls.electricityPackages, h.packages)
  bindCall(app, electricityAgreementCalls.resaleOfferRequest, h.resaleOffer)
  bindCall(app, electricityAgreementCalls.electricityAgreementCreate, h.create)
  bindCall(app, electricityAgreementCalls.electricityPackageChange, h.packageChange)
  bindCall(app, electricityAgreementCalls.electricityOfferAccept, h.accept)
  bindCall(app, electricityAgreementCalls.electricityOfferReject, h.reject)
  bindCall(app, electricityAgreementCalls.electricityTermsPdf, h.terms)
  bindCall(app, electricityAgreementCalls.electricityAgreementPreview, h.preview)
  // The grid operator's page (simulated, demo mode only): the browser goes there and comes back.
  if (demoMode()) eleringSimulatorRoutes(app)
}
