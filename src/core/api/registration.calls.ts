import { defineCall } from "./call"
import { BusinessCustomerBody, PrivateCustomerBody, RegistrationResponse } from "../schemas/registration"

export const businessCustomerCreate = defineCall({
  id: "businessCustomerCreate",
  method: "POST",
  path: "/customers/business",
  body: BusinessCustomerBody,
  response: RegistrationResponse,
  access: "user",
  summary: "Register one of the user's companies as a customer; answers the new customerId",
})

export const privateCustomerCreate = defineCall({
  id: "privateCustomerCreate",
  method: "POST",
  path: "/customers/private",
  body: PrivateCustomerBody,
  response: RegistrationResponse,
  access: "user",
  summary: "Register the user as a private customer; answers the new customerId",
})
