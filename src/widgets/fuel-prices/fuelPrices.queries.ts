import { atomWithQuery } from "jotai-tanstack-query"
import { isCompanyCustomer } from "../../core/rules/access"
import { customerQueryAtom, customerIdAtom, getApi, runApi } from "../session"
import { loadPriceTable } from "./fuelPrices.load"

/** The price table for the represented customer; reloads when the customer changes. */
export const priceTableQueryAtom = atomWithQuery((get) => {
  const customerId = get(customerIdAtom)
  const customer = get(customerQueryAtom).data
  const ready = customer != null && customer.id === customerId
  return {
    queryKey: ["priceTable", customerId, customer?.groupId ?? null],
    enabled: ready,
    queryFn: ({ signal }) =>
      runApi(
        loadPriceTable(
          getApi(),
          { isPerson: customer!.isPerson, isCompany: isCompanyCustomer(customer!), groupId: customer!.groupId },
          customerId,
        ),
        signal,
      ),
  }
})
