import { useEffect, useMemo, useState } from "react"
import { messagesTranslator } from "../../core/i18n/translate"
import type { ApiClient } from "../../core/http/client"
import type { PriceTable, VatMode } from "../../core/rules/prices"
import type { Locale } from "../../core/schemas/common"
import { PublicElement } from "../element/PublicElement"
import type { ElementComponentProps } from "../element/spec"
import { runApi } from "../session/api"
import { fuelPricesCss } from "./prices.css"
import type { fuelPricesElement } from "./fuelPrices.element"
import { fuelPricesMessages } from "./prices.messages"
import { loadPriceTable } from "./prices.load"
import { FuelPricesTable } from "./FuelPricesTable"

export type FuelPricesElementProps = ElementComponentProps<typeof fuelPricesElement>

/** The public price table as a self-contained element for marketing pages: no session, no portal state. */
export function FuelPricesElement({ locale, apiBase, vat, container }: FuelPricesElementProps) {
  return (
    <PublicElement locale={locale} apiBase={apiBase} container={container} styles={fuelPricesCss}>
      {({ locale, api }) => <FuelPrices locale={locale} api={api} business={vat === "without"} />}
    </PublicElement>
  )
}

function FuelPrices({ locale, api, business }: { readonly locale: Locale; readonly api: ApiClient; readonly business: boolean }) {
  const t = useMemo(() => messagesTranslator(fuelPricesMessages, locale), [locale])
  const [mode, setMode] = useState<VatMode>(business ? "without" : "with")
  const [table, setTable] = useState<PriceTable | null>(null)
  const [status, setStatus] = useState<"loading" | "error" | null>("loading")

  useEffect(() => setMode(business ? "without" : "with"), [business])
  useEffect(() => {
    const abort = new AbortController()
    setStatus("loading")
    runApi(loadPriceTable(api, { isPerson: !business, isCompany: business }, null), abort.signal)
      .then((next) => {
        setTable(next)
        setStatus(null)
      })
      .catch((error) => {
        if (abort.signal.aborted) return
        console.warn("[ise-fuel-prices]", error)
        setStatus("error")
      })
    return () => abort.abort()
  }, [api, business])

  return <FuelPricesTable table={table} mode={mode} onModeChange={setMode} locale={locale} t={t} status={status} />
}
