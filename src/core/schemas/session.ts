import * as Schema from "effect/Schema"
import { Opt, Role } from "./common"

/** Personal identity code: exactly 11 digits (spec part 1 §5). */
export const PersonalCode = Schema.String.check(Schema.isPattern(/^\d{11}$/))

export const LoginMethod = Schema.Literals(["smart-id", "mobile-id"])
export type LoginMethod = typeof LoginMethod.Type

export const SmartIdLoginRequest = Schema.Struct({ personalIdentityCode: PersonalCode })
export const MobileIdLoginRequest = Schema.Struct({
  personalIdentityCode: PersonalCode,
  phoneNumber: Schema.String.check(Schema.isPattern(/^\+?\d{4,15}$/)),
})
export const LoginStartResponse = Schema.Struct({ verificationCode: Schema.String })
export type LoginStartResponse = typeof LoginStartResponse.Type

export const LoginPollRequest = Schema.Struct({
  personalIdentityCode: PersonalCode,
  verificationCode: Schema.String,
})
/** RUNNING keeps polling, FAILED fails, anything else is success (spec part 1 §4.4). */
export const LoginPollResponse = Schema.Struct({
  status: Schema.String,
  token: Opt(Schema.String),
  userId: Opt(Schema.Number),
})
export type LoginPollResponse = typeof LoginPollResponse.Type

export const RedirectLoginRequest = Schema.Struct({ token: Schema.String })
export const RedirectLoginResponse = Schema.Struct({
  data: Schema.NullOr(Schema.Struct({ token: Schema.String, userId: Schema.Number, customerId: Schema.Number })),
})
export const RedirectTokenResponse = Schema.Struct({ token: Schema.String })
export const RefreshResponse = Schema.Struct({ token: Schema.String, userId: Schema.Number })

/** Payload of the access token. */
export const TokenPayload = Schema.Struct({
  sub: Schema.String,
  referred_customer_id: Schema.Number,
  userId: Schema.Number,
  /** The sign-in (server session) the token belongs to: a revoked or ended one refuses the token. */
  sid: Schema.String,
})
export type TokenPayload = typeof TokenPayload.Type

export const User = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  personalIdentificationCode: Schema.String,
  email: Opt(Schema.String),
  canRequestIdCredit: Schema.Boolean,
})
export type User = typeof User.Type

export const CardLoyalty = Schema.Struct({
  monthQuantity: Schema.Number,
  coffeePoints: Schema.Number,
  levelId: Opt(Schema.String),
})

export const Customer = Schema.Struct({
  id: Schema.Number,
  customerId: Schema.Number,
  contactId: Schema.Number,
  name: Schema.String,
  roles: Schema.Array(Role),
  registryNumber: Opt(Schema.String),
  vatRegistryNumber: Opt(Schema.String),
  searchCode: Opt(Schema.String),
  groupId: Opt(Schema.String),
  email: Opt(Schema.String),
  phone: Opt(Schema.String),
  mobileNumber: Opt(Schema.String),
  address: Opt(Schema.String),
  city: Opt(Schema.String),
  zip: Opt(Schema.String),
  county: Opt(Schema.String),
  customerBalanceLimit: Opt(Schema.Number),
  creditUsed: Opt(Schema.Number),
  isPerson: Schema.Boolean,
  isCompany: Schema.Boolean,
  apartmentAssociation: Schema.Boolean,
  activeElectricityAgreementsCount: Schema.Number,
  averageElectricityAgreementsMonthlyFee: Opt(Schema.Number),
  hasPendingElectricityAgreements: Schema.Boolean,
  summerGameSendNotification: Opt(Schema.Boolean),
  cardLoyalty: Opt(CardLoyalty),
  bankAccountNumber: Opt(Schema.String),
  eInvoice: Schema.Boolean,
  invoiceRecipientEmail: Opt(Schema.String),
  extendedSaleOrderDeadlineAllowed: Schema.Boolean,
  defaultPaymentDeadline: Opt(Schema.Number),
})
export type Customer = typeof Customer.Type

export const Company = Schema.Struct({
  id: Schema.Number,
  registryNumber: Schema.String,
  vatRegistryNumber: Opt(Schema.String),
  name: Schema.String,
  customerId: Opt(Schema.Number),
})
export type Company = typeof Company.Type

/** A customer the user may act for: own private customer, company or mandate. */
export const Contact = Schema.Struct({
  customerId: Schema.Number,
  customerName: Schema.String,
  registryNumber: Opt(Schema.String),
  isPerson: Schema.Boolean,
  contactId: Schema.Number,
  isMandate: Schema.Boolean,
})
export type Contact = typeof Contact.Type

export const ContactsQuery = Schema.Struct({})

/** ID-card sign-in (Web eID): the server's one-time challenge nonce. */
export const IdCardChallengeResponse = Schema.Struct({ nonce: Schema.String })

/** How people sign in here: `simulators` when Smart-ID, Mobile-ID and the ID card are the demo's simulators (demo mode). */
export const SignInProvidersResponse = Schema.Struct({ simulators: Schema.Boolean })

/** The Web eID authentication token the browser extension answers (format web-eid:1.0). */
export const WebEidAuthToken = Schema.Struct({
  /** The card's authentication certificate, base64 DER. */
  unverifiedCertificate: Schema.String,
  /** JWS name of the signature algorithm: RS256, ES384, PS256… */
  algorithm: Schema.String,
  /** Base64 signature over hash(origin) ‖ hash(nonce). */
  signature: Schema.String,
  format: Schema.String,
  appVersion: Opt(Schema.String),
})
export type WebEidAuthToken = typeof WebEidAuthToken.Type

export const IdCardLoginRequest = Schema.Struct({ authToken: WebEidAuthToken, nonce: Schema.String })

/** Demo mode: the server's simulated card answers the challenge for a card holder. */
export const SimulatedIdCardAuthRequest = Schema.Struct({
  personalIdentityCode: PersonalCode,
  nonce: Schema.String,
  origin: Schema.String,
})
