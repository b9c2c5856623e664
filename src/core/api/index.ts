import type { Call } from "./call"
import * as sessionCalls from "./session.calls"
import * as pricesCalls from "./prices.calls"
import * as invoicesCalls from "./invoices.calls"
import * as paymentsCalls from "./payments.calls"
import * as agreementsCalls from "./agreements.calls"
import * as loyaltyCalls from "./loyalty.calls"
import * as cardsCalls from "./cards.calls"
import * as statementCalls from "./statement.calls"
import * as stationsCalls from "./stations.calls"
import * as terminalCalls from "./terminal.calls"
import * as saleOrdersCalls from "./saleOrders.calls"
import * as consumptionCalls from "./consumption.calls"
import * as electricityAgreementCalls from "./electricityAgreement.calls"
import * as chargingCalls from "./charging.calls"
import * as registrationCalls from "./registration.calls"
import * as profileCalls from "./profile.calls"
import * as spendingCalls from "./spending.calls"
import * as integrationsCalls from "./integrations.calls"

export * from "./call"
export * from "./errors"
export {
  sessionCalls,
  pricesCalls,
  invoicesCalls,
  paymentsCalls,
  agreementsCalls,
  loyaltyCalls,
  cardsCalls,
  statementCalls,
  stationsCalls,
  terminalCalls,
  saleOrdersCalls,
  consumptionCalls,
  electricityAgreementCalls,
  chargingCalls,
  registrationCalls,
  profileCalls,
  spendingCalls,
  integrationsCalls,
}

/** Every call of spec §7 (all parts) that the contract describes, by id. */
export const allCalls: ReadonlyArray<Call> = [
  ...Object.values(sessionCalls),
  ...Object.values(pricesCalls),
  ...Object.values(invoicesCalls),
  ...Object.values(paymentsCalls),
  ...Object.values(agreementsCalls),
  ...Object.values(loyaltyCalls),
  ...Object.values(cardsCalls),
  ...Object.values(statementCalls),
  ...Object.values(stationsCalls),
  ...Object.values(terminalCalls),
  ...Object.values(saleOrdersCalls),
  ...Object.values(consumptionCalls),
  ...Object.values(electricityAgreementCalls),
  ...Object.values(chargingCalls),
  ...Object.values(registrationCalls),
  ...Object.values(profileCalls),
  ...Object.values(spendingCalls),
  ...Object.values(integrationsCalls),
]
