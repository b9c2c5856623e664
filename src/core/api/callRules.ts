import type { Role } from "../schemas/common"
import type { CustomerKindRule } from "./call"

/**
 * Who may make the customer calls of each page of spec part 1 §2.1 (roles of §6). Each role list
 * is written here once: the calls spread their rule (`...documentsRule`), the portal's routes name
 * the same rule, and `mayUse` (core/rules/access.ts) reads it. The rules are kept apart from the
 * calls so that the portal's first chunk (route guard, navigation) carries no answer schemas.
 */
export interface CustomerCallRule {
  readonly access: "customer"
  readonly roles: ReadonlyArray<Role>
  readonly onlyFor?: CustomerKindRule
}

const rule = (roles: ReadonlyArray<Role>, onlyFor?: CustomerKindRule): CustomerCallRule => ({
  access: "customer",
  roles,
  ...(onlyFor ? { onlyFor } : {}),
})

/** /arved: invoices and their payment. */
export const documentsRule = rule(["ADMIN", "VIEW_DOCUMENTS"])
/** /väljavõte: statement rows and its filters. */
export const documentRowsRule = rule(["ADMIN", "VIEW_DOCUMENT_ROWS"])
/** /lepingud: oil agreements and their signing. */
export const agreementsRule = rule(["ADMIN", "VIEW_AGREEMENTS"])
/**
 * Concluding an agreement (a charging or electricity offer's decision, the electricity wizard's confirm,
 * signing): the roles that may sign agreements. The pages show to any contact; others see them read-only.
 */
export const concludeAgreementRule = agreementsRule
/** /kaardid */
export const cardsRule = rule(["ADMIN", "VIEW_CARDS"])
/** /laoseis */
export const stockRule = rule(["SUPPLIER"])
/** /broneeringud */
export const bookingsRule = rule(["BOOKER"])
/** /väljastuskorraldused */
export const dispensingRule = rule(["DISPENSER"])
/** Cars and drivers serve the dispensing orders and the sale orders' own transport. */
export const transportRule = rule(["DISPENSER", "ADMIN", "VIEW_SALE_ORDERS"])
/** /tellimused: companies only. */
export const saleOrdersRule = rule(["ADMIN", "VIEW_SALE_ORDERS"], "companies")
/** /mahutid */
export const tanksRule = rule(["TANK_OWNER"])
/** /elektritarbimine */
export const consumptionRule = rule(["ELECTRICITY_CUSTOMER"])
/** Charging sessions: billed with the card purchases. */
export const chargingSessionsRule = rule(["ADMIN", "VIEW_DOCUMENT_ROWS"])
/** The company's vehicles: read with the cards or the statement; changed by ADMIN. */
export const vehiclesRule = rule(["ADMIN", "VIEW_CARDS", "VIEW_DOCUMENT_ROWS"])
export const vehiclesWriteRule = rule(["ADMIN"])
/** /kulud: any customer who may see one of its sources (card lines, electricity consumption, charging); each source keeps its own rule. */
export const spendingRule = rule(["ADMIN", "VIEW_DOCUMENT_ROWS", "ELECTRICITY_CUSTOMER"])
/** /profiil's API keys and webhooks: a company's ADMIN connects its own systems (issue 27). */
export const integrationsRule = rule(["ADMIN"], "companies")
/** /kulud's budgets (and, later, the anomalies' explanations): set by ADMIN. */
export const spendingAdminRule = rule(["ADMIN"])
