import { useEffect, useMemo, useState } from "react"
import { messagesTranslator } from "../../core/i18n/translate"
import { publicPrices } from "../../core/api/prices.public"
import { publicGet } from "../../core/http/publicGet"
import { buildPriceTable, type PriceTable, type VatMode } from "../../core/rules/prices"
import type { Locale } from "../../core/schemas/common"
import { PublicElement } from "../element/PublicElement"
import type { ElementComponentProps } from "../element/spec"
import { fuelPricesCss } from "./prices.css"
import type { fuelPricesElement } from "./fuelPrices.element"
import { fuelPricesMessages } from "./prices.messages"
import { FuelPricesTable } from "./FuelPricesTable"

export type FuelPricesElementProps = ElementComponentProps<typeof fuelPricesElement>

/** The public price table as a self-contained element for marketing pages: no session, no portal state. */
export function FuelPricesElement({ locale, apiBase, vat, container }: FuelPricesElementProps) {
  return (
    <PublicElement locale={locale} apiBase={apiBase} container={container} styles={fuelPricesCss}>
      {({ locale, apiBase }) => <FuelPrices locale={locale} apiBase={apiBase} business={vat === "without"} />}
    </PublicElement>
  )
}

function FuelPrices({ locale, apiBase, business }: { readonly locale: Locale; readonly apiBase: string; readonly business: boolean }) {
  const t = useMemo(() => messagesTranslator(fuelPricesMessages, locale), [locale])
  const [mode, setMode] = useState<VatMode>(business ? "without" : "with")
  const [table, setTable] = useState<PriceTable | null>(null)
  const [status, setStatus] = useState<"loading" | "error" | null>("loading")

  useEffect(() => setMode(business ? "without" : "with"), [business])
  useEffect(() => {
    const abort = new AbortController()
    setStatus("loading")
    // Public prices only: a customer's own prices need a session (prices.load.ts, the signed-in panel).
    publicGet(apiBase, publicPrices)
      .then((prices) => {
        if (abort.signal.aborted) return
        setTable(buildPriceTable(prices, [], { isPerson: !business, isCompany: business }))
        setStatus(null)
      })
      .catch((error) => {
        if (abort.signal.aborted) return
        console.warn("[ise-fuel-prices]", error)
        setStatus("error")
      })
    return () => abort.abort()
  }, [apiBase, business])

  return <FuelPricesTable table={table} mode={mode} onModeChange={setMode} locale={locale} t={t} status={status} />
}
