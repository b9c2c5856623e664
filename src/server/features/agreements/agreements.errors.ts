import { badRequest, type HttpError, notFound, refuse } from "../../http/errors"
import type { AgreementsProblem } from "./agreements.service"

const CERTIFICATE_MESSAGES = {
  CERT_UNTRUSTED: "The certificate is not issued by a trusted CA, or its revocation status is unknown",
  CERT_EXPIRED: "The certificate is not valid now",
  CERT_REVOKED: "The certificate is revoked",
  CERT_USAGE: "The certificate is not for signing (non-repudiation)",
  SIGNER_MISMATCH: "The certificate is not the signed-in user's",
} as const

/** The HTTP answer to a refusal of the agreements feature. */
export function refusalOf(problem: AgreementsProblem): HttpError {
  switch (problem.kind) {
    case "AGREEMENT_NOT_FOUND":
      return notFound("No such agreement of this customer")
    case "FILE_NOT_FOUND":
      return notFound("No such agreement")
    case "NOT_SIGNED_YET":
      return refuse("NOT_SIGNED_YET", "The agreement is not signed by the customer yet: only the PDF exists")
    case "ALREADY_SIGNED_BY_CUSTOMER":
      return refuse("ALREADY_SIGNED", "The agreement is already signed by the customer")
    case "ALREADY_SIGNED":
      return refuse("ALREADY_SIGNED", "The agreement is already signed")
    case "NOT_SIGNER":
      return problem.field === "certHash"
        ? refuse("NOT_SIGNER", "The card's holder is not a contact of the customer", "certHash")
        : refuse("NOT_SIGNER", "This personal code is not a contact of the customer", "nationalIdentityCode")
    case "NO_SIGNING_SESSION":
      return notFound("No signing session of this browser")
    case "NOT_A_CERTIFICATE":
      return badRequest("certHash", "Not an X.509 certificate")
    case "CERTIFICATE":
      return refuse(problem.code, CERTIFICATE_MESSAGES[problem.code], "certHash")
    case "SESSION_EXPIRED":
      return refuse("SESSION_EXPIRED", "No running ID card signing for this agreement: start again")
    case "DEMO_ONLY":
      return notFound("The simulated ID card exists only in demo mode")
    case "USER_NOT_FOUND":
      return notFound("User not found")
  }
}
