import * as Schema from "effect/Schema"
import { DbId, IsoDate, Opt } from "./common"
import { AgreementStatus } from "./agreements"

/** Charging agreement statuses (the same as the other agreement kinds). */
export const ChargingAgreementStatus = AgreementStatus
export type ChargingAgreementStatus = typeof ChargingAgreementStatus.Type

export const OwnershipTypes = ["PURCHASE", "RENT", "FULL_SERVICE_RENT", "EXISTING", "SERVICE_PROVIDER"] as const
export const OwnershipType = Schema.Literals(OwnershipTypes)
export type OwnershipType = typeof OwnershipType.Type

export const AccessTypes = ["PUBLIC", "SEMI_PUBLIC", "PRIVATE_AUTHENTICATED", "PRIVATE_NON_AUTHENTICATED"] as const
export const AccessType = Schema.Literals(AccessTypes)
export type AccessType = typeof AccessType.Type

export const PricingKinds = ["FIXED", "TARIFF", "NETO"] as const
export const PricingKind = Schema.Literals(PricingKinds)
export type PricingKind = typeof PricingKind.Type

export const BillingPeriods = ["YEARLY", "QUARTERLY", "MONTHLY"] as const
export const BillingPeriod = Schema.Literals(BillingPeriods)
export type BillingPeriod = typeof BillingPeriod.Type

/** Ours beyond the spec: the option's texts in English and Russian, where the retailer has them (Estonian otherwise). */
const translations = {
  nameEn: Opt(Schema.String),
  nameRu: Opt(Schema.String),
  descriptionEn: Opt(Schema.String),
  descriptionRu: Opt(Schema.String),
}

export const ServiceOption = Schema.Struct({ name: Schema.String, description: Opt(Schema.String), ...translations })
export type ServiceOption = typeof ServiceOption.Type

export const PurchaseOption = Schema.Struct({
  type: OwnershipType,
  name: Schema.String,
  description: Opt(Schema.String),
  ...translations,
})
export type PurchaseOption = typeof PurchaseOption.Type

export const ThirdPartyCompensationOption = Schema.Struct({
  type: PricingKind,
  name: Schema.String,
  description: Opt(Schema.String),
  ...translations,
})
export type ThirdPartyCompensationOption = typeof ThirdPartyCompensationOption.Type

/** Pricing lines of a charging agreement (cents per kWh, euros). */
export const ChargingPricing = Schema.Struct({
  thirdPartyChargingMarginalCentsKwh: Opt(Schema.Number),
  chargingServiceMonthlyFeeEuros: Opt(Schema.Number),
  mediationAndBillingMonthlyFeePerNozzleEuros: Opt(Schema.Number),
  infrastructureUsageOneTimeFeePerNozzleEuros: Opt(Schema.Number),
  infrastructureUsageMonthlyFeePerNozzleEuros: Opt(Schema.Number),
  gridDayTariffCentsKwh: Opt(Schema.Number),
  gridNightTariffCentsKwh: Opt(Schema.Number),
  simCardMonthlyFeeEuros: Opt(Schema.Number),
  rfidPaymentCardMonthlyFeeEuros: Opt(Schema.Number),
  installationFeeEuros: Opt(Schema.Number),
  maintenanceMonthlyFeeEuros: Opt(Schema.Number),
  devicesRentalMonthlyFeeEuros: Opt(Schema.Number),
  devicesFullServiceRentalMonthlyFeeEuros: Opt(Schema.Number),
  devicesCostEuros: Opt(Schema.Number),
  thirdPartyCompensationNetoFeeEuros: Opt(Schema.Number),
})
export type ChargingPricing = typeof ChargingPricing.Type

/** A charging station of an agreement (ours: the list shows 3 before "show more", spec part 2 §9). */
export const ChargingStation = Schema.Struct({ id: Schema.Number, name: Schema.String, address: Opt(Schema.String) })
export type ChargingStation = typeof ChargingStation.Type

/**
 * Charging agreement or offer (PENDING), spec part 3 §3. pricing is our name for where the
 * pricing lines sit: the spec lists them as their own entity.
 */
export const ChargingAgreement = Schema.Struct({
  id: Schema.Number,
  contractNumber: Schema.String,
  status: ChargingAgreementStatus,
  serviceOption: Opt(ServiceOption),
  purchaseOption: Opt(PurchaseOption),
  thirdPartyCompensationOption: Opt(ThirdPartyCompensationOption),
  contractPeriod: Opt(Schema.Struct({ name: Schema.String, nameEn: Opt(Schema.String), nameRu: Opt(Schema.String) })),
  address: Opt(Schema.String),
  meteringPoint: Opt(Schema.String),
  advancePaymentEuros: Opt(Schema.Number),
  simCardCount: Opt(Schema.Number),
  simCardPaymentType: Opt(Schema.String),
  rfidPaymentCardCount: Opt(Schema.Number),
  termsAndConditions: Opt(
    Schema.Struct({ confirmationText: Opt(Schema.String), confirmationTextEn: Opt(Schema.String), confirmationTextRu: Opt(Schema.String) }),
  ),
  endDate: Opt(Schema.String),
  pricing: Opt(ChargingPricing),
  /** Ours: the day an accepted agreement starts (the offer has none yet). */
  startDate: Opt(Schema.String),
  /** Ours: the list orders by it, and shows the agreement's charging stations. */
  dateModified: Opt(Schema.String),
  chargingStations: Opt(Schema.Array(ChargingStation)),
})
export type ChargingAgreement = typeof ChargingAgreement.Type

/**
 * Body of accepting a charging offer (part 3 §7). The strings are checked again by the server with the
 * form's rules (core/rules/charging.ts); the schema only bounds them.
 */
export const ChargingOfferAccept = Schema.Struct({
  customerId: DbId,
  contactPersonId: DbId,
  startDate: IsoDate,
  email: Schema.String.check(Schema.isMaxLength(254)),
  phone: Schema.String.check(Schema.isMaxLength(20)),
  address: Schema.String.check(Schema.isMaxLength(200)),
  city: Opt(Schema.String.check(Schema.isMaxLength(100))),
  zip: Opt(Schema.String.check(Schema.isMaxLength(20))),
  county: Opt(Schema.String.check(Schema.isMaxLength(100))),
})
export type ChargingOfferAccept = typeof ChargingOfferAccept.Type

/** Parameters of the charging agreement preview (a PDF); the customer is in the path. */
export const ChargingPreviewQuery = Schema.Struct({
  startDate: Schema.optionalKey(IsoDate),
  email: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(254))),
  phone: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(20))),
  address: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(200))),
})
export type ChargingPreviewQuery = typeof ChargingPreviewQuery.Type
