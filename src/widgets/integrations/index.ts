export { ApiKeys } from "./ApiKeys"
export { integrationsMessages } from "./integrations.messages"
