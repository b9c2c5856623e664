import * as Schema from "effect/Schema"
import { defineCall } from "./call"
import { consumptionRule } from "./callRules"
import {
  CustomerMeteringPoints,
  EleringAuthorizationQuery,
  EleringAuthorizationResponse,
  ElectricityAgreementCreate,
  ElectricityAgreementPreviewQuery,
  ElectricityOffer,
  ElectricityOfferAccept,
  ElectricityPackage,
  ElectricityPackageChange,
  ElectricityPackagesQuery,
  ElectricityTermsQuery,
  MeasurementData,
  MeasurementQuery,
  ResaleOfferRequest,
} from "../schemas/electricity"

export const meteringPoints = defineCall({
  id: "meteringPoints",
  method: "GET",
  path: "/electricity/metering-points/{customerId}",
  response: CustomerMeteringPoints,
  access: "customer",
  pathChosen: true,
  summary: "The customer's EIC and metering points",
})

export const measurements = defineCall({
  id: "measurements",
  method: "GET",
  path: "/electricity/measurements/{customerId}/{pointId}",
  query: MeasurementQuery,
  response: MeasurementData,
  ...consumptionRule,
  pathChosen: true,
  summary: "Consumption and production of a metering point from–to at HOUR, DAY or MONTH, with statistics",
})

export const eleringAuthorization = defineCall({
  id: "eleringAuthorization",
  method: "GET",
  path: "/customers/eic/{eic}/elering-authorization",
  query: EleringAuthorizationQuery,
  response: EleringAuthorizationResponse,
  access: "user",
  summary: "Whether the grid data service is authorised for each of the metering points",
})

export const electricityPackages = defineCall({
  id: "electricityPackages",
  method: "GET",
  path: "/electricity/packages/{customerId}",
  query: ElectricityPackagesQuery,
  response: Schema.Array(ElectricityPackage),
  access: "customer",
  pathChosen: true,
  summary: "Packages offered for the chosen metering points (eics)",
})

export const electricityAgreements = defineCall({
  id: "electricityAgreements",
  method: "GET",
  path: "/electricity/agreements/{customerId}",
  response: Schema.Array(ElectricityOffer),
  access: "customer",
  pathChosen: true,
  summary: "Electricity agreements and offers (not in spec §7: the agreements list and the offer view need it)",
})

export const resaleOfferRequest = defineCall({
  id: "resaleOfferRequest",
  method: "POST",
  path: "/electricity/agreements/{customerId}/resale-offer",
  body: ResaleOfferRequest,
  response: "empty",
  access: "customer",
  pathChosen: true,
  summary: "Ask for a resale offer for produced electricity (a checked point above 15 capacity)",
})

export const electricityAgreementCreate = defineCall({
  id: "electricityAgreementCreate",
  method: "POST",
  path: "/electricity/agreements/{customerId}",
  body: ElectricityAgreementCreate,
  response: "empty",
  access: "customer",
  pathChosen: true,
  summary: "Conclude a new electricity agreement",
})

export const electricityPackageChange = defineCall({
  id: "electricityPackageChange",
  method: "PUT",
  path: "/electricity/agreements/{customerId}/{agreementId}/package",
  body: ElectricityPackageChange,
  response: "empty",
  access: "customer",
  pathChosen: true,
  summary: "Change the package of an agreement from a start date",
})

export const electricityOfferAccept = defineCall({
  id: "electricityOfferAccept",
  method: "POST",
  path: "/electricity/offers/{customerId}/{offerId}/accept",
  body: ElectricityOfferAccept,
  response: "empty",
  access: "customer",
  pathChosen: true,
  summary: "Accept an electricity agreement offer",
})

export const electricityOfferReject = defineCall({
  id: "electricityOfferReject",
  method: "POST",
  path: "/electricity/offers/{customerId}/{offerId}/reject",
  response: "empty",
  access: "customer",
  pathChosen: true,
  summary: "Reject an electricity agreement offer",
})

export const electricityTermsPdf = defineCall({
  id: "electricityTermsPdf",
  method: "GET",
  path: "/electricity/terms/{termsId}",
  query: ElectricityTermsQuery,
  response: "binary",
  access: "public",
  pathChosen: true,
  summary: "Terms of the electricity agreement as PDF, for persons or companies (the portal asks termsId 1)",
})

export const electricityAgreementPreview = defineCall({
  id: "electricityAgreementPreview",
  method: "GET",
  path: "/electricity/agreements/{customerId}/preview",
  query: ElectricityAgreementPreviewQuery,
  response: "binary",
  access: "customer",
  pathChosen: true,
  summary: "PDF preview of the agreement to be concluded, from the wizard's choices",
})
