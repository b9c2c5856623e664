import { formatDate } from "../../core/i18n/dates"
import { formatNumber } from "../../core/i18n/numbers"
import { productName } from "../../core/i18n/productNames"
import { productsShown } from "../../core/rules/terminal"
import type { DispensingOrder } from "../../core/schemas/terminal"
import { useLocale, useMessages } from "../session"
import type { DataTableColumn } from "../ui/DataTable"
import { terminalMessages } from "./terminal.messages"

export type TerminalTranslate = ReturnType<typeof useMessages<keyof typeof terminalMessages.et & string>>

/** An order's products: how many, with the list of names and litres on hover and for screen readers. */
function ProductsCell({ order }: { order: DispensingOrder }) {
  const t = useMessages(terminalMessages)
  const locale = useLocale()
  const rows = productsShown(order.productRows)
  const list = rows.map((r) => `${productName(r.productName, locale)} ${formatNumber(locale, r.quantity, 0)} L`).join("\n")
  // On a wide table the count with the list on hover; on a phone's stacked rows (no hover) the list itself.
  return (
    <>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: a focusable summary (its tooltip is the list): the label reads the products to a screen reader */}
      <span
        className="ise-terminal__products"
        title={list}
        tabIndex={0}
        aria-label={`${t("disp.products", { count: rows.length })}: ${list.replaceAll("\n", ", ")}`}
      >
        {t("disp.products", { count: rows.length })}
      </span>
      <ul className="ise-terminal__product-list" data-testid="dispensing-products">
        {rows.map((r, i) => (
          <li key={`${r.productName}-${i}`}>
            {productName(r.productName, locale)} {formatNumber(locale, r.quantity, 0)} L
          </li>
        ))}
      </ul>
    </>
  )
}

/** The list's columns; an order that may still change has an edit button. */
export function orderColumns(
  t: TerminalTranslate,
  onEdit: (order: DispensingOrder) => void,
): ReadonlyArray<DataTableColumn<DispensingOrder, "NONE">> {
  return [
    { key: "document", header: t("disp.col.document"), render: (o) => o.authorizationNumber ?? "—" },
    { key: "carrier", header: t("disp.col.carrier"), render: (o) => o.transporterName ?? "—" },
    { key: "car", header: t("disp.col.car"), render: (o) => o.carRegNumber ?? "—" },
    { key: "trailer", header: t("disp.col.trailer"), render: (o) => o.trailerRegNumber || "—" },
    { key: "driver", header: t("disp.col.driver"), render: (o) => o.driverName ?? "—" },
    { key: "products", header: t("disp.col.products"), render: (o) => <ProductsCell order={o} /> },
    { key: "validUntil", header: t("disp.col.validUntil"), render: (o) => (o.validUntil ? formatDate(o.validUntil) : "—") },
    {
      key: "status",
      header: t("disp.col.status"),
      render: (o) => (o.documentState ? t(`disp.state.${o.documentState}`) : (o.documentStateName ?? "—")),
    },
    {
      key: "actions",
      header: <span className="ise-ui__sr">{t("disp.col.actions")}</span>,
      render: (o) =>
        o.isModifiable ? (
          <button
            type="button"
            className="ise-ui__button ise-ui__button--secondary ise-ui__button--small"
            aria-label={t("disp.editLabel", { document: o.authorizationNumber ?? String(o.uid) })}
            onClick={() => onEdit(o)}
          >
            {t("disp.edit")}
          </button>
        ) : null,
    },
  ]
}
