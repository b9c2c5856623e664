import * as Schema from "effect/Schema"
import { BooleanFromString, Locale, Opt } from "./common"

/**
 * The signed-in contact person's contact and billing data for the customer (GET
 * /customer-contact-persons/{id}): spec part 3 §3 names bankAccountNumber and eInvoice; the profile
 * also edits e-mail, phone and the separate invoice recipient, so the answer carries them and the
 * contactId the PATCH names. communicationLanguage is the customer's (every contact sees and sets the
 * same one; beyond the spec, issue 28): the language of its e-mails, null while nobody has chosen one.
 */
export const ContactPerson = Schema.Struct({
  contactId: Schema.Number,
  email: Opt(Schema.String),
  phone: Opt(Schema.String),
  bankAccountNumber: Opt(Schema.String),
  eInvoice: Schema.Boolean,
  invoiceRecipientEmail: Opt(Schema.String),
  communicationLanguage: Opt(Locale),
})
export type ContactPerson = typeof ContactPerson.Type

/** GET /customer-contact-persons/{id}?withSync=true */
export const ContactPersonQuery = Schema.Struct({ withSync: Schema.optionalKey(BooleanFromString) })
export type ContactPersonQuery = typeof ContactPersonQuery.Type

/** Estonian bank account: EE, 2 digits, a bank code, then 11 or more digits (spec part 1 §5). */
export const EstonianBankAccount = Schema.String.check(Schema.isPattern(/^EE\d{2}(42|16|10|22|96|17|12|83|00|51|77|75)\d{11,}$/))

/** Phone: digits, or a leading plus. */
export const ProfilePhone = Schema.String.check(Schema.isPattern(/^\+?\d+$/))

/**
 * Body of both PATCH calls of the profile: PATCH /customer-contact-persons/{id}/contact/{contactId}
 * and the user-contact PATCH. The bank account is sent only with eInvoice.
 */
export const ContactPatch = Schema.Struct({
  email: Schema.NonEmptyString.check(Schema.isMaxLength(254)),
  phone: ProfilePhone.check(Schema.isMaxLength(20)),
  bankAccountNumber: Opt(Schema.String.check(Schema.isMaxLength(34))),
  eInvoice: Schema.Boolean,
  invoiceRecipientEmail: Opt(Schema.String.check(Schema.isMaxLength(254))),
})
export type ContactPatch = typeof ContactPatch.Type

/**
 * PATCH /customer-contact-persons/{id}/contact/{contactId}: the contact's settings, and the customer's
 * communication language (et, en or ru) when it is sent; left out, the language stays as it is.
 */
export const ContactPersonPatch = Schema.Struct({
  ...ContactPatch.fields,
  communicationLanguage: Schema.optionalKey(Locale),
})
export type ContactPersonPatch = typeof ContactPersonPatch.Type
export const UserContactPatch = ContactPatch
export type UserContactPatch = ContactPatch
