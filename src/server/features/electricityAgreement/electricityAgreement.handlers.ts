import type { electricityAgreementCalls } from "../../../core/api"
import type { Handler } from "../../http/bindCall"
import { publicOrigin } from "../../http/publicOrigin"
import { pdfResponse, safeName } from "../../documents/files"
import { electricityTermsPdf } from "../../documents/electricityWizardPdf"
import { answer, refusalOf } from "./electricityAgreement.errors"
import { authorizationsOf, startAuthorization } from "./electricityAgreement.authorization"
import { acceptOffer, changePackage, rejectOffer } from "./electricityAgreement.offers"
import { agreementPreview } from "./electricityAgreement.preview"
import { concludeAgreement, requestResaleOffer } from "./electricityAgreement.requests"
import { packagesOfQuery } from "./electricityAgreement.service"

/** GET /customers/eic/{eic}/elering-authorization */
export const eleringAuthorization: Handler<typeof electricityAgreementCalls.eleringAuthorization> = async ({
  deps,
  user,
  params,
  query,
}) => {
  const found = await authorizationsOf(deps.db, user.userId, params.eic, query.meteringPointEics)
  if (found.kind !== "OK") throw refusalOf(found)
  return { authorizations: found.authorizations }
}

/** POST /customers/eic/{eic}/elering-authorization: where the browser goes to grant access. */
export const eleringAuthorizationStart: Handler<typeof electricityAgreementCalls.eleringAuthorizationStart> = async ({
  deps,
  user,
  params,
  body,
  c,
}) => {
  const started = await startAuthorization(deps.db, user.userId, params.eic, body, deps.clock.now())
  if (started.kind !== "OK") throw refusalOf(started)
  return { redirectUrl: `${publicOrigin(c)}/v1/elering/authorize/${started.token}` }
}

/** GET /electricity/packages/{customerId}?eics= */
export const packages: Handler<typeof electricityAgreementCalls.electricityPackages> = async ({ deps, params, query }) => {
  const found = await packagesOfQuery(deps.db, params.customerId, query.eics)
  if (found.kind !== "OK") throw refusalOf(found)
  return found.packages
}

export const resaleOffer: Handler<typeof electricityAgreementCalls.resaleOfferRequest> = async ({ deps, contact, user, body }) =>
  answer(await requestResaleOffer(deps.db, contact, user.userId, body, deps.clock.now()))

export const create: Handler<typeof electricityAgreementCalls.electricityAgreementCreate> = async ({ deps, contact, user, body }) => {
  const concluded = await concludeAgreement(deps.db, contact, user.userId, body, deps.clock.now())
  if (concluded.kind !== "OK") throw refusalOf(concluded)
}

export const packageChange: Handler<typeof electricityAgreementCalls.electricityPackageChange> = async ({
  deps,
  contact,
  user,
  params,
  body,
}) => answer(await changePackage(deps.db, contact, user.userId, params.agreementId, body, deps.clock.now()))

export const accept: Handler<typeof electricityAgreementCalls.electricityOfferAccept> = async ({ deps, contact, user, params, body }) =>
  answer(await acceptOffer(deps.db, contact, user.userId, params.offerId, body, deps.clock.now()))

export const reject: Handler<typeof electricityAgreementCalls.electricityOfferReject> = async ({ deps, contact, user, params }) =>
  answer(await rejectOffer(deps.db, contact, user.userId, params.offerId, deps.clock.now()))

/** GET /electricity/terms/{termsId}?isCompany= (public: the terms are the same for everybody of a kind). */
export const terms: Handler<typeof electricityAgreementCalls.electricityTermsPdf> = async ({ deps, params, query }) => {
  if (params.termsId !== 1) throw refusalOf({ kind: "TERMS_NOT_FOUND" })
  const pdf = await electricityTermsPdf(query.isCompany, deps.clock.now())
  return pdfResponse(pdf, query.isCompany ? "elektrilepingu-tingimused-ariklient.pdf" : "elektrilepingu-tingimused-eraisik.pdf")
}

/** GET /electricity/agreements/{customerId}/preview: the contract from the wizard's choices (the customer's own points and offers only). */
export const preview: Handler<typeof electricityAgreementCalls.electricityAgreementPreview> = async ({ deps, params, query, contact }) => {
  const made = await agreementPreview(deps.db, params.customerId, contact.id, query, deps.clock.now())
  if (made.kind !== "OK") throw refusalOf(made)
  return pdfResponse(made.pdf, `elektrileping-${safeName(made.contractNumber)}.pdf`)
}
