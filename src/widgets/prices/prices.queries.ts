import * as pricesCalls from "../../core/api/prices.calls"
import { isCompanyCustomer } from "../../core/rules/access"
import { callQueryAtom } from "../session"
import { loadPriceTable } from "./prices.load"

/** The price table for the represented customer (public prices and its own); reloads when the customer changes. */
export const priceTableQueryAtom = callQueryAtom(pricesCalls.customerPrices, {
  derive: {
    name: "priceTable",
    run: (api, request, customer) =>
      loadPriceTable(
        api,
        { isPerson: customer!.isPerson, isCompany: isCompanyCustomer(customer!), groupId: customer!.groupId },
        Number(request.params!.customerId),
      ),
  },
})
