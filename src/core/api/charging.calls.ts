import * as Schema from "effect/Schema"
import { defineCall } from "./call"
import { ChargingAgreement, ChargingOfferAccept, ChargingPreviewQuery } from "../schemas/charging"

export const chargingAgreements = defineCall({
  id: "chargingAgreements",
  method: "GET",
  path: "/charging/agreements/{customerId}",
  response: Schema.Array(ChargingAgreement),
  access: "customer",
  pathChosen: true,
  summary: "Charging agreements and offers (PENDING) of the customer",
})

export const chargingOfferAccept = defineCall({
  id: "chargingOfferAccept",
  method: "POST",
  path: "/charging/agreements/{customerId}/{id}/accept",
  body: ChargingOfferAccept,
  response: "empty",
  access: "customer",
  pathChosen: true,
  summary: "Accept a charging agreement offer",
})

export const chargingOfferReject = defineCall({
  id: "chargingOfferReject",
  method: "POST",
  path: "/charging/agreements/{customerId}/{id}/reject",
  response: "empty",
  access: "customer",
  pathChosen: true,
  summary: "Decline a charging agreement offer",
})

export const chargingAgreementPreview = defineCall({
  id: "chargingAgreementPreview",
  method: "GET",
  path: "/charging/agreements/{customerId}/{id}/preview",
  query: ChargingPreviewQuery,
  response: "binary",
  access: "customer",
  pathChosen: true,
  summary: "PDF preview of a charging offer (downloaded under the contract number)",
})
