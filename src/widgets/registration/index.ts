export { RegistrationView, type RegistrationKind, type RegistrationViewProps } from "./RegistrationView"
export { registrationMessages } from "./registration.messages"
