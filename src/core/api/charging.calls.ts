import * as Schema from "effect/Schema"
import { defineCall } from "./call"
import { concludeAgreementRule } from "./callRules"
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
  ...concludeAgreementRule,
  pathChosen: true,
  errors: ["OFFER_NOT_PENDING"],
  changes: [chargingAgreements],
  summary:
    "Accept a charging agreement offer (once: a decided offer answers 409 OFFER_NOT_PENDING); the fields are checked with the form's rules (400 VALIDATION naming the field, the rule in message)",
})

export const chargingOfferReject = defineCall({
  id: "chargingOfferReject",
  method: "POST",
  path: "/charging/agreements/{customerId}/{id}/reject",
  response: "empty",
  ...concludeAgreementRule,
  pathChosen: true,
  errors: ["OFFER_NOT_PENDING"],
  changes: [chargingAgreements],
  summary: "Decline a charging agreement offer (once: a decided offer answers 409 OFFER_NOT_PENDING)",
})

export const chargingAgreementPreview = defineCall({
  id: "chargingAgreementPreview",
  method: "GET",
  path: "/charging/agreements/{customerId}/{id}/preview",
  query: ChargingPreviewQuery,
  response: "binary",
  access: "customer",
  pathChosen: true,
  summary: "PDF preview of a charging offer with the form's start date and contact details, shown inline",
})

export const chargingAgreementDownload = defineCall({
  id: "chargingAgreementDownload",
  method: "GET",
  path: "/charging/agreements/{customerId}/{id}/download",
  query: ChargingPreviewQuery,
  response: "binary",
  access: "customer",
  pathChosen: true,
  summary: "The same PDF as the preview, as an attachment named after the contract number (<contractNumber>.pdf)",
})
