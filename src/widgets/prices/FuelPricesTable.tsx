import type { ReactNode } from "react"
import type { MessagesTranslate } from "../../core/i18n/translate"
import { formatPrice } from "../../core/i18n/numbers"
import type { PriceTable, VatMode } from "../../core/rules/prices"
import { vatPercentOn } from "../../core/rules/vat"
import type { Locale } from "../../core/schemas/common"
import type { fuelPricesMessages } from "./prices.messages"

export type FuelPricesTranslate = MessagesTranslate<keyof typeof fuelPricesMessages.et>

export interface FuelPricesTableProps {
  readonly table: PriceTable | null
  /** Null while the customer's default is not known (issue 31): neither choice is shown as made. */
  readonly mode: VatMode | null
  readonly onModeChange: (mode: VatMode) => void
  readonly locale: Locale
  readonly t: FuelPricesTranslate
  /** Shown instead of the table: loading or failure text. */
  readonly status?: "loading" | "error" | null
  /** Shown on "error" instead of the plain text (the portal's retry; the public element keeps the text). */
  readonly errorView?: ReactNode
}

/** "Hinnad teenindusjaamades": the price table with its VAT switch and note. */
export function FuelPricesTable({ table, mode, onModeChange, locale, t, status, errorView }: FuelPricesTableProps) {
  const vat = vatPercentOn()
  // A product's name in the reader's language where it is a word (D eri, Kl.pesu); B95, LPG, AdBlue read the same everywhere.
  const productName = (row: { noomId: number; type: string }) =>
    row.noomId === 1142 || row.noomId === 3312 ? t(`prices.name.${row.noomId}`) : row.type
  const price = (withVat: number | null, withoutVat: number | null) => {
    const value = mode === "with" ? withVat : withoutVat
    return value == null ? "–" : formatPrice(locale, value)
  }
  return (
    <section className="ise-prices__root" aria-labelledby="ise-fp-title">
      <div className="ise-prices__head">
        <h2 id="ise-fp-title">{t("prices.title")}</h2>
        <fieldset className="ise-prices__switch">
          <legend>{t("prices.vatSwitch")}</legend>
          {(["with", "without"] as const).map((m) => (
            <label key={m}>
              <input type="radio" name="ise-fp-vat" value={m} checked={mode === m} onChange={() => onModeChange(m)} />
              <span data-text={t(m === "with" ? "prices.withVat" : "prices.withoutVat")}>
                {t(m === "with" ? "prices.withVat" : "prices.withoutVat")}
              </span>
            </label>
          ))}
        </fieldset>
      </div>
      {status === "loading" && (
        <p className="ise-prices__empty" role="status">
          {t("prices.loading")}
        </p>
      )}
      {status === "error" &&
        (errorView ?? (
          <p className="ise-prices__empty" role="status">
            {t("prices.unavailable")}
          </p>
        ))}
      {!status && table && (
        <table>
          <thead>
            <tr>
              <th scope="col">{t("prices.product")}</th>
              <th scope="col">
                {t("prices.price")} {t("prices.unit")}
              </th>
              {table.showIdcColumn && (
                <th scope="col">
                  {t("prices.idcPrice")} {t("prices.unit")}
                </th>
              )}
              {table.showCustomerColumn && (
                <th scope="col">
                  {t("prices.customerPrice")} {t("prices.unit")}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.noomId} data-product={row.type}>
                <th scope="row">
                  <span className="ise-prices__badge" style={{ background: row.colorCode, color: row.textColor }} title={row.type}>
                    {productName(row)}
                  </span>
                </th>
                <td>{price(row.withVAT, row.withoutVAT)}</td>
                {table.showIdcColumn && <td>{price(row.idcWithVAT, row.idcWithoutVAT)}</td>}
                {table.showCustomerColumn && <td>{price(row.customerWithVAT, row.customerWithoutVAT)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {/* Under the table once it is there: a note that moved down when the prices arrive would shift the layout. */}
      {!status && table && <p className="ise-prices__note">{t(mode === "with" ? "prices.vatIncluded" : "prices.vatAdded", { vat })}</p>}
    </section>
  )
}
