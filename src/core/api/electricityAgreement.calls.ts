import * as Schema from "effect/Schema"
import { defineCall } from "./call"
import {
  EleringAuthorizationQuery,
  EleringAuthorizationRedirect,
  EleringAuthorizationResponse,
  EleringAuthorizationStart,
  ElectricityAgreementCreate,
  ElectricityAgreementPreviewQuery,
  ElectricityOffer,
  ElectricityOfferAccept,
  ElectricityPackage,
  ElectricityPackageChange,
  ElectricityPackagesQuery,
  ElectricityTermsQuery,
  ResaleOfferRequest,
} from "../schemas/electricityAgreement"

export const eleringAuthorization = defineCall({
  id: "eleringAuthorization",
  method: "GET",
  path: "/customers/eic/{eic}/elering-authorization",
  query: EleringAuthorizationQuery,
  response: EleringAuthorizationResponse,
  access: "user",
  errors: ["NO_CUSTOMER_AUTHORIZATION"],
  summary:
    "Whether the grid data service is authorised for each of the metering points (none: each authorized false; a backend may answer 409 NO_CUSTOMER_AUTHORIZATION)",
})

export const eleringAuthorizationStart = defineCall({
  id: "eleringAuthorizationStart",
  method: "POST",
  path: "/customers/eic/{eic}/elering-authorization",
  body: EleringAuthorizationStart,
  response: EleringAuthorizationRedirect,
  access: "user",
  pathChosen: true,
  summary: "Starts the grant at the grid operator: the address the browser opens; the operator returns to returnPath with ?elering=return",
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
  changes: [electricityAgreements],
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
  errors: ["CONFLICT"],
  changes: [electricityAgreements],
  summary: "Change the package of an agreement from a start date (409 CONFLICT: the agreement is not active)",
})

export const electricityOfferAccept = defineCall({
  id: "electricityOfferAccept",
  method: "POST",
  path: "/electricity/offers/{customerId}/{offerId}/accept",
  body: ElectricityOfferAccept,
  response: "empty",
  access: "customer",
  pathChosen: true,
  errors: ["OFFER_NOT_PENDING"],
  changes: [electricityAgreements],
  summary: "Accept an electricity agreement offer (once: 409 OFFER_NOT_PENDING after it was accepted or declined)",
})

export const electricityOfferReject = defineCall({
  id: "electricityOfferReject",
  method: "POST",
  path: "/electricity/offers/{customerId}/{offerId}/reject",
  response: "empty",
  access: "customer",
  pathChosen: true,
  errors: ["OFFER_NOT_PENDING"],
  changes: [electricityAgreements],
  summary: "Reject an electricity agreement offer (once: 409 OFFER_NOT_PENDING after it was accepted or declined)",
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
