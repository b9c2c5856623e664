import { badRequest, type HttpError, notFound, refuse } from "../../http/errors"
import type { ElectricityAgreementProblem } from "./electricityAgreement.service"

const startDateMessage = (problem: Extract<ElectricityAgreementProblem, { kind: "START_DATE" }>) =>
  `${problem.problem}: the start date must lie from ${problem.window.min} to ${problem.window.max}`

/** The HTTP answer to a refusal of the electricity agreement wizard's server side. */
export function refusalOf(problem: ElectricityAgreementProblem): HttpError {
  switch (problem.kind) {
    case "FIELD":
      // The rule's code is the message: the portal picks the user's text by field and code.
      return badRequest(problem.field, problem.problem)
    case "EIC_LIST":
      return problem.problem === "EMPTY"
        ? badRequest(problem.field, "At least one metering point EIC")
        : badRequest(problem.field, "At most 50 EICs of at most 32 characters")
    case "UNKNOWN_CUSTOMER_EIC":
      return notFound("No such customer EIC")
    case "NO_CUSTOMER_AUTHORIZATION":
      return refuse("NO_CUSTOMER_AUTHORIZATION", "NoCustomerAuthorization: the customer has authorised no metering point")
    case "NOT_AN_AGREEMENT_PAGE":
      return badRequest("returnPath", "Must be a path of /elekter/leping")
    case "FOREIGN_EIC":
      return badRequest(`meteringPointEics.${problem.index}`, "Not a metering point of this customer")
    case "CUSTOMER_NOT_FOUND":
      return notFound("No such customer")
    case "PACKAGE_NOT_OFFERED":
      return badRequest(
        problem.field,
        `No ${problem.type.toLowerCase()} package ${problem.id} is offered to this customer for these metering points`,
      )
    case "NOT_THE_SESSION_CONTACT":
      return badRequest("contactPersonId", "Must be the signed-in contact person of this customer")
    case "POINT_NOT_OWN":
      return badRequest(`meteringPoints.${problem.index}.id`, "Not a metering point of this customer (or named twice)")
    case "POINT_NOT_AUTHORIZED":
      return badRequest(`meteringPoints.${problem.index}.id`, "NOT_AUTHORIZED: the grid data service is not authorised for this point")
    case "RESALE_NOT_NEEDED":
      return badRequest("meteringPoints", "RESALE_NOT_NEEDED: no chosen point produces above 15 kW; choose a package instead")
    case "RESALE_OFFER_NEEDED":
      return badRequest("productionPackageId", "RESALE_OFFER_NEEDED: a point produces above 15 kW; ask for a resale offer")
    case "START_DATE":
      return badRequest("startDate", startDateMessage(problem))
    case "CHANGE_START_NOT_OFFERED":
      return badRequest("startDate", `NOT_OFFERED: the change starts on ${problem.choices.join(" or ")}`)
    case "AGREEMENT_NOT_FOUND":
      return notFound("No such electricity agreement of this customer")
    case "AGREEMENT_NOT_ACTIVE":
      return refuse("CONFLICT", "Only an active agreement's package can be changed")
    case "OFFER_NOT_PENDING":
      return refuse("OFFER_NOT_PENDING", "The offer has been decided already")
    case "NOT_THE_OFFER_END_DATE":
      return badRequest("endDate", "Must be the offer's end date")
    case "TERMS_NOT_FOUND":
      return notFound("No such terms")
    case "PREVIEW_NOT_THE_SESSION_CONTACT":
      return badRequest("contactPersonId", "Must be the signed-in contact person")
    case "PREVIEW_AGREEMENT_NOT_FOUND":
      return notFound("No such agreement of this customer")
    case "PREVIEW_POINT_NOT_OWN":
      return badRequest("meteringPointIds", `Point ${problem.index + 1} is not a metering point of this customer`)
    case "PREVIEW_PACKAGE_NOT_FOUND":
      return badRequest(problem.field, "No such package")
  }
}

/** Throws the refusal of a problem; nothing when there is none. */
export function answer(problem: ElectricityAgreementProblem | undefined): void {
  if (problem) throw refusalOf(problem)
}
