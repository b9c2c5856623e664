import * as Schema from "effect/Schema"
import { DbId, IdFromString, Opt, PageFromString, pageSizeFromString, SortDirection } from "./common"

export const OilAgreementTypes = [
  "PURCHASE_AND_SALE",
  "ADDITIONAL_ADDENDUM",
  "SURETY",
  "CREDIT_CARD",
  "PRIVATE_CLIENT_CREDIT",
  "CREDIT_CARD_ADDENDUM",
  "ELECTRICITY",
  "CHARGING",
] as const
export const OilAgreementType = Schema.Literals(OilAgreementTypes)
export type OilAgreementType = typeof OilAgreementType.Type

/** Signing status of an oil agreement, derived from the two signed flags (spec part 1 §4.1). */
export const SigningStatuses = ["PREPARED", "PENDING_CUSTOMER", "PENDING_VENDOR", "COMPLETED"] as const
export const SigningStatus = Schema.Literals(SigningStatuses)
export type SigningStatus = typeof SigningStatus.Type

export const signingStatusOf = (isSignedByCustomer: boolean, isSignedByVendor: boolean): SigningStatus =>
  isSignedByCustomer ? (isSignedByVendor ? "COMPLETED" : "PENDING_VENDOR") : isSignedByVendor ? "PENDING_CUSTOMER" : "PREPARED"

/** Statuses of electricity and charging agreements (spec part 1 §4.1, part 3 §3). */
export const AgreementStatuses = ["ACTIVE", "ENDED", "PENDING", "REJECTED", "CANCELED"] as const
export const AgreementStatus = Schema.Literals(AgreementStatuses)
export type AgreementStatus = typeof AgreementStatus.Type

/** Oil agreement, spec part 1 §3. */
export const OilAgreement = Schema.Struct({
  id: Schema.Number,
  contractNumber: Schema.String,
  type: OilAgreementType,
  status: SigningStatus,
  dateModified: Schema.String,
  isSignedByCustomer: Schema.Boolean,
  isSignedByVendor: Schema.Boolean,
  fileName: Opt(Schema.String),
})
export type OilAgreement = typeof OilAgreement.Type

export const OilAgreementSortFields = ["ID", "CONTRACT_NUMBER", "TYPE", "DATE_MODIFIED"] as const
export const OilAgreementSortField = Schema.Literals(OilAgreementSortFields)
export type OilAgreementSortField = typeof OilAgreementSortField.Type

/** A comma list of signing statuses, e.g. "PREPARED,PENDING_CUSTOMER". */
export const SigningStatusList = Schema.String.check(
  Schema.isPattern(/^(PREPARED|PENDING_CUSTOMER|PENDING_VENDOR|COMPLETED)(,(PREPARED|PENDING_CUSTOMER|PENDING_VENDOR|COMPLETED))*$/),
)

/** GET /agreements/{customerId}: the agreements page uses page 0, size 500, DATE_MODIFIED DESC. */
export const OilAgreementPageQuery = Schema.Struct({
  page: Schema.optionalKey(PageFromString),
  size: Schema.optionalKey(pageSizeFromString()),
  sortField: Schema.optionalKey(OilAgreementSortField),
  sortDirection: Schema.optionalKey(SortDirection),
  statuses: Schema.optionalKey(SigningStatusList),
})
export type OilAgreementPageQuery = typeof OilAgreementPageQuery.Type

export const AgreementFileTypes = ["PDF", "BDOC"] as const
export const AgreementFileType = Schema.Literals(AgreementFileTypes)
export type AgreementFileType = typeof AgreementFileType.Type

/**
 * Which table agreementId names. Ours: the spec's file call knows only oil agreements, but the list
 * also previews electricity and charging agreements; absent means OIL.
 */
export const AgreementKinds = ["OIL", "ELECTRICITY", "CHARGING"] as const
export const AgreementKind = Schema.Literals(AgreementKinds)
export type AgreementKind = typeof AgreementKind.Type

/** GET /agreements/file: type defaults to PDF; BDOC once the agreement is signed. */
export const AgreementFileQuery = Schema.Struct({
  agreementId: IdFromString,
  type: Schema.optionalKey(AgreementFileType),
  kind: Schema.optionalKey(AgreementKind),
})
export type AgreementFileQuery = typeof AgreementFileQuery.Type

/** GET /agreements/{customerId}/signatures */
export const SignaturesQuery = Schema.Struct({ agreementId: IdFromString })
export type SignaturesQuery = typeof SignaturesQuery.Type

export const Signature = Schema.Struct({ signer: Schema.String, dateSigned: Schema.String })
export type Signature = typeof Signature.Type

/** National identity code for signing: digits only, 11 of them. */
const NationalIdentityCode = Schema.String.check(Schema.isPattern(/^\d{11}$/))
const SignPhoneNumber = Schema.String.check(Schema.isPattern(/^\+?\d{4,15}$/))

/**
 * ID card: start signing with the certificate hash. certHash carries the signing certificate itself
 * (DER, hex), as the XAdES signature must embed it; the server digests it.
 */
export const SignInitBody = Schema.Struct({
  agreementId: DbId,
  certHash: Schema.String.check(Schema.isPattern(/^(?:[0-9a-fA-F]{2}){64,}$/)),
})
export type SignInitBody = typeof SignInitBody.Type
/** The hex value to sign with SHA-256 (the answer's field name is ours: the spec says only "hex to sign"). */
export const SignInitResponse = Schema.Struct({ hex: Schema.String })
export type SignInitResponse = typeof SignInitResponse.Type

/** ID card: finish signing with the signature value (hex) over the hex of sign-init. */
export const SignFinalizeBody = Schema.Struct({
  agreementId: DbId,
  signatureHash: Schema.String.check(Schema.isPattern(/^(?:[0-9a-fA-F]{2}){32,}$/)),
})

/** Demo mode's simulated ID card (ours, not in the spec): its certificate, hex DER. */
export const SimulatedCardCertificate = Schema.Struct({ certificate: Schema.String })
export type SimulatedCardCertificate = typeof SimulatedCardCertificate.Type
/** Demo mode's simulated ID card signs the hex of sign-init with SHA-256. */
export const SimulatedCardSignBody = Schema.Struct({ hex: Schema.String.check(Schema.isPattern(/^[0-9a-fA-F]{64}$/)) })
export type SimulatedCardSignBody = typeof SimulatedCardSignBody.Type
export const SimulatedCardSignature = Schema.Struct({ signature: Schema.String })
export type SimulatedCardSignature = typeof SimulatedCardSignature.Type
export type SignFinalizeBody = typeof SignFinalizeBody.Type

export const SignMobileIdBody = Schema.Struct({
  agreementId: DbId,
  nationalIdentityCode: NationalIdentityCode,
  phoneNumber: SignPhoneNumber,
})
export type SignMobileIdBody = typeof SignMobileIdBody.Type

export const SignSmartIdBody = Schema.Struct({
  agreementId: DbId,
  nationalIdentityCode: NationalIdentityCode,
})
export type SignSmartIdBody = typeof SignSmartIdBody.Type

/** Answer of the Smart-ID / Mobile-ID signing start: the code to show. */
export const SignStartResponse = Schema.Struct({ verificationCode: Schema.String })
export type SignStartResponse = typeof SignStartResponse.Type

/** Body of both signing polls (Smart-ID and Mobile-ID). */
export const SignPollBody = Schema.Struct({
  agreementId: DbId,
  nationalIdentityCode: NationalIdentityCode,
  verificationCode: Schema.String,
})
export type SignPollBody = typeof SignPollBody.Type

/** COMPLETED ends with success, FAILED with an error; any other value keeps polling (every 1 s). */
export const SignResultStatuses = ["COMPLETED", "FAILED"] as const
export const SignResponse = Schema.Struct({ status: Schema.String })
export type SignResponse = typeof SignResponse.Type
