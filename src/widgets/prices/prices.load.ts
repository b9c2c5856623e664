import * as Effect from "effect/Effect"
import * as pricesCalls from "../../core/api/prices.calls"
import type { ApiClient } from "../../core/http/client"
import { buildPriceTable, type PriceTable, type PriceViewer } from "../../core/rules/prices"

/** Public prices, and the customer's own when a customer is given; a failed customer-price call still shows public prices. */
export const loadPriceTable = (api: ApiClient, viewer: PriceViewer, customerId: number | null) =>
  Effect.gen(function* () {
    const [prices, own] = yield* Effect.all(
      [
        api.request(pricesCalls.prices),
        customerId == null
          ? Effect.succeed([])
          : api.request(pricesCalls.customerPrices, { params: { customerId } }).pipe(
              Effect.tapError((e) => Effect.sync(() => console.warn("[prices] customer prices", e))),
              Effect.orElseSucceed(() => []),
            ),
      ],
      { concurrency: 2 },
    )
    return buildPriceTable(prices, own, viewer) satisfies PriceTable
  })
