import type { Hono } from "hono"
import { electricityCalls } from "../../../core/api"
import type { AppEnv } from "../../context"
import { bindCall } from "../../http/bindCall"
import { eleringSimulatorRoutes } from "../../simulators/elering"
import * as h from "./consumption.handlers"
import * as w from "../electricityAgreement/electricityAgreement.handlers"

/** /elektritarbimine (metering points, measurements) and the agreement wizard of /elekter/leping. */
export function electricityRoutes(app: Hono<AppEnv>) {
  bindCall(app, electricityCalls.meteringPoints, h.meteringPoints)
  bindCall(app, electricityCalls.measurements, h.measurements)
  bindCall(app, electricityCalls.eleringAuthorization, w.eleringAuthorization)
  bindCall(app, electricityCalls.eleringAuthorizationStart, w.eleringAuthorizationStart)
  bindCall(app, electricityCalls.electricityPackages, w.packages)
  bindCall(app, electricityCalls.resaleOfferRequest, w.resaleOffer)
  bindCall(app, electricityCalls.electricityAgreementCreate, w.create)
  bindCall(app, electricityCalls.electricityPackageChange, w.packageChange)
  bindCall(app, electricityCalls.electricityOfferAccept, w.accept)
  bindCall(app, electricityCalls.electricityOfferReject, w.reject)
  bindCall(app, electricityCalls.electricityTermsPdf, w.terms)
  bindCall(app, electricityCalls.electricityAgreementPreview, w.preview)
  // The grid operator's page (simulated): the browser goes there and comes back.
  eleringSimulatorRoutes(app)
}
