import { eq } from "drizzle-orm"
import type { electricityAgreementCalls } from "../../../core/api"
import { isCompanyCustomer } from "../../../core/rules/access"
import { contactsOf } from "../../http/access"
import type { Handler } from "../../http/bindCall"
import { badRequest, notFound } from "../../http/errors"
import { publicOrigin } from "../../http/publicOrigin"
import { pdfResponse, safeName } from "../../documents/files"
import { electricityPreviewPdf, electricityTermsPdf } from "../../documents/electricityWizardPdf"
import { customers } from "../../db/schema"
import {
  acceptOffer,
  agreementByNumber,
  authorizationsOf,
  changePackage,
  concludeAgreement,
  customerIdOfEic,
  packageById,
  packagesFor,
  rejectOffer,
  requestResaleOffer,
  startAuthorization,
  wizardPoints,
} from "./electricityAgreement.service"
import type { AppDeps } from "../../context"

const list = (s: string | undefined) =>
  (s ?? "")
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean)

/** The customer of a customer EIC whom the signed-in user acts for; anything else is unknown (404). */
async function customerOfEic(deps: AppDeps, userId: number, eic: string): Promise<number> {
  const customerId = customerIdOfEic(eic)
  if (customerId == null) throw notFound("No such customer EIC")
  const [contact] = await contactsOf(deps.db, userId, [customerId])
  if (!contact) throw notFound("No such customer EIC")
  return customerId
}

/** GET /customers/eic/{eic}/elering-authorization */
export const eleringAuthorization: Handler<typeof electricityAgreementCalls.eleringAuthorization> = async ({
  deps,
  user,
  params,
  query,
}) => {
  const eics = list(query.meteringPointEics)
  if (eics.length === 0) throw badRequest("meteringPointEics", "At least one metering point EIC")
  if (eics.length > 50 || eics.some((e) => e.length > 32)) throw badRequest("meteringPointEics", "At most 50 EICs of at most 32 characters")
  return authorizationsOf(deps.db, await customerOfEic(deps, user.userId, params.eic), eics)
}

/** POST /customers/eic/{eic}/elering-authorization: where the browser goes to grant access. */
export const eleringAuthorizationStart: Handler<typeof electricityAgreementCalls.eleringAuthorizationStart> = async ({
  deps,
  user,
  params,
  body,
  c,
}) => {
  const customerId = await customerOfEic(deps, user.userId, params.eic)
  const token = await startAuthorization(deps.db, customerId, user.userId, body.meteringPointEics, body.returnPath, deps.clock.now())
  return { redirectUrl: `${publicOrigin(c)}/v1/elering/authorize/${token}` }
}

/** GET /electricity/packages/{customerId}?eics= */
export const packages: Handler<typeof electricityAgreementCalls.electricityPackages> = async ({ deps, params, query }) => {
  const eics = list(query.eics)
  if (eics.length > 50 || eics.some((e) => e.length > 32)) throw badRequest("eics", "At most 50 EICs of at most 32 characters")
  return packagesFor(deps.db, params.customerId, eics)
}

export const resaleOffer: Handler<typeof electricityAgreementCalls.resaleOfferRequest> = async ({ deps, contact, user, body }) => {
  await requestResaleOffer(deps.db, contact, user.userId, body, deps.clock.now())
}

export const create: Handler<typeof electricityAgreementCalls.electricityAgreementCreate> = async ({ deps, contact, user, body }) => {
  await concludeAgreement(deps.db, contact, user.userId, body, deps.clock.now())
}

export const packageChange: Handler<typeof electricityAgreementCalls.electricityPackageChange> = async ({
  deps,
  contact,
  user,
  params,
  body,
}) => {
  await changePackage(deps.db, contact, user.userId, params.agreementId, body, deps.clock.now())
}

export const accept: Handler<typeof electricityAgreementCalls.electricityOfferAccept> = async ({ deps, contact, user, params, body }) => {
  await acceptOffer(deps.db, contact, user.userId, params.offerId, body, deps.clock.now())
}

export const reject: Handler<typeof electricityAgreementCalls.electricityOfferReject> = async ({ deps, contact, user, params }) => {
  await rejectOffer(deps.db, contact, user.userId, params.offerId, deps.clock.now())
}

/** GET /electricity/terms/{termsId}?isCompany= (public: the terms are the same for everybody of a kind). */
export const terms: Handler<typeof electricityAgreementCalls.electricityTermsPdf> = async ({ deps, params, query }) => {
  if (params.termsId !== 1) throw notFound("No such terms")
  const pdf = await electricityTermsPdf(query.isCompany, deps.clock.now())
  return pdfResponse(pdf, query.isCompany ? "elektrilepingu-tingimused-ariklient.pdf" : "elektrilepingu-tingimused-eraisik.pdf")
}

/** GET /electricity/agreements/{customerId}/preview: the contract from the wizard's choices (the customer's own points and offers only). */
export const preview: Handler<typeof electricityAgreementCalls.electricityAgreementPreview> = async ({ deps, params, query, contact }) => {
  const now = deps.clock.now()
  const [customer] = await deps.db.select().from(customers).where(eq(customers.id, params.customerId))
  if (!customer) throw notFound("No such customer")
  if (query.contactPersonId != null && query.contactPersonId !== contact.id)
    throw badRequest("contactPersonId", "Must be the signed-in contact person")
  const offer = query.contractNumber ? await agreementByNumber(deps.db, params.customerId, query.contractNumber) : null
  if (query.contractNumber && !offer) throw notFound("No such agreement of this customer")
  const own = await wizardPoints(deps.db, params.customerId, now)
  const ids = list(query.meteringPointIds).map(Number)
  const points = offer
    ? offer.meteringPoints
    : ids.map((id, i) => {
        const p = own.find((q) => q.id === id)
        if (!p) throw badRequest("meteringPointIds", `Point ${i + 1} is not a metering point of this customer`)
        return p
      })
  const pkg = async (id: number | undefined, field: string) => {
    if (id == null) return null
    const found = await packageById(deps.db, id)
    if (!found) throw badRequest(field, "No such package")
    return found
  }
  const consumptionPackage = (await pkg(query.consumptionPackageId, "consumptionPackageId")) ?? offer?.consumptionPackage ?? null
  const productionPackage = (await pkg(query.productionPackageId, "productionPackageId")) ?? offer?.productionPackage ?? null
  const terms = offer?.offer ?? {}
  const contractNumber = offer?.contractNumber ?? "uus leping"
  const pdf = await electricityPreviewPdf({
    contractNumber,
    customerName: customer.name,
    registryNumber: isCompanyCustomer(customer) ? customer.registryNumber : null,
    address: query.address ?? ([customer.address, customer.city].filter(Boolean).join(", ") || null),
    email: query.email ?? null,
    phone: query.phone ?? null,
    points,
    consumptionPackage,
    productionPackage,
    startDate: query.startDate ?? null,
    endDate: query.endDate ?? offer?.endDate ?? consumptionPackage?.contractEndDate ?? null,
    consumptionMarginal: query.consumptionMarginal ?? terms.consumptionMarginal ?? null,
    productionMarginal: query.productionMarginal ?? terms.productionMarginal ?? null,
    basePrice: query.basePrice ?? terms.basePriceCentsKwh ?? null,
    baseConsumptionProportion: query.baseConsumptionProportion ?? terms.baseConsumptionProportion ?? null,
    now,
  })
  return pdfResponse(pdf, `elektrileping-${safeName(contractNumber)}.pdf`)
}
