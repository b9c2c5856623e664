import type { registrationCalls } from "../../../core/api"
import type { Handler } from "../../http/bindCall"
import { badRequest, notFound, refuse } from "../../http/errors"
import { registerBusiness, registerPrivate, type RegistrationOutcome } from "./registration.service"

const answer = (outcome: RegistrationOutcome) => {
  switch (outcome.kind) {
    case "OK":
      return { customerId: outcome.customerId }
    case "FIELD":
      throw badRequest(outcome.problem.field, outcome.problem.problem)
    case "NOT_YOUR_CODE":
      throw badRequest("personalIdentificationCode", "Only your own personal code")
    case "NO_COMPANY":
      throw notFound("No such company of yours")
    case "ALREADY_CUSTOMER":
      throw refuse("ALREADY_CUSTOMER", outcome.message)
  }
}

export const businessCustomerCreate: Handler<typeof registrationCalls.businessCustomerCreate> = async ({ deps, user, body }) =>
  answer(await registerBusiness(deps.db, user.userId, body))

export const privateCustomerCreate: Handler<typeof registrationCalls.privateCustomerCreate> = async ({ deps, user, body }) =>
  answer(await registerPrivate(deps.db, user.userId, body))
