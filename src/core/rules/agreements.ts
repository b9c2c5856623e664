import type { AgreementStatus, OilAgreement, SigningStatus } from "../schemas/agreements"
import { signingStatusOf } from "../schemas/agreements"
import type { ChargingAgreement } from "../schemas/charging"
import type { ElectricityOffer } from "../schemas/electricityAgreement"
import { errorCode } from "../api/errors"
import { PollFailed } from "./polling"

/** One row of /lepingud: the three kinds in one list (spec part 1 §2.5). */
export type AgreementItem =
  | { readonly kind: "oil"; readonly agreement: OilAgreement }
  | { readonly kind: "electricity"; readonly agreement: ElectricityOffer }
  | { readonly kind: "charging"; readonly agreement: ChargingAgreement }

/** What a card shows and offers (spec part 1 §4.1). */
export interface AgreementView {
  /**
   * The badge. The spec gives oil agreements "Kehtiv" always; beside "Allkirjastamiseks" that says two
   * things at once, so an oil agreement is "Kehtiv" once both have signed and shows only its signing
   * label until then.
   */
  readonly badge: AgreementStatus | null
  /** Oil agreements only: the signing status label. */
  readonly signingStatus: SigningStatus | null
  readonly viewAgreement: boolean
  readonly viewOffer: boolean
  /** "Allkirjasta": oil agreements not signed by the customer. */
  readonly sign: boolean
  /** "Allkirjad": oil agreements someone has signed. */
  readonly signatures: boolean
  /** The file of "Vaata lepingut"/download: BDOC once the customer has signed an oil agreement. */
  readonly fileType: "PDF" | "BDOC"
  /** Where "Vaata pakkumust" leads. */
  readonly offerPath: string | null
}

export const OIL_AGREEMENTS_PAGE = { page: 0, size: 500, sortField: "DATE_MODIFIED", sortDirection: "DESC" } as const

export const agreementView = (item: AgreementItem): AgreementView => {
  if (item.kind === "oil") {
    const a = item.agreement
    const signingStatus = signingStatusOf(a.isSignedByCustomer, a.isSignedByVendor)
    return {
      badge: signingStatus === "COMPLETED" ? "ACTIVE" : null,
      signingStatus,
      viewAgreement: true,
      viewOffer: false,
      sign: !a.isSignedByCustomer,
      signatures: a.isSignedByCustomer || a.isSignedByVendor,
      fileType: a.isSignedByCustomer ? "BDOC" : "PDF",
      offerPath: null,
    }
  }
  const status: AgreementStatus = item.agreement.status ?? "ACTIVE"
  const pending = status === "PENDING"
  return {
    badge: status,
    signingStatus: null,
    viewAgreement: !pending,
    viewOffer: pending,
    sign: false,
    signatures: false,
    fileType: "PDF",
    offerPath: pending ? (item.kind === "electricity" ? `/elekter/leping?offer=${item.agreement.id}` : "/laadimine/leping") : null,
  }
}

const modifiedOf = (item: AgreementItem): string => item.agreement.dateModified ?? ""

/** The mixed list, by modification date, newest first (ties: oil, electricity, charging, then id). */
export const mergeAgreements = (
  oil: ReadonlyArray<OilAgreement>,
  electricity: ReadonlyArray<ElectricityOffer>,
  charging: ReadonlyArray<ChargingAgreement>,
): AgreementItem[] => {
  const items: AgreementItem[] = [
    ...oil.map((agreement) => ({ kind: "oil" as const, agreement })),
    ...electricity.map((agreement) => ({ kind: "electricity" as const, agreement })),
    ...charging.map((agreement) => ({ kind: "charging" as const, agreement })),
  ]
  const rank = { oil: 0, electricity: 1, charging: 2 }
  return items.sort((a, b) => {
    const byDate = Date.parse(modifiedOf(b) || "0") - Date.parse(modifiedOf(a) || "0")
    return byDate || rank[a.kind] - rank[b.kind] || b.agreement.id - a.agreement.id
  })
}

/** Front page "UUED LEPINGUD": PREPARED or PENDING_CUSTOMER, not signed by the customer, at most 3. */
export const FRONT_PAGE_CARDS = 3
export const newAgreements = (oil: ReadonlyArray<OilAgreement>): OilAgreement[] =>
  oil.filter((a) => !a.isSignedByCustomer && (a.status === "PREPARED" || a.status === "PENDING_CUSTOMER")).slice(0, FRONT_PAGE_CARDS)

/** Metering points or charging stations shown before "show more" (spec part 2 §9). */
export const VISIBLE_POINTS = 3

/** Why a signing failed, as the modal tells it (spec part 1 §4.2, §8). */
export type SigningErrorKind =
  | "notSigner"
  | "tooManyRequests"
  | "idCardUnavailable"
  | "retryLater"
  | "failed"
  | "certUntrusted"
  | "certExpired"
  | "certRevoked"
  | "certUsage"
  | "signerMismatch"

/** The ID card's certificate refused as Web eID refuses it (the server's CERT_* and SIGNER_MISMATCH codes). */
const CERTIFICATE_ERRORS: Record<string, SigningErrorKind> = {
  CERT_UNTRUSTED: "certUntrusted",
  CERT_EXPIRED: "certExpired",
  CERT_REVOKED: "certRevoked",
  CERT_USAGE: "certUsage",
  SIGNER_MISMATCH: "signerMismatch",
}

/**
 * The server's NOT_SIGNER code (this personal code may not sign the agreement, at the start or in a
 * poll answer) → "notSigner"; the start refused with TOO_MANY_REQUESTS (throttled) → "tooManyRequests"; no ID-card software and no simulated card → "idCardUnavailable"; the
 * poll requests kept failing → "retryLater"; anything else (FAILED, a refused start) → "failed".
 */
export const signingErrorOf = (error: unknown): SigningErrorKind => {
  const polled = error instanceof PollFailed
  if (errorCode(polled ? error.error : error) === "NOT_SIGNER") return "notSigner"
  if (errorCode(error) === "TOO_MANY_REQUESTS") return "tooManyRequests"
  const certificate = CERTIFICATE_ERRORS[errorCode(error) ?? ""]
  if (certificate) return certificate
  if (polled) return error.reason === "errors" ? "retryLater" : "failed"
  return tagOf(error) === "WebEidUnavailable" ? "idCardUnavailable" : "failed"
}

const tagOf = (error: unknown): unknown => (typeof error === "object" && error !== null ? (error as { _tag?: unknown })._tag : undefined)
