import * as Schema from "effect/Schema"
import { DbId, Opt } from "./common"
import { PersonalCode } from "./session"

/** What the registration page knows about whom it registers (client side). */
export const RegistrationData = Schema.Struct({
  isCompany: Schema.Boolean,
  companyId: Opt(Schema.Number),
  registryNumber: Opt(Schema.String),
  vatRegistryNumber: Opt(Schema.String),
  name: Opt(Schema.String),
  customerId: Opt(Schema.Number),
})
export type RegistrationData = typeof RegistrationData.Type

/** The business registration form (client side). */
export const BusinessCustomerForm = Schema.Struct({
  contactPhone: Schema.NonEmptyString,
  contactEmail: Schema.NonEmptyString,
  wantCreditAndCard: Schema.Boolean,
  estimatedMonthlyLiters: Opt(Schema.Number),
  wantedCredit: Opt(Schema.Number),
  additionalInfo: Opt(Schema.String),
})
export type BusinessCustomerForm = typeof BusinessCustomerForm.Type

/** The private registration form (client side); terms must be accepted. */
export const PrivateCustomerForm = Schema.Struct({
  contactPhone: Schema.String,
  contactEmail: Schema.String,
  wantsNewsLetter: Opt(Schema.Boolean),
  termsAndConditions: Schema.Literal(true),
})
export type PrivateCustomerForm = typeof PrivateCustomerForm.Type

/** Body of POST /customers/business (note: wantsCreditAndCard in the body, wantCreditAndCard in the form). */
export const BusinessCustomerBody = Schema.Struct({
  companyId: DbId,
  wantsCreditAndCard: Schema.Boolean,
  contactEmail: Schema.NonEmptyString.check(Schema.isMaxLength(254)),
  contactPhone: Schema.NonEmptyString.check(Schema.isMaxLength(20)),
  estimatedMonthlyLiters: Opt(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 10_000_000 }))),
  wantedCredit: Opt(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 10_000_000 }))),
  additionalInfo: Opt(Schema.String.check(Schema.isMaxLength(2000))),
})
export type BusinessCustomerBody = typeof BusinessCustomerBody.Type

/** Body of POST /customers/private. */
export const PrivateCustomerBody = Schema.Struct({
  name: Schema.NonEmptyString.check(Schema.isMaxLength(200)),
  personalIdentificationCode: PersonalCode,
  contactEmail: Schema.String.check(Schema.isMaxLength(254)),
  contactPhone: Schema.String.check(Schema.isMaxLength(20)),
  wantsNewsLetter: Opt(Schema.Boolean),
})
export type PrivateCustomerBody = typeof PrivateCustomerBody.Type

/** Answer of both registrations: the new customer's id. */
export const RegistrationResponse = Schema.Struct({ customerId: Schema.Number })
export type RegistrationResponse = typeof RegistrationResponse.Type
