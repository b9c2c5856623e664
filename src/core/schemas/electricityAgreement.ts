import * as Schema from "effect/Schema"
import { BooleanFromString, IdFromString, IsoDate, Opt } from "./common"
import { AgreementStatus } from "./agreements"

export const MeteringPointKinds = ["PRODUCTION", "CONSUMPTION"] as const
export const MeteringPointKind = Schema.Literals(MeteringPointKinds)
export type MeteringPointKind = typeof MeteringPointKind.Type

export const FixationTypes = ["QUANTITY", "PERCENTAGE"] as const
export const FixationType = Schema.Literals(FixationTypes)
export type FixationType = typeof FixationType.Type

export const DurationTypes = ["INDEFINITE", "PERIOD", "FIXED_DATE", "TEMPORARY"] as const
export const DurationType = Schema.Literals(DurationTypes)
export type DurationType = typeof DurationType.Type

/** Production capacity above this needs a resale offer request. */
export const ResaleOfferCapacityThreshold = 15

export const RelatedAgreement = Schema.Struct({
  id: Schema.Number,
  name: Opt(Schema.String),
  startDate: Opt(Schema.String),
})
export type RelatedAgreement = typeof RelatedAgreement.Type

/**
 * Metering point, spec part 3 §3. checked is the client's; authorized comes from the grid-operator
 * check; type (the kind) is our name for the field, the spec lists only the kinds.
 */
export const MeteringPoint = Schema.Struct({
  id: Schema.Number,
  eic: Schema.String,
  address: Opt(Schema.String),
  type: Opt(MeteringPointKind),
  productionCapacity: Opt(Schema.Number),
  checked: Opt(Schema.Boolean),
  authorized: Opt(Schema.Boolean),
  terminationFee: Opt(Schema.Number),
  earliestPossibleAgreementStartDate: Opt(Schema.String),
  relatedAgreement: Opt(RelatedAgreement),
  offerProductionCapacity: Opt(Schema.Number),
})
export type MeteringPoint = typeof MeteringPoint.Type

/** Answer of the customer's metering points: the customer's EIC and the points. */
export const CustomerMeteringPoints = Schema.Struct({
  customerEic: Opt(Schema.String),
  meteringPoints: Schema.Array(MeteringPoint),
})
export type CustomerMeteringPoints = typeof CustomerMeteringPoints.Type

/** GET /customers/eic/{eic}/elering-authorization: meteringPointEics is a comma list. */
export const EleringAuthorizationQuery = Schema.Struct({ meteringPointEics: Schema.String })
export type EleringAuthorizationQuery = typeof EleringAuthorizationQuery.Type

export const MeteringPointAuthorization = Schema.Struct({
  meteringPointEic: Schema.String,
  authorized: Schema.Boolean,
})
export type MeteringPointAuthorization = typeof MeteringPointAuthorization.Type

export const EleringAuthorizationResponse = Schema.Struct({
  authorizations: Schema.Array(MeteringPointAuthorization),
})
export type EleringAuthorizationResponse = typeof EleringAuthorizationResponse.Type

/**
 * Start of the grant at the grid operator (our path: the spec says only that it is a browser
 * redirect): the points to authorise and where the operator's page returns to (a path of the
 * agreement page, /elekter/leping…). The answer is the address the browser opens.
 */
export const EleringAuthorizationStart = Schema.Struct({
  meteringPointEics: Schema.Array(Schema.String.check(Schema.isMaxLength(32))).check(Schema.isMinLength(1), Schema.isMaxLength(50)),
  returnPath: Schema.String.check(Schema.isMaxLength(500)),
})
export type EleringAuthorizationStart = typeof EleringAuthorizationStart.Type

export const EleringAuthorizationRedirect = Schema.Struct({ redirectUrl: Schema.String })
export type EleringAuthorizationRedirect = typeof EleringAuthorizationRedirect.Type

/** Electricity package, spec part 3 §3. Marginals in cents per kWh, fees in euro. */
export const ElectricityPackage = Schema.Struct({
  id: Schema.Number,
  type: MeteringPointKind,
  orderNumber: Opt(Schema.Number),
  jointInvoicePackage: Opt(Schema.Boolean),
  nameEt: Schema.String,
  /** The name in English and Russian (this portal's addition: the spec names packages in Estonian only). */
  nameEn: Opt(Schema.String),
  nameRu: Opt(Schema.String),
  basePrice: Opt(Schema.Number),
  basePriceTextEt: Opt(Schema.String),
  basePriceDescriptionEt: Opt(Schema.String),
  marginal: Opt(Schema.Number),
  monthlyFee: Opt(Schema.Number),
  contractPeriod: Opt(Schema.Number),
  contractPeriodType: Opt(DurationType),
  contractEndDate: Opt(Schema.String),
  greenEnergy: Opt(Schema.Boolean),
  highlighted: Opt(Schema.Boolean),
  baseFixationType: Opt(FixationType),
  baseConsumptionProportion: Opt(Schema.Number),
  marketPricePackage: Opt(Schema.Boolean),
  averageMarketPrice: Opt(Schema.Number),
  dynamicPackage: Opt(Schema.Boolean),
  showToBusinessCustomer: Opt(Schema.Boolean),
  descriptionEt: Opt(Schema.String),
  confirmationText: Opt(Schema.String),
  agreementWithdrawalConditions: Opt(Schema.String),
})
export type ElectricityPackage = typeof ElectricityPackage.Type

/** Packages for the chosen metering points: eics is a comma list. */
export const ElectricityPackagesQuery = Schema.Struct({ eics: Schema.optionalKey(Schema.String) })
export type ElectricityPackagesQuery = typeof ElectricityPackagesQuery.Type

/** The data step's form (client side). */
export const ElectricityAgreementForm = Schema.Struct({
  customerName: Schema.String,
  registryNumber: Opt(Schema.String),
  phone: Schema.String,
  email: Schema.String,
  address: Schema.String,
  city: Opt(Schema.String),
  zip: Opt(Schema.String),
  county: Opt(Schema.String),
  consolidatedInvoice: Schema.Boolean,
  sellCheck: Schema.Boolean,
  eInvoice: Schema.Boolean,
  bankAccountNumber: Opt(Schema.String),
  invoiceRecipientEmailEnabled: Schema.Boolean,
  invoiceRecipientEmail: Opt(Schema.String),
  startDate: Opt(IsoDate),
})
export type ElectricityAgreementForm = typeof ElectricityAgreementForm.Type

/** Electricity agreement (status as for the other agreement kinds). */
export const ElectricityAgreement = Schema.Struct({
  id: Schema.Number,
  /** Ours: the list shows it and orders by dateModified (spec part 1 §2.5). */
  contractNumber: Opt(Schema.String),
  dateModified: Opt(Schema.String),
  startDate: Opt(Schema.String),
  status: Opt(AgreementStatus),
  customer: Opt(Schema.Struct({ id: Opt(Schema.Number), name: Opt(Schema.String), registryNumber: Opt(Schema.String) })),
  contactPerson: Opt(Schema.Struct({ email: Opt(Schema.String), phone: Opt(Schema.String) })),
  meteringPoints: Schema.Array(MeteringPoint),
  consumptionPackage: Opt(ElectricityPackage),
  productionPackage: Opt(ElectricityPackage),
  endDate: Opt(Schema.String),
})
export type ElectricityAgreement = typeof ElectricityAgreement.Type

/** An offer: an agreement plus the offered terms. */
export const ElectricityOffer = Schema.Struct({
  ...ElectricityAgreement.fields,
  basePriceCentsKwh: Opt(Schema.Number),
  baseConsumptionProportion: Opt(Schema.Number),
  consumptionMarginal: Opt(Schema.Number),
  productionMarginal: Opt(Schema.Number),
  contractPeriod: Opt(Schema.Number),
  guarantee: Opt(Schema.Number),
})
export type ElectricityOffer = typeof ElectricityOffer.Type

/** Contact fields shared by the agreement bodies; bank account and recipient are optional. */
const contactFields = {
  contactPersonId: Schema.Number,
  email: Schema.String,
  phone: Schema.String,
  address: Schema.String,
  bankAccountNumber: Opt(Schema.String),
  invoiceRecipientEmail: Opt(Schema.String),
  consolidatedInvoice: Schema.Boolean,
  eInvoice: Schema.Boolean,
}
const addressFields = { city: Opt(Schema.String), zip: Opt(Schema.String), county: Opt(Schema.String) }

export const ResaleMeteringPoint = Schema.Struct({ id: Schema.Number, productionCapacity: Schema.Number })
export type ResaleMeteringPoint = typeof ResaleMeteringPoint.Type

/** Body of the resale offer request. */
export const ResaleOfferRequest = Schema.Struct({
  ...contactFields,
  meteringPoints: Schema.Array(ResaleMeteringPoint).check(Schema.isMinLength(1)),
})
export type ResaleOfferRequest = typeof ResaleOfferRequest.Type

/** Body of a new electricity agreement. The start date is the chosen day plus 2 hours, as a date. */
export const ElectricityAgreementCreate = Schema.Struct({
  ...contactFields,
  ...addressFields,
  meteringPoints: Schema.Array(ResaleMeteringPoint).check(Schema.isMinLength(1)),
  consumptionPackageId: Opt(Schema.Number),
  productionPackageId: Opt(Schema.Number),
  startDate: IsoDate,
})
export type ElectricityAgreementCreate = typeof ElectricityAgreementCreate.Type

/** Body of a package change of an agreement. */
export const ElectricityPackageChange = Schema.Struct({
  ...contactFields,
  ...addressFields,
  consumptionPackageId: Opt(Schema.Number),
  productionPackageId: Opt(Schema.Number),
  startDate: IsoDate,
})
export type ElectricityPackageChange = typeof ElectricityPackageChange.Type

/** Body of accepting an offer. */
export const ElectricityOfferAccept = Schema.Struct({
  ...ElectricityPackageChange.fields,
  endDate: Opt(IsoDate),
})
export type ElectricityOfferAccept = typeof ElectricityOfferAccept.Type

/** GET /electricity/terms/{termsId}: the terms for persons or for companies. */
export const ElectricityTermsQuery = Schema.Struct({ isCompany: BooleanFromString })
export type ElectricityTermsQuery = typeof ElectricityTermsQuery.Type

const NumberFromString = Schema.FiniteFromString

/** Parameters of the agreement preview (a file); meteringPointIds is a comma list. */
export const ElectricityAgreementPreviewQuery = Schema.Struct({
  contractNumber: Schema.optionalKey(Schema.String),
  contactPersonId: Schema.optionalKey(IdFromString),
  meteringPointIds: Schema.optionalKey(Schema.String),
  startDate: Schema.optionalKey(IsoDate),
  endDate: Schema.optionalKey(IsoDate),
  consumptionPackageId: Schema.optionalKey(IdFromString),
  productionPackageId: Schema.optionalKey(IdFromString),
  consumptionMarginal: Schema.optionalKey(NumberFromString),
  productionMarginal: Schema.optionalKey(NumberFromString),
  basePrice: Schema.optionalKey(NumberFromString),
  baseConsumptionProportion: Schema.optionalKey(NumberFromString),
  email: Schema.optionalKey(Schema.String),
  phone: Schema.optionalKey(Schema.String),
  address: Schema.optionalKey(Schema.String),
})
export type ElectricityAgreementPreviewQuery = typeof ElectricityAgreementPreviewQuery.Type
