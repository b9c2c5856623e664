import { formatDate } from "../../core/i18n/dates"
import { formatMoney, formatNumber, formatPrice } from "../../core/i18n/numbers"
import { productName } from "../../core/i18n/productNames"
import type { InvoiceLine, InvoiceLineSortField } from "../../core/schemas/statement"
import { useLocale, useMessages } from "../session"
import type { DataTableColumn } from "../ui/DataTable"
import { statementMessages } from "./statement.messages"
import type { Messages } from "./StatementFilters"

type Column = DataTableColumn<InvoiceLine, InvoiceLineSortField>

/**
 * The statement table's columns: the selection (by document; the header's box takes the page), date,
 * document, location, card, vehicle, product, quantity, price, sum, and the document's PDF.
 */
export function useStatementColumns({
  rows,
  selected,
  toggle,
  onDownload,
}: {
  rows: ReadonlyArray<InvoiceLine>
  selected: ReadonlyMap<number, string>
  toggle: (documents: ReadonlyArray<InvoiceLine>, on: boolean) => void
  onDownload: (line: InvoiceLine) => void
}): ReadonlyArray<DataTableColumn<InvoiceLine, InvoiceLineSortField>> {
  const t = useMessages(statementMessages)
  const locale = useLocale()
  const allOnPage = rows.length > 0 && rows.every((l) => selected.has(l.documentId))
  const select: Column = {
    key: "select",
    phone: "lead",
    header: (
      <input
        type="checkbox"
        className="ise-statement__check"
        aria-label={t("stmt.selectPage")}
        checked={allOnPage}
        disabled={rows.length === 0}
        onChange={(e) => toggle(rows, e.target.checked)}
        data-testid="select-page"
      />
    ),
    render: (l) => (
      <input
        type="checkbox"
        className="ise-statement__check"
        aria-label={t("stmt.selectDocument", { number: l.documentNumber })}
        checked={selected.has(l.documentId)}
        onChange={(e) => toggle([l], e.target.checked)}
      />
    ),
  }
  const actions: Column = {
    key: "actions",
    phone: "end",
    header: <span className="ise-ui__sr">{t("stmt.col.actions")}</span>,
    render: (l) => (
      <button
        type="button"
        className="ise-ui__button ise-ui__button--secondary ise-ui__button--small"
        aria-label={t("stmt.pdfLabel", { number: l.documentNumber })}
        onClick={() => onDownload(l)}
      >
        {t("stmt.pdf")}
      </button>
    ),
  }
  return [select, ...lineColumns(t, locale), actions]
}

/** What a line says: date, document, location, card, vehicle, product, quantity, price and sum. */
const lineColumns = (t: Messages, locale: ReturnType<typeof useLocale>): ReadonlyArray<Column> => [
  {
    key: "date",
    header: t("stmt.col.date"),
    unlabelled: true,
    sortField: "DOCUMENT_DATE_CREATED",
    render: (l) => <span className="ise-statement__nowrap">{formatDate(l.documentDateCreated)}</span>,
  },
  {
    key: "document",
    header: t("stmt.col.document"),
    phone: "title",
    sortField: "DOCUMENT_NUMBER",
    render: (l) => <span className="ise-statement__nowrap">{l.documentNumber}</span>,
  },
  {
    key: "location",
    header: t("stmt.col.location"),
    sortField: "LOCATION_NAME",
    unlabelled: true,
    render: (l) => l.locationName ?? "—",
  },
  {
    key: "card",
    header: t("stmt.col.card"),
    unlabelled: true,
    sortField: "REMOTE_CARD_ID",
    render: (l) => (
      <>
        <span className="ise-statement__nowrap">{l.remoteCardId ?? "—"}</span>
        {l.cardName && <span className="ise-statement__sub">{l.cardName}</span>}
      </>
    ),
  },
  {
    key: "vehicle",
    header: t("stmt.col.vehicle"),
    unlabelled: true,
    sortField: "VEHICLE_NUMBER",
    render: (l) =>
      l.vehicleNumber ? (
        <>
          <span className="ise-statement__nowrap">{l.vehicleNumber}</span>
          {l.vehicleMileage != null && (
            <span className="ise-statement__sub ise-statement__nowrap">{`${formatNumber(locale, l.vehicleMileage)} km`}</span>
          )}
        </>
      ) : (
        "—"
      ),
  },
  {
    key: "product",
    header: t("stmt.col.product"),
    sortField: "PRODUCT_NAME",
    unlabelled: true,
    render: (l) => productName(l.productName, locale),
  },
  {
    key: "quantity",
    header: t("stmt.col.quantity"),
    sortField: "PRODUCT_QUANTITY",
    numeric: true,
    render: (l) => formatNumber(locale, l.productQuantity, 2),
  },
  { key: "price", header: t("stmt.col.price"), numeric: true, render: (l) => formatPrice(locale, l.price) },
  {
    key: "sum",
    header: t("stmt.col.sum"),
    phone: "end",
    sortField: "PRODUCT_AMOUNT_SUM",
    numeric: true,
    render: (l) => <span className="ise-statement__nowrap">{formatMoney(locale, l.productAmountSum)}</span>,
  },
]
