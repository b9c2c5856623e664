import { atomWithQuery } from "jotai-tanstack-query"
import * as agreementsCalls from "../../core/api/agreements.calls"
import * as chargingCalls from "../../core/api/charging.calls"
import * as electricityCalls from "../../core/api/electricity.calls"
import { OIL_AGREEMENTS_PAGE } from "../../core/rules/agreements"
import { customerIdAtom, customerQueryAtom, getApi, queryClient, runApi } from "../session"

/** Keys of the agreement queries; a signature invalidates them all for the customer. */
export const agreementKeys = {
  all: (customerId: number | null) => ["agreements", customerId] as const,
  oil: (customerId: number | null) => ["agreements", customerId, "oil"] as const,
  electricity: (customerId: number | null) => ["agreements", customerId, "electricity"] as const,
  charging: (customerId: number | null) => ["agreements", customerId, "charging"] as const,
}

const mayViewAgreements = (roles: ReadonlyArray<string> | undefined) => !!roles?.some((r) => r === "ADMIN" || r === "VIEW_AGREEMENTS")

/** Oil agreements of the represented customer: page 0, size 500, DATE_MODIFIED DESC (spec part 1 §7). */
export const oilAgreementsQueryAtom = atomWithQuery((get) => {
  const customerId = get(customerIdAtom)
  const customer = get(customerQueryAtom).data
  return {
    queryKey: agreementKeys.oil(customerId),
    enabled: customerId != null && customer?.id === customerId && mayViewAgreements(customer.roles),
    queryFn: ({ signal }) =>
      runApi(getApi().request(agreementsCalls.oilAgreements, { params: { customerId: customerId! }, query: OIL_AGREEMENTS_PAGE }), signal),
  }
})

export const electricityAgreementsQueryAtom = atomWithQuery((get) => {
  const customerId = get(customerIdAtom)
  return {
    queryKey: agreementKeys.electricity(customerId),
    enabled: customerId != null,
    queryFn: ({ signal }) => runApi(getApi().request(electricityCalls.electricityAgreements, { params: { customerId: customerId! } }), signal),
  }
})

export const chargingAgreementsQueryAtom = atomWithQuery((get) => {
  const customerId = get(customerIdAtom)
  return {
    queryKey: agreementKeys.charging(customerId),
    enabled: customerId != null,
    queryFn: ({ signal }) => runApi(getApi().request(chargingCalls.chargingAgreements, { params: { customerId: customerId! } }), signal),
  }
})

/** After a signature: every agreement list of the customer loads again. */
export const reloadAgreements = (customerId: number) => queryClient.invalidateQueries({ queryKey: agreementKeys.all(customerId) })
