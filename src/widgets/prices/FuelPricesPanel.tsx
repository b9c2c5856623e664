import { useAtomValue } from "jotai"
import { useEffect, useState } from "react"
import type { VatMode } from "../../core/rules/prices"
import { customerQueryAtom, useLocale, useMessages } from "../session"
import { fuelPricesCss } from "./prices.css"
import { fuelPricesMessages } from "./prices.messages"
import { priceTableQueryAtom } from "./prices.queries"
import { FuelPricesTable } from "./FuelPricesTable"
import { LoadError, failureOf } from "../ui/LoadError"
import { uiCss } from "../ui/ui.css"
import { Style } from "../element/Style"

/** The front page's price table for the signed-in customer. */
export function FuelPricesPanel() {
  const t = useMessages(fuelPricesMessages)
  const locale = useLocale()
  const query = useAtomValue(priceTableQueryAtom)
  // Without the customer there is no table to build: its failure is this panel's failure too.
  const customer = useAtomValue(customerQueryAtom)
  const customerFailed = customer.isError
  const table = query.data ?? null
  const [mode, setMode] = useState<VatMode | null>(null)
  // Each customer opens in its own default mode (companies without VAT).
  useEffect(() => setMode(null), [table?.defaultMode])
  return (
    <>
      <Style css={uiCss} />
      <Style css={fuelPricesCss} />
      <FuelPricesTable
        table={table}
        mode={mode ?? table?.defaultMode ?? null}
        onModeChange={setMode}
        locale={locale}
        t={t}
        status={query.isError || customerFailed ? "error" : table ? null : "loading"}
        errorView={<LoadError {...failureOf(customerFailed ? customer : query)!} message={t("prices.unavailable")} testId="prices-error" />}
      />
    </>
  )
}
