import { defineCall } from "./call"
import { ContactPatch, ContactPerson, ContactPersonQuery } from "../schemas/profile"

export const contactPerson = defineCall({
  id: "contactPerson",
  method: "GET",
  path: "/customer-contact-persons/{customerId}",
  query: ContactPersonQuery,
  response: ContactPerson,
  access: "customer",
  summary: "The contact person's billing data (bank account, e-invoice); withSync=true refreshes it first",
})

export const contactPersonPatch = defineCall({
  id: "contactPersonPatch",
  method: "PATCH",
  path: "/customer-contact-persons/{customerId}/contact/{contactId}",
  body: ContactPatch,
  response: "empty",
  access: "customer",
  summary: "Save the contact's e-mail, phone, e-invoice (with bank account) and invoice recipient",
})

export const userContactPatch = defineCall({
  id: "userContactPatch",
  method: "PATCH",
  path: "/users/{userId}/contacts/{contactId}",
  body: ContactPatch,
  response: "empty",
  access: "user",
  pathChosen: true,
  summary: "Save the user's contact data for one of their contacts",
})
