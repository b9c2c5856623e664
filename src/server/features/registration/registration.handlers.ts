import type { registrationCalls } from "../../../core/api"
import type { Handler } from "../../http/bindCall"
import { refusalOf } from "./registration.errors"
import { registerBusiness, registerPrivate, type RegistrationOutcome } from "./registration.service"

const answer = (outcome: RegistrationOutcome) => {
  if (outcome.kind !== "OK") throw refusalOf(outcome)
  return { customerId: outcome.customerId }
}

export const businessCustomerCreate: Handler<typeof registrationCalls.businessCustomerCreate> = async ({ deps, user, body }) =>
  answer(await registerBusiness(deps.db, user.userId, body))

export const privateCustomerCreate: Handler<typeof registrationCalls.privateCustomerCreate> = async ({ deps, user, body }) =>
  answer(await registerPrivate(deps.db, user.userId, body))
