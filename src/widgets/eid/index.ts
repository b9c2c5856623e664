/** eID for sign-in and signing: the personal-code fields, the Web eID adapter, the one-run hook. */
export { PersonalCodeFields, type PersonalCodeFieldsProps } from "./PersonalCodeFields"
export { useInterruptibleRun, type RunHandlers } from "./useInterruptibleRun"
export { webEidAuthenticate, webEidCertificate, webEidSign, WebEidFailed, WebEidUnavailable, type WebEidError } from "./webEid"
