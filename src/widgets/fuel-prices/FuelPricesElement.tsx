import { useEffect, useMemo, useState } from "react"
import { isLocale, messagesTranslator } from "../../core/i18n/translate"
import { makeApiClient } from "../../core/http/client"
import { memoryTokenStore } from "../../core/http/tokenStore"
import { fetchTransport } from "../../core/http/transport"
import type { PriceTable, VatMode } from "../../core/rules/prices"
import { runApi } from "../session/api"
import { fuelPricesCss } from "./fuelPrices.css"
import { fuelPricesMessages } from "./fuelPrices.messages"
import { loadPriceTable } from "./fuelPrices.load"
import { FuelPricesTable } from "./FuelPricesTable"

export interface FuelPricesElementProps {
  readonly locale?: string
  readonly apiBase?: string
  /** "with" or "without": the VAT mode to open in; "without" is the business view (LPG shown). */
  readonly vat?: string
}

/** The public price table as a self-contained element for marketing pages: no session, no portal state. */
export function FuelPricesElement({ locale, apiBase, vat }: FuelPricesElementProps) {
  const lang = isLocale(locale) ? locale : "et"
  const business = vat === "without"
  const t = useMemo(() => messagesTranslator(fuelPricesMessages, lang), [lang])
  const [mode, setMode] = useState<VatMode>(business ? "without" : "with")
  const [table, setTable] = useState<PriceTable | null>(null)
  const [status, setStatus] = useState<"loading" | "error" | null>("loading")

  useEffect(() => setMode(business ? "without" : "with"), [business])
  useEffect(() => {
    const api = makeApiClient({ baseUrl: apiBase || "/v1", tokens: memoryTokenStore(), transport: fetchTransport })
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
  }, [apiBase, business])

  return (
    <>
      <style>{fuelPricesCss}</style>
      <FuelPricesTable table={table} mode={mode} onModeChange={setMode} locale={lang} t={t} status={status} />
    </>
  )
}
