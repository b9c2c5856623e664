import { defineCall } from "./call"
import { companies, userContacts } from "./session.calls"
import { BusinessCustomerBody, PrivateCustomerBody, RegistrationResponse } from "../schemas/registration"

export const businessCustomerCreate = defineCall({
  id: "businessCustomerCreate",
  method: "POST",
  path: "/customers/business",
  body: BusinessCustomerBody,
  response: RegistrationResponse,
  access: "user",
  errors: ["ALREADY_CUSTOMER"],
  // The switcher lists the new customer, and the company is no longer offered for registration.
  changes: [userContacts, companies],
  summary:
    "Register one of the user's companies as a customer; answers the new customerId (409 ALREADY_CUSTOMER when its registry number is a customer already)",
})

export const privateCustomerCreate = defineCall({
  id: "privateCustomerCreate",
  method: "POST",
  path: "/customers/private",
  body: PrivateCustomerBody,
  response: RegistrationResponse,
  access: "user",
  errors: ["ALREADY_CUSTOMER"],
  changes: [userContacts, companies],
  summary:
    "Register the signed-in user as a private customer under the name of their eID identity (400 VALIDATION on name when the body says another); answers the new customerId (409 ALREADY_CUSTOMER when the person is a customer already)",
})
