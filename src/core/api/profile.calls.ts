import { defineCall } from "./call"
import { ContactPatch, ContactPerson, ContactPersonPatch, ContactPersonQuery } from "../schemas/profile"

export const contactPerson = defineCall({
  id: "contactPerson",
  method: "GET",
  path: "/customer-contact-persons/{customerId}",
  query: ContactPersonQuery,
  response: ContactPerson,
  access: "customer",
  summary:
    "The signed-in contact person's contact and billing data for the customer; withSync=true takes the customer register's values for what the contact has not saved",
})

export const contactPersonPatch = defineCall({
  id: "contactPersonPatch",
  method: "PATCH",
  path: "/customer-contact-persons/{customerId}/contact/{contactId}",
  body: ContactPersonPatch,
  response: "empty",
  access: "customer",
  changes: [contactPerson],
  summary:
    "Save the signed-in contact's e-mail, phone, e-invoice (the bank account only with it, IBAN checked) and invoice recipient, and, when sent, the customer's communication language (et, en, ru: the language of its e-mails); another contact's id is 404",
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
