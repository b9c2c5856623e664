export { Integrations } from "./ApiKeys"
export { integrationsMessages } from "./integrations.messages"
